// Login and sign-up, with their timed messages: loaded with the account pages only.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, errorText } from '../../api/api';
import type { Credentials } from '../../api/types';
import { delay, LOGIN_DELAY_MS, LOGIN_ERROR_MS, SIGNUP_REDIRECT_MS } from '../../app/timing';
import { sessionActions, type SessionState } from './sessionSlice';
import { writeToken } from './tokenStorage';

export const MESSAGES = {
  emptyFields: 'Please fill all fields',
  invalidCredentials: 'Invalid credentials',
  loginError: 'An error occurred during login.',
  loginSuccess: 'Login successful!',
  signupError: 'Something went wrong',
  signupSuccess: 'Account created. You can now log in.',
} as const;

type State = { session: SessionState };

/** Shows a login error for 3 s, then clears it (unless a newer message replaced it). */
const failLogin = async (
  dispatch: (a: unknown) => unknown,
  getState: () => State,
  text: string,
) => {
  dispatch(sessionActions.loginFailed(text));
  const id = getState().session.flash?.id;
  await delay(LOGIN_ERROR_MS);
  if (id !== undefined) dispatch(sessionActions.flashExpired(id));
};

export const login = createAsyncThunk<void, Credentials, { state: State }>(
  'session/login',
  async ({ email, password }, { dispatch, getState }) => {
    if (!email.trim() || !password) {
      await failLogin(dispatch, getState, MESSAGES.emptyFields);
      return;
    }
    dispatch(sessionActions.loginStarted());
    const request = dispatch(api.endpoints.login.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      await failLogin(dispatch, getState, errorText(result.error) ?? MESSAGES.loginError);
      return;
    }
    const token = result.data?.trim();
    if (!token) {
      await failLogin(dispatch, getState, MESSAGES.invalidCredentials);
      return;
    }
    dispatch(sessionActions.loginAccepted(MESSAGES.loginSuccess));
    await delay(LOGIN_DELAY_MS);
    writeToken(token);
    dispatch(sessionActions.loginSucceeded({ token }));
  },
);

/** Resolves true after the success message has shown for 1.5 s: the page then goes to /login. */
export const signup = createAsyncThunk<boolean, Credentials, { state: State }>(
  'session/signup',
  async ({ email, password }, { dispatch }) => {
    dispatch(sessionActions.signupStarted());
    const request = dispatch(api.endpoints.create.initiate({ email: email.trim(), password }));
    const result = await request;
    request.reset();
    if ('error' in result) {
      const data = (result.error as { data?: unknown }).data;
      const message =
        data && typeof data === 'object' && 'message' in data
          ? (data as { message: unknown }).message
          : null;
      dispatch(
        sessionActions.signupFailed(
          typeof message === 'string' && message.trim() ? message : MESSAGES.signupError,
        ),
      );
      return false;
    }
    dispatch(sessionActions.signupSucceeded(result.data?.message || MESSAGES.signupSuccess));
    await delay(SIGNUP_REDIRECT_MS);
    dispatch(sessionActions.signupFinished());
    return true;
  },
);
