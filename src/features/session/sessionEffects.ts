import { isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import {
  accountDeleted,
  endedByPasswordReset,
  expired,
  tokenRenewed,
} from '../../api/sessionEvents';
import type { AppStartListening } from '../../app/withTypes';
import { loggedInElsewhere, loggedOutElsewhere, restoreFailed, restored } from './events';
import { sessionActions, type SessionState } from './sessionSlice';
import {
  isTokenValid,
  readToken,
  removeToken,
  TOKEN_KEY,
  tokenExpiry,
  writeToken,
} from './tokenStorage';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

const { loginSucceeded, loggedOut } = sessionActions;

/**
 * The session's side effects, each in one place: the stored token (written on login, removed when
 * the session ends or a stored one is unusable) with the API cache reset, and the end of the
 * session when the token's expiry passes while the page is open. The login and sign-up pages'
 * timed messages load with those pages (features/auth/authEffects.ts).
 */
export const addSessionListeners = (startAppListening: AppStartListening): void => {
  // A login, or the fresh token a password change answers with, is the one to keep.
  const tokenReceived = isAnyOf(loginSucceeded, tokenRenewed);
  startAppListening({
    matcher: tokenReceived,
    effect: (action) => {
      if (tokenReceived(action)) writeToken(action.payload.token);
    },
  });

  startAppListening({
    actionCreator: restoreFailed,
    effect: () => removeToken(),
  });

  // A password reset in this tab ended its session on the server. The token goes, and the
  // profile fetched with it; the reset page keeps its answer (a mutation's result, which
  // resetting the whole API state would wipe).
  startAppListening({
    actionCreator: endedByPasswordReset,
    effect: (_action, { dispatch }) => {
      removeToken();
      dispatch(api.util.invalidateTags(['Profile']));
    },
  });

  // The session ended: forget its token and every answer fetched with it. A logout also ends the
  // session on the server (an expired one has ended there; another tab's logout told it).
  startAppListening({
    matcher: isAnyOf(loggedOut, expired, loggedOutElsewhere, accountDeleted),
    effect: (action, { dispatch, getOriginalState }) => {
      removeToken();
      const original = getOriginalState();
      const { token } = original.session;
      // The published content documents are the same for everyone: kept across the reset, so
      // the page and its frame stay as they are.
      const documents = api.util.selectCachedArgsForQuery(original, 'document').flatMap((key) => {
        const { data } = api.endpoints.document.select(key)(original);
        return data === undefined
          ? []
          : [{ endpointName: 'document' as const, arg: key, value: data }];
      });
      // After the reset, which would abort a request still in flight.
      dispatch(api.util.resetApiState());
      if (documents.length > 0) dispatch(api.util.upsertQueryEntries(documents));
      if (token && loggedOut.match(action)) void dispatch(api.endpoints.logout.initiate(token));
    },
  });

  const sessionStarted = isAnyOf(restored, loginSucceeded, loggedInElsewhere, tokenRenewed);
  startAppListening({
    matcher: sessionStarted,
    effect: async (action, { getState, dispatch, delay, cancelActiveListeners }) => {
      cancelActiveListeners();
      if (!sessionStarted(action)) return;
      const { token } = action.payload;
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
};

/**
 * Keeps this tab's session in step with the others: another tab's login or logout changes the
 * stored token, and the browser tells every other tab with a `storage` event.
 */
export const syncSessionAcrossTabs = (store: {
  getState: () => { session: SessionState };
  dispatch: (action: ReturnType<typeof loggedInElsewhere | typeof loggedOutElsewhere>) => unknown;
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
