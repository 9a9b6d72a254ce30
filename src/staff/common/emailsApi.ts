// The outbox's endpoints (/api/staff/emails*), injected into the one API slice by the back office
// only: the frame counts the failed emails on its Emails link with the Emails page's default list
// (one request serves both), and the Emails page lists them and sends one again.

import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { EmailQuery, PageOf, StaffEmail } from '../../api/types';

const emailsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** The outbox by status; `failed` counts every failed email (the sub-navigation shows it). */
    staffEmails: build.query<PageOf<StaffEmail> & { failed: number }, EmailQuery>({
      query: ({ status, cursor }) => `/api/staff/emails${queryString({ status, cursor })}`,
      providesTags: ['Emails'],
    }),
    retryEmail: build.mutation<StaffEmail, number>({
      query: (id) => ({ url: `/api/staff/emails/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Emails', 'Audit'],
    }),
  }),
});

export const { useStaffEmailsQuery, useRetryEmailMutation } = emailsApi;
