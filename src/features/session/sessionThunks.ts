// The session's start-up check: code every page loads. Login and sign-up, which only their pages
// need, are in features/auth/ (the account pages' chunk); logout is the `loggedOut` event, whose
// effects (forget the token, reset the API cache) are in sessionEffects.ts.
import { createAppAsyncThunk } from '../../app/withTypes';
import { checkStarted, restoreFailed, restored } from './events';
import { isTokenValid, readToken } from './tokenStorage';

/** Start-up: a stored token that decodes and has not expired logs the visitor in. */
export const checkSession = createAppAsyncThunk('session/check', (_arg, { dispatch }) => {
  dispatch(checkStarted());
  const token = readToken();
  if (token && isTokenValid(token)) dispatch(restored({ token }));
  // A stored token that is unusable is removed (sessionEffects.ts).
  else dispatch(restoreFailed());
});
