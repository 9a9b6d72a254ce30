// The calls of the pages an email links to, and of the forgotten password's page, injected into
// the one API slice from their chunks only: /forgot-password, /reset-password and /set-password
// (the password chunk) and /verify-email. The start-up code of every other page stays smaller.
import { apiUrl, config } from '../config/config';
import { api } from './api';
import { endedByPasswordReset, tokenOf } from './sessionEvents';
import type { EmailVerification, MessageResponse, PasswordReset } from './types';

const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Always 202 with the same message, whether or not the account exists. */
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: apiUrl(config.authApi, '/api/auth/forgot'), method: 'POST', body }),
    }),
    /** A session this tab held ends (the server ended it); the page keeps its answer. */
    resetPassword: build.mutation<MessageResponse, PasswordReset>({
      query: (body) => ({ url: apiUrl(config.authApi, '/api/auth/reset'), method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The page shows why.
        }
        if (tokenOf(getState)) dispatch(endedByPasswordReset());
      },
    }),
    /** The link of the verification email; the profile (if open) then shows the address verified. */
    verifyEmail: build.mutation<MessageResponse, EmailVerification>({
      query: (body) => ({
        url: apiUrl(config.authApi, '/api/auth/verify-email'),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation } =
  passwordApi;
