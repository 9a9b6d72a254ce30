// The profile's own calls, injected into the one API slice from the profile's chunk only: saving
// its details, its change-password form, its 'Resend verification email' and its 'Log out
// everywhere'. (Reading the profile is api.ts's: the navigation reads it.)
import { apiUrl, config } from '../config/config';
import { api } from './api';
import { tokenRenewed } from './sessionEvents';
import type {
  MessageResponse,
  PasswordChange,
  PasswordChanged,
  Profile,
  ProfileUpdate,
} from './types';

const url = (path: string) => apiUrl(config.profileApi, path);

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: url('/api/profile'), method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    /** The other sessions end; this tab carries on with the fresh token of the answer. */
    changePassword: build.mutation<PasswordChanged, PasswordChange>({
      query: (body) => ({ url: url('/api/profile/password'), method: 'PUT', body }),
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
    /** The profile's 'Resend verification email' (429 past 3 an hour). */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: url('/api/profile/verification'), method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: url('/api/profile/logout-everywhere'), method: 'POST' }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useResendVerificationMutation,
  useLogoutEverywhereMutation,
} = profileApi;
