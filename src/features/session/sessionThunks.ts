// The session's start-up check and logout: code every page loads. Login and sign-up, which
// only their pages need, are in authThunks.ts (the account pages' chunk).
import { createAsyncThunk } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { restoreFailed, restored } from './events';
import { sessionActions, type SessionState } from './sessionSlice';
import { isTokenValid, readToken, removeToken } from './tokenStorage';

type State = { session: SessionState };

/** Start-up: a stored token that decodes and has not expired logs the visitor in. */
export const checkSession = createAsyncThunk<void, void, { state: State }>(
  'session/check',
  (_arg, { dispatch }) => {
    const token = readToken();
    if (token && isTokenValid(token)) {
      dispatch(restored({ token }));
    } else {
      if (token !== null) removeToken();
      dispatch(restoreFailed());
    }
  },
);

/** Logout: forget the token, the session and every cached answer. */
export const logout = createAsyncThunk('session/logout', (_arg, { dispatch }) => {
  removeToken();
  dispatch(sessionActions.loggedOut());
  dispatch(api.util.resetApiState());
});
