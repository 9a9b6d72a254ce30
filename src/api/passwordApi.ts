// The password and email verification endpoints, injected into the one API slice from the account
// chunk (RTK Query's code splitting): only the pages that use them (/forgot-password,
// /reset-password, /set-password, /verify-email, /profile) load them, and the start-up code of
// every other page stays smaller.
import { apiUrl, config } from '../config/config';
import { api } from './api';
import { endedByPasswordReset, tokenOf, tokenRenewed } from './sessionEvents';
import type {
  EmailVerification,
  MessageResponse,
  PasswordChange,
  PasswordChanged,
  PasswordReset,
} from './types';

export const passwordApi = api.injectEndpoints({
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
    /** The other sessions end; this tab carries on with the fresh token of the answer. */
    changePassword: build.mutation<PasswordChanged, PasswordChange>({
      query: (body) => ({
        url: apiUrl(config.profileApi, '/api/profile/password'),
        method: 'PUT',
        body,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(tokenRenewed({ token: data.token }));
          // With the fresh token: a profile refused to a one-time password's session loads now.
          dispatch(api.util.invalidateTags(['Profile']));
        } catch {
          // The form shows why.
        }
      },
    }),
    /**
     * Whether a new login's token is a one-time password's session, which the server refuses
     * everything but a password change (403): true, false, or an error when it cannot tell.
     */
    oneTimeSession: build.query<boolean, string>({
      queryFn: async (token, _api, _extra, baseQuery) => {
        const answer = await baseQuery({
          url: apiUrl(config.profileApi, '/api/profile'),
          headers: { Authorization: `Bearer ${token}` },
        });
        return { data: answer.error?.status === 403 };
      },
      keepUnusedDataFor: 0,
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
    /** The profile's 'Resend verification email' (429 past 3 an hour). */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({
        url: apiUrl(config.profileApi, '/api/profile/verification'),
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
} = passwordApi;
