// A member's own subscription to the newsletter (GET and PUT /api/profile/newsletter, for their
// verified address), injected into the one API slice by the profile's newsletter card only, so
// that no other page's start-up code carries it.
import type { MemberNewsletter, MemberNewsletterChange } from '../../contract/api/newsletter';
import { apiUrl, config } from '../config/config';
import { api } from './api';

const url = apiUrl(config.profileApi, '/api/profile/newsletter');

const memberNewsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether my verified address receives the newsletter (403 while it is not verified). */
    memberNewsletter: build.query<MemberNewsletter, void>({ query: () => url }),
    /** Subscribes or unsubscribes it; the answer is the subscription as it now stands. */
    setMemberNewsletter: build.mutation<MemberNewsletter, MemberNewsletterChange>({
      query: (body) => ({ url, method: 'PUT', body }),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(memberNewsletterApi.util.upsertQueryData('memberNewsletter', undefined, data));
        } catch {
          // The card says why; the box shows the state the server has.
        }
      },
    }),
  }),
});

export const { useMemberNewsletterQuery, useSetMemberNewsletterMutation } = memberNewsletterApi;
