// The Subscribers page's endpoints (/api/staff/newsletter/subscribers*), injected into the one API
// slice by the page's chunk only. Removing or importing refreshes the list and its counts.

import type {
  StaffAudience,
  StaffAudienceQuery,
  StaffSubscriberList,
  StaffSubscribersQuery,
  SubscriberImport,
  SubscriberImportReport,
} from '../../../contract/api/newsletter';
import { type DownloadedFile, fileAnswer } from '../../api/fileAnswers';
import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';

const BASE = '/api/staff/newsletter/subscribers';

const subscribersApi = staffApi.enhanceEndpoints({ addTagTypes: ['Subscribers'] }).injectEndpoints({
  endpoints: (build) => ({
    subscribers: build.query<StaffSubscriberList, StaffSubscribersQuery>({
      query: ({ q, status, cursor }) =>
        `${BASE}${queryString({ q: q?.trim() || undefined, status, cursor })}`,
      providesTags: ['Subscribers'],
    }),
    /** How many a campaign to a topic (or to everyone) would reach now; asked when it is sent. */
    subscriberAudience: build.query<StaffAudience, StaffAudienceQuery>({
      query: ({ topic }) => `${BASE}/audience${queryString({ topic })}`,
      keepUnusedDataFor: 0,
    }),
    /** Deletes the subscription and suppresses its address (never mailed again). */
    removeSubscriber: build.mutation<null, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Subscribers', 'Audit'],
    }),
    /** Every subscriber as CSV: an object URL the page offers as a download. */
    exportSubscribers: build.mutation<DownloadedFile, void>({
      query: () => ({
        url: `${BASE}/export.csv`,
        responseHandler: fileAnswer('newsletter-subscribers.csv'),
      }),
    }),
    importSubscribers: build.mutation<SubscriberImportReport, SubscriberImport>({
      query: (body) => ({ url: `${BASE}/import`, method: 'POST', body }),
      invalidatesTags: ['Subscribers', 'Audit'],
    }),
  }),
});

export const {
  useSubscribersQuery,
  useSubscriberAudienceQuery,
  useRemoveSubscriberMutation,
  useExportSubscribersMutation,
  useImportSubscribersMutation,
} = subscribersApi;
