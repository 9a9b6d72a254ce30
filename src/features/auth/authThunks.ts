// Login and sign-up: loaded with the account pages only. What follows them in time (the session
// starting 2 s after 'Login successful!', the messages' timers) is in authEffects.ts.
import { errorText } from '../../api/api';
import { loginCalls } from '../../api/loginApi';
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
    const request = dispatch(loginCalls.login.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(authActions.loginFailed(errorText(result.error) ?? authMessages.loginError));
      return;
    }
    if (typeof result.data === 'object' && result.data) {
      dispatch(authActions.secondStepNeeded(result.data));
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

/** The server's answer when the login's challenge has timed out (routes/sessions.ts). */
const CHALLENGE_EXPIRED = 'This login has timed out. Please log in again.';

/**
 * The login's second step: a code with the challenge. A right one goes on exactly as a login does
 * ('Login successful!', the session 2 s later); a wrong one shows the server's reason for 3 s and
 * the code form stays; a timed-out challenge goes back to the email and password.
 */
export const loginSecondStep = createAppAsyncThunk(
  'auth/loginSecondStep',
  async ({ challenge, code }: { challenge: string; code: string }, { dispatch }) => {
    dispatch(loginStarted());
    const request = dispatch(
      loginCalls.loginSecondFactor.initiate({ challenge, code: code.trim() }),
    );
    const result = await request;
    request.reset();
    if ('error' in result) {
      const reason = errorText(result.error) ?? authMessages.loginError;
      if (reason === CHALLENGE_EXPIRED) dispatch(authActions.secondStepLeft(reason));
      else dispatch(authActions.loginFailed(reason));
      return;
    }
    dispatch(authActions.loginAccepted({ message: authMessages.loginSuccess, token: result.data }));
  },
);

/** Sign-up: the server's message at once; 1.5 s later the page goes to /login (selectSignedUp). */
export const signUp = createAppAsyncThunk(
  'auth/signUp',
  async ({ email, password }: Credentials, { dispatch }) => {
    dispatch(authActions.signupStarted());
    const request = dispatch(loginCalls.signUp.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      dispatch(authActions.signupFailed(errorText(result.error) ?? authMessages.signupError));
      return;
    }
    dispatch(authActions.signupSucceeded(result.data?.message || authMessages.signupSuccess));
  },
);
