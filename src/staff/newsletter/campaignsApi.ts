// The Campaigns page's endpoints (/api/staff/newsletter/campaigns*), injected into the one API
// slice by the page's chunk only. Every change refreshes the list (its statuses and counts).

import type {
  Campaign,
  CampaignInput,
  CampaignPage,
  CampaignPreview,
} from '../../../contract/api/campaigns';
import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';

const BASE = '/api/staff/newsletter/campaigns';

const campaignsApi = staffApi.enhanceEndpoints({ addTagTypes: ['Campaigns'] }).injectEndpoints({
  endpoints: (build) => ({
    campaigns: build.query<CampaignPage, { cursor?: string }>({
      query: ({ cursor }) => `${BASE}${queryString({ cursor })}`,
      providesTags: ['Campaigns'],
    }),
    createCampaign: build.mutation<Campaign, CampaignInput>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      invalidatesTags: ['Campaigns'],
    }),
    changeCampaign: build.mutation<Campaign, { id: number; input: CampaignInput }>({
      query: ({ id, input }) => ({ url: `${BASE}/${id}`, method: 'PUT', body: input }),
      invalidatesTags: ['Campaigns'],
    }),
    deleteCampaign: build.mutation<null, number>({
      query: (id) => ({ url: `${BASE}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Campaigns'],
    }),
    /** One campaign as the form edits it (fetched when asked, never cached for long). */
    campaign: build.query<Campaign, number>({
      query: (id) => `${BASE}/${id}`,
      keepUnusedDataFor: 0,
    }),
    /** The email as a recipient gets it: asked again each time the preview opens. */
    campaignPreview: build.query<CampaignPreview, number>({
      query: (id) => `${BASE}/${id}/preview`,
      keepUnusedDataFor: 0,
    }),
    testCampaign: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `${BASE}/${id}/test`, method: 'POST' }),
    }),
    scheduleCampaign: build.mutation<Campaign, { id: number; at: string }>({
      query: ({ id, at }) => ({ url: `${BASE}/${id}/schedule`, method: 'POST', body: { at } }),
      invalidatesTags: ['Campaigns'],
    }),
    sendCampaign: build.mutation<Campaign, number>({
      query: (id) => ({ url: `${BASE}/${id}/send`, method: 'POST' }),
      invalidatesTags: ['Campaigns'],
    }),
    cancelCampaign: build.mutation<Campaign, number>({
      query: (id) => ({ url: `${BASE}/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Campaigns'],
    }),
  }),
});

export const {
  useCampaignsQuery,
  useCreateCampaignMutation,
  useChangeCampaignMutation,
  useDeleteCampaignMutation,
  useLazyCampaignQuery,
  useCampaignPreviewQuery,
  useTestCampaignMutation,
  useScheduleCampaignMutation,
  useSendCampaignMutation,
  useCancelCampaignMutation,
} = campaignsApi;
