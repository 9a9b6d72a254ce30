// Courses and a member's data (docs/product.md §10.18), injected into the one API slice by the
// pages that use them (a course's page, the profile), so that no other page's start-up code
// carries them. (A certificate's query is api.ts's: its page's data primes it.)
import { apiUrl, config } from '../config/config';
import { api } from './api';
import { accountDeleted } from './sessionEvents';
import type { AccountDeletion, Enrolment, MessageResponse, MyCourses } from './types';

const url = (path: string) => apiUrl(config.profileApi, path);

const membersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** My enrolments and completed internships (the profile's figures change with them). */
    myCourses: build.query<MyCourses, void>({
      query: () => url('/api/enrolments'),
      providesTags: ['Profile'],
    }),
    enrol: build.mutation<Enrolment, string>({
      query: (course) => ({ url: url('/api/enrolments'), method: 'POST', body: { course } }),
      invalidatesTags: ['Profile'],
    }),
    leaveCourse: build.mutation<null, string>({
      query: (course) => ({
        url: url(`/api/enrolments/${encodeURIComponent(course)}`),
        method: 'DELETE',
      }),
      invalidatesTags: ['Profile'],
    }),
    /** The JSON file, as text: the page hands it to the browser as a download. */
    myData: build.mutation<string, void>({
      query: () => ({ url: url('/api/profile/data'), responseHandler: 'text' }),
    }),
    /** The session ends here once the account is gone, with the page's words as its notice. */
    deleteAccount: build.mutation<MessageResponse, AccountDeletion & { notice: string }>({
      query: ({ notice: _notice, ...body }) => ({
        url: url('/api/profile/delete'),
        method: 'POST',
        body,
      }),
      async onQueryStarted({ notice }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // The form shows why.
        }
        dispatch(accountDeleted({ notice }));
      },
    }),
  }),
});

export const {
  useMyCoursesQuery,
  useEnrolMutation,
  useLeaveCourseMutation,
  useMyDataMutation,
  useDeleteAccountMutation,
} = membersApi;
