// The login's and the sign-up's calls, injected into the one API slice from their pages' chunk
// only: the login, its second step for an account with a second factor, whether a new login's
// session is a one-time password's, and the sign-up.
import type * as Shapes from '../../contract/api/second-factor';
import { apiUrl, config } from '../config/config';
import { api } from './api';
import type { Credentials, MessageResponse, SecondFactorNeeded } from './types';

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The answer's plain-text body is the session token; an account with a second factor gets
     * JSON instead (202): the challenge for the login's second step.
     */
    login: build.mutation<string | SecondFactorNeeded, Credentials>({
      query: (body) => ({
        url: apiUrl(config.authApi, '/api/auth/login'),
        method: 'POST',
        body,
        responseHandler: 'content-type',
      }),
    }),
    /** The login's second step: the token as plain text, like the login. */
    loginSecondFactor: build.mutation<string, Shapes.SecondFactorLogin>({
      query: (body) => ({
        url: apiUrl(config.authApi, '/api/auth/login/second-factor'),
        method: 'POST',
        body,
        responseHandler: 'text',
      }),
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
    /** Sign-up: POST /api/auth/create (the path the API has always had). */
    signUp: build.mutation<MessageResponse, Credentials>({
      query: (body) => ({ url: apiUrl(config.authApi, '/api/auth/create'), method: 'POST', body }),
    }),
  }),
});

/** The calls, for the login and sign-up thunks and listeners (src/features/auth/). */
export const loginCalls = loginApi.endpoints;
