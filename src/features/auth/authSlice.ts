// The login and sign-up pages' state: the message they show, whether a request is in flight (its
// button is disabled) and whether a sign-up has finished. Only the account chunk imports this
// module, which joins the slice to the store's reducer (rootReducer.inject), so every other page
// starts without it; the session itself (features/session/) is every page's.

import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { endedByPasswordReset } from '../../api/sessionEvents';
import { rootReducer } from '../../app/rootReducer';
import {
  loggedInElsewhere,
  loggedOutElsewhere,
  loginStarted,
  restoreFailed,
} from '../session/events';
import { sessionActions } from '../session/sessionSlice';

export interface Flash {
  kind: 'error' | 'success';
  text: string;
}

interface AuthState {
  /** The message shown on the login and sign-up pages. */
  flash: Flash | null;
  /** A login or sign-up is in flight. */
  pending: boolean;
  /** A sign-up succeeded and its message has shown: the sign-up page goes to the login page. */
  signedUp: boolean;
  /**
   * The login used a one-time password: the server refuses everything but changing it, so the
   * session starts on the profile's change-password form (pages/account/GuestOnly.tsx).
   */
  oneTimePassword: boolean;
  /**
   * The password was right and the account has a second factor: the login page asks for a code,
   * which goes to the server with this challenge (valid five minutes).
   */
  secondStep: { challenge: string; message: string } | null;
}

const initialState: AuthState = {
  flash: null,
  pending: false,
  signedUp: false,
  oneTimePassword: false,
  secondStep: null,
};

/** The session started or ended, whatever the pages were waiting for. */
const sessionChanged = isAnyOf(
  sessionActions.loginSucceeded,
  sessionActions.loggedOut,
  loggedInElsewhere,
  loggedOutElsewhere,
  restoreFailed,
  endedByPasswordReset,
);

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The server accepted the credentials; the session starts 2 s later (authEffects.ts). */
    loginAccepted(state, action: PayloadAction<{ message: string; token: string }>) {
      state.flash = { kind: 'success', text: action.payload.message };
    },
    /** The password was right; the page now asks for the second factor's code. */
    secondStepNeeded(state, action: PayloadAction<{ challenge: string; message: string }>) {
      state.pending = false;
      state.secondStep = action.payload;
    },
    /** Back to the email and password (the challenge timed out, or the visitor chose to). */
    secondStepLeft(state, action: PayloadAction<string | undefined>) {
      state.pending = false;
      state.secondStep = null;
      state.flash = action.payload ? { kind: 'error', text: action.payload } : null;
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.flash = { kind: 'error', text: action.payload };
    },
    signupStarted(state) {
      state.pending = true;
      state.flash = null;
      state.signedUp = false;
    },
    signupSucceeded(state, action: PayloadAction<string>) {
      state.flash = { kind: 'success', text: action.payload };
    },
    /** The sign-up's success has shown for 1.5 s (authEffects.ts). */
    signupFinished(state) {
      state.pending = false;
      state.signedUp = true;
    },
    signupFailed(state, action: PayloadAction<string>) {
      state.pending = false;
      state.flash = { kind: 'error', text: action.payload };
    },
    /** The server refused the new session's profile until its one-time password is changed. */
    oneTimePasswordLogin(state) {
      state.oneTimePassword = true;
    },
    /** A timed message ran its course (authEffects.ts cancels the timer of a replaced one). */
    flashExpired(state) {
      state.flash = null;
    },
    /** The visitor left the login or sign-up page: its message and outcome belong to it. */
    pageLeft(state) {
      state.flash = null;
      state.signedUp = false;
      state.secondStep = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginStarted, (state) => {
        state.pending = true;
        state.flash = null;
        state.oneTimePassword = false;
      })
      .addMatcher(sessionChanged, (state, action) => {
        state.pending = false;
        state.secondStep = null;
        if (sessionActions.loggedOut.match(action)) state.flash = null;
        if (!sessionActions.loginSucceeded.match(action)) state.oneTimePassword = false;
      });
  },
  selectors: {
    selectFlash: (state) => state.flash,
    selectAuthPending: (state) => state.pending,
    selectSignedUp: (state) => state.signedUp,
    selectOneTimePassword: (state) => state.oneTimePassword,
    selectSecondStep: (state) => state.secondStep,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `auth`: present once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedAuthSlice = authSlice.injectInto(rootReducer);

export const authActions = authSlice.actions;
export const {
  selectFlash,
  selectAuthPending,
  selectSignedUp,
  selectOneTimePassword,
  selectSecondStep,
} = injectedAuthSlice.selectors;
