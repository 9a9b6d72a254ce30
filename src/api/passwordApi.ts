// The password endpoints, injected into the one API slice from the account chunk (RTK Query's
// code splitting): only the pages that use them (/forgot-password, /reset-password, /profile)
// load them, and the start-up code of every other page stays smaller.
import { apiUrl, config } from '../config/config';
import { api } from './api';
import { endedByPasswordReset, tokenOf, tokenRenewed } from './sessionEvents';
import type { MessageResponse, PasswordChange, PasswordChanged, PasswordReset } from './types';

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
        } catch {
          // The form shows why.
        }
      },
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useChangePasswordMutation } =
  passwordApi;
