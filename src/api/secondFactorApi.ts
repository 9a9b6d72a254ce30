// The staff second factor (contract/api/second-factor.ts), injected into the one API slice from
// the profile's second-factor card (its own chunk, for staff) and the back office only: its state,
// setting it up and removing it, and the back office's check that staff have set one up when
// required. The login's second step is loginApi.ts's, "Log out everywhere" profileApi.ts's.
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
  }),
});

export const {
  useSecondFactorStatusQuery,
  useSetupSecondFactorMutation,
  useConfirmSecondFactorMutation,
  useRemoveSecondFactorMutation,
} = secondFactorApi;
