// Login and sign-up, with their timed messages: loaded with the account pages only.
import { api, errorText } from '../../api/api';
import type { Credentials } from '../../api/types';
import { delay, LOGIN_DELAY_MS, SIGNUP_REDIRECT_MS } from '../../config/timing';
import { createAppAsyncThunk } from '../../app/withTypes';
import { authMessages } from '../../content/account';
import { sessionActions } from './sessionSlice';

/**
 * Login: 'Login successful!' at once, the session (and the stored token, sessionEffects.ts) 2 s
 * later. A failure's message shows for 3 s (sessionEffects.ts clears it).
 */
export const login = createAppAsyncThunk(
  'session/login',
  async ({ email, password }: Credentials, { dispatch }) => {
    if (!email.trim() || !password) {
      dispatch(sessionActions.loginFailed(authMessages.emptyFields));
      return;
    }
    dispatch(sessionActions.loginStarted());
    const request = dispatch(api.endpoints.login.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(sessionActions.loginFailed(errorText(result.error) ?? authMessages.loginError));
      return;
    }
    const token = result.data?.trim();
    if (!token) {
      dispatch(sessionActions.loginFailed(authMessages.invalidCredentials));
      return;
    }
    dispatch(sessionActions.loginAccepted(authMessages.loginSuccess));
    await delay(LOGIN_DELAY_MS);
    dispatch(sessionActions.loginSucceeded({ token }));
  },
);

/** Resolves true after the success message has shown for 1.5 s: the page then goes to /login. */
export const signup = createAppAsyncThunk(
  'session/signup',
  async ({ email, password }: Credentials, { dispatch }) => {
    dispatch(sessionActions.signupStarted());
    const request = dispatch(api.endpoints.create.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(sessionActions.signupFailed(errorText(result.error) ?? authMessages.signupError));
      return false;
    }
    dispatch(sessionActions.signupSucceeded(result.data?.message || authMessages.signupSuccess));
    await delay(SIGNUP_REDIRECT_MS);
    dispatch(sessionActions.signupFinished());
    return true;
  },
);
