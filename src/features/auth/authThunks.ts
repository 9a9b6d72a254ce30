// Login and sign-up: loaded with the account pages only. What follows them in time (the session
// starting 2 s after 'Login successful!', the messages' timers) is in authEffects.ts.
import { api, errorText } from '../../api/api';
import type { Credentials } from '../../api/types';
import { createAppAsyncThunk } from '../../app/withTypes';
import { authMessages } from '../../content/account';
import { loginStarted } from '../session/events';
import { authActions } from './authSlice';

/**
 * Login: 'Login successful!' at once; the session (and the stored token) 2 s later, and a
 * failure's message for 3 s, are authEffects.ts's.
 */
export const login = createAppAsyncThunk(
  'auth/login',
  async ({ email, password }: Credentials, { dispatch }) => {
    if (!email.trim() || !password) {
      dispatch(authActions.loginFailed(authMessages.emptyFields));
      return;
    }
    dispatch(loginStarted());
    const request = dispatch(api.endpoints.login.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(authActions.loginFailed(errorText(result.error) ?? authMessages.loginError));
      return;
    }
    const token = result.data?.trim();
    if (!token) {
      dispatch(authActions.loginFailed(authMessages.invalidCredentials));
      return;
    }
    dispatch(authActions.loginAccepted({ message: authMessages.loginSuccess, token }));
  },
);

/** Sign-up: the server's message at once; 1.5 s later the page goes to /login (selectSignedUp). */
export const signUp = createAppAsyncThunk(
  'auth/signUp',
  async ({ email, password }: Credentials, { dispatch }) => {
    dispatch(authActions.signupStarted());
    const request = dispatch(api.endpoints.signUp.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(authActions.signupFailed(errorText(result.error) ?? authMessages.signupError));
      return;
    }
    dispatch(authActions.signupSucceeded(result.data?.message || authMessages.signupSuccess));
  },
);
