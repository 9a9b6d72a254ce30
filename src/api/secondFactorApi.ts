// Sessions and the staff second factor (contract/api/second-factor.ts), injected into the one API slice
// from the account and staff chunks only: the login's second step, the profile's second-factor card
// and "Log out everywhere", and the back office's check that staff have set one up when required.
import type * as Shapes from '../../contract/api/second-factor';
import { apiUrl, config } from '../config/config';
import { api } from './api';
import type { MessageResponse } from './types';

type SecondFactorStatus = Shapes.SecondFactorStatus;
export type SecondFactorSetup = Shapes.SecondFactorSetup;
type RecoveryCodes = Shapes.RecoveryCodes;

const url = (path: string) => apiUrl(config.profileApi, path);

const secondFactorApi = api.enhanceEndpoints({ addTagTypes: ['SecondFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The login's second step: the token as plain text, like the login. */
    loginSecondFactor: build.mutation<string, Shapes.SecondFactorLogin>({
      query: (body) => ({
        url: apiUrl(config.authApi, '/api/auth/login/second-factor'),
        method: 'POST',
        body,
        responseHandler: 'text',
      }),
    }),
    secondFactorStatus: build.query<SecondFactorStatus, void>({
      query: () => url('/api/profile/second-factor'),
      providesTags: ['SecondFactor'],
    }),
    setupSecondFactor: build.mutation<SecondFactorSetup, { password: string }>({
      query: (body) => ({ url: url('/api/profile/second-factor/setup'), method: 'POST', body }),
    }),
    confirmSecondFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: url('/api/profile/second-factor/confirm'), method: 'POST', body }),
      invalidatesTags: ['SecondFactor'],
    }),
    removeSecondFactor: build.mutation<MessageResponse, { password: string; code: string }>({
      query: (body) => ({ url: url('/api/profile/second-factor/remove'), method: 'POST', body }),
      invalidatesTags: ['SecondFactor'],
    }),
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: url('/api/profile/logout-everywhere'), method: 'POST' }),
    }),
  }),
});

export const {
  useSecondFactorStatusQuery,
  useSetupSecondFactorMutation,
  useConfirmSecondFactorMutation,
  useRemoveSecondFactorMutation,
  useLogoutEverywhereMutation,
} = secondFactorApi;
export const { loginSecondFactor } = secondFactorApi.endpoints;
