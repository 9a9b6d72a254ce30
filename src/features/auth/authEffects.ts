// The login and sign-up pages' timed steps (docs/product.md §9), as listeners: a login's success
// shows for 2 s before the session starts, a login error for 3 s, a sign-up's success for 1.5 s
// before the page goes to the login page. Only the login and sign-up pages need them, so they
// load with the account chunk (with authThunks.ts and authSlice.ts) rather than with every page:
// those pages add them to the store when they open (useAuthListeners; addAppListener, and the
// store keeps one of each), as authSlice.ts joins the root reducer when the chunk loads.
import { isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { LOGIN_DELAY_MS, LOGIN_ERROR_MS, SIGNUP_REDIRECT_MS } from '../../config/timing';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/rootReducer';
import { addAppListener } from '../../app/withTypes';
import { loginCalls } from '../../api/loginApi';
import { loginStarted } from '../session/events';
import { sessionActions } from '../session/sessionSlice';
import { authActions } from './authSlice';

/** Every action that shows, replaces or clears the login and sign-up pages' message. */
const flashChanged = isAnyOf(
  loginStarted,
  authActions.loginAccepted,
  authActions.loginFailed,
  authActions.signupStarted,
  authActions.signupSucceeded,
  authActions.signupFailed,
  authActions.pageLeft,
  sessionActions.loggedOut,
);

const listeners = [
  // A login error shows for 3 s; any newer message (or none) cancels the older timer.
  addAppListener({
    matcher: flashChanged,
    effect: async (action, { cancelActiveListeners, delay, dispatch }) => {
      cancelActiveListeners();
      if (!authActions.loginFailed.match(action)) return;
      await delay(LOGIN_ERROR_MS);
      dispatch(authActions.flashExpired());
    },
  }),
  // 'Login successful!' shows for 2 s, then the session starts (and its token is stored). Meanwhile
  // the profile is asked for with the new token: a one-time password's session is refused it
  // (403) and starts on the change-password form instead (pages/account/GuestOnly.tsx).
  addAppListener({
    actionCreator: authActions.loginAccepted,
    effect: async (action, { delay, dispatch }) => {
      const { token } = action.payload;
      const [, oneTime] = await Promise.all([
        delay(LOGIN_DELAY_MS),
        dispatch(loginCalls.oneTimeSession.initiate(token, { subscribe: false }))
          .then((result) => result.data === true)
          .catch(() => false),
      ]);
      if (oneTime) dispatch(authActions.oneTimePasswordLogin());
      dispatch(sessionActions.loginSucceeded({ token }));
    },
  }),
  // A sign-up's success shows for 1.5 s, then the page goes to the login page.
  addAppListener({
    actionCreator: authActions.signupSucceeded,
    effect: async (_action, { delay, dispatch }) => {
      await delay(SIGNUP_REDIRECT_MS);
      dispatch(authActions.signupFinished());
    },
  }),
];

/** Adds the login and sign-up listeners to the store; again is harmless (it keeps one of each). */
export const addAuthListeners = (dispatch: AppDispatch): void => {
  for (const listener of listeners) dispatch(listener);
};

/** Adds the login and sign-up listeners to the store when the page opens. */
export function useAuthListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => addAuthListeners(dispatch), [dispatch]);
}
