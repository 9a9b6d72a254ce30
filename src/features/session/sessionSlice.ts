import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { statusCopy } from '../../content/status';
import { endedByPasswordReset, expired, tokenRenewed } from '../../api/sessionEvents';
import { loggedInElsewhere, loggedOutElsewhere, restoreFailed, restored } from './events';

type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

export interface Flash {
  kind: 'error' | 'success';
  text: string;
}

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** The message shown on the login and sign-up pages. */
  flash: Flash | null;
  /** A login or sign-up is in flight (its button is disabled). */
  pending: boolean;
  /** Why the session ended by itself, shown once to the visitor. */
  notice: string | null;
}

const initialState: SessionState = {
  status: 'loading',
  token: null,
  flash: null,
  pending: false,
  notice: null,
};

const endSession = (state: SessionState) => {
  state.status = 'loggedOut';
  state.token = null;
  state.pending = false;
};

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loginStarted(state) {
      state.pending = true;
      state.flash = null;
      state.notice = null;
    },
    /** The server accepted the credentials; the token is stored 2 s later. */
    loginAccepted(state, action: PayloadAction<string>) {
      state.flash = { kind: 'success', text: action.payload };
    },
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      state.status = 'loggedIn';
      state.token = action.payload.token;
      state.pending = false;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.flash = { kind: 'error', text: action.payload };
    },
    signupStarted(state) {
      state.pending = true;
      state.flash = null;
    },
    signupSucceeded(state, action: PayloadAction<string>) {
      state.flash = { kind: 'success', text: action.payload };
    },
    signupFinished(state) {
      state.pending = false;
    },
    signupFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.flash = { kind: 'error', text: action.payload };
    },
    /** A timed message ran its course (sessionEffects.ts cancels the timer of a replaced one). */
    flashExpired(state) {
      state.flash = null;
    },
    flashDismissed(state) {
      state.flash = null;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The visitor logged out (sessionEffects.ts forgets the token and every cached answer). */
    loggedOut(state) {
      endSession(state);
      state.flash = null;
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(restored, (state, action) => {
        state.status = 'loggedIn';
        state.token = action.payload.token;
      })
      .addCase(restoreFailed, (state) => {
        endSession(state);
      })
      .addCase(expired, (state) => {
        if (state.status !== 'loggedIn') return;
        endSession(state);
        state.notice = statusCopy.sessionExpired;
      })
      .addCase(loggedInElsewhere, (state, action) => {
        state.status = 'loggedIn';
        state.token = action.payload.token;
        state.pending = false;
      })
      .addCase(endedByPasswordReset, (state) => {
        endSession(state);
      })
      .addCase(tokenRenewed, (state, action) => {
        if (state.status === 'loggedIn') state.token = action.payload.token;
      })
      .addCase(loggedOutElsewhere, (state) => {
        endSession(state);
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectFlash: (state) => state.flash,
    selectAuthPending: (state) => state.pending,
    selectSessionNotice: (state) => state.notice,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectSessionStatus, selectFlash, selectAuthPending, selectSessionNotice } =
  sessionSlice.selectors;
export default sessionSlice.reducer;

/** What the guarded pages show while the start-up session check runs. */
export const CHECKING_TEXT = 'Checking login status...';
