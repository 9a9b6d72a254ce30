import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { statusCopy } from '../../content/status';
import {
  accountDeleted,
  endedByPasswordReset,
  expired,
  tokenRenewed,
} from '../../api/sessionEvents';
import {
  checkStarted,
  loggedInElsewhere,
  loggedOutElsewhere,
  loginStarted,
  restoreFailed,
  restored,
} from './events';

// The session, every page's: logged in or not, the token, and why it ended by itself. The login
// and sign-up pages' own state (their message, a request in flight) is features/auth/.

/**
 * `unchecked`: nobody has read the stored token yet: how the server renders every page (it never
 * knows the session), until the app starts; `loading`: the app's start-up check is reading it.
 */
type SessionStatus = 'unchecked' | 'loading' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** Why the session ended by itself, shown once to the visitor. */
  notice: string | null;
}

const initialState: SessionState = {
  status: 'unchecked',
  token: null,
  notice: null,
};

const endSession = (state: SessionState) => {
  state.status = 'loggedOut';
  state.token = null;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** 'Login successful!' has shown for 2 s (features/auth/authEffects.ts): the session starts. */
    loginSucceeded(state, action: PayloadAction<{ token: string }>) {
      state.status = 'loggedIn';
      state.token = action.payload.token;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The visitor logged out (sessionEffects.ts forgets the token and every cached answer). */
    loggedOut(state) {
      endSession(state);
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkStarted, (state) => {
        state.status = 'loading';
      })
      .addCase(loginStarted, (state) => {
        state.notice = null;
      })
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
      })
      .addCase(endedByPasswordReset, (state) => {
        endSession(state);
      })
      .addCase(accountDeleted, (state, action) => {
        endSession(state);
        state.notice = action.payload.notice;
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
    selectSessionNotice: (state) => state.notice,
  },
});

export const sessionActions = sessionSlice.actions;
export const { selectSessionStatus, selectSessionNotice } = sessionSlice.selectors;

/** Whether a session status says the session is not known yet (not checked, or being checked). */
export const sessionPending = (status: SessionStatus): boolean =>
  status === 'unchecked' || status === 'loading';
