import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { api } from '../../api/api';
import { expired, loggedInElsewhere, loggedOutElsewhere, restored, tokenRenewed } from './events';
import { sessionActions, type SessionState } from './sessionSlice';
import { isTokenValid, readToken, removeToken, TOKEN_KEY, tokenExpiry } from './tokenStorage';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

type State = { session: SessionState };

/**
 * Side effects of the session: end it when the token's expiry passes while the page is open, and
 * forget the stored token and cached answers when it ends by itself.
 */
export const addSessionEffects = (listener: ListenerMiddlewareInstance<RootState>): void => {
  listener.startListening({
    matcher: isAnyOf(restored, sessionActions.loginSucceeded, loggedInElsewhere, tokenRenewed),
    effect: async (action, { getState, dispatch, delay, cancelActiveListeners }) => {
      cancelActiveListeners();
      const { token } = (action as ReturnType<typeof restored>).payload;
      const expiry = tokenExpiry(token);
      if (expiry === null) return;
      let remaining = expiry - Date.now();
      while (remaining > 0) {
        await delay(Math.min(remaining, MAX_TIMER_MS));
        remaining = expiry - Date.now();
      }
      if (getState().session.token === token) dispatch(expired());
    },
  });

  listener.startListening({
    matcher: isAnyOf(expired, loggedOutElsewhere),
    effect: (_action, { dispatch }) => {
      removeToken();
      dispatch(api.util.resetApiState());
    },
  });
};

/**
 * Keeps this tab's session in step with the others: another tab's login or logout changes the
 * stored token, and the browser tells every other tab with a `storage` event.
 */
export const syncSessionAcrossTabs = (store: {
  getState: () => State;
  dispatch: (action: unknown) => unknown;
}): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    const current = store.getState().session;
    if (token && isTokenValid(token)) {
      if (token !== current.token) store.dispatch(loggedInElsewhere({ token }));
    } else if (current.status === 'loggedIn') {
      store.dispatch(loggedOutElsewhere());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
