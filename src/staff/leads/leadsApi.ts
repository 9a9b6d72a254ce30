// The Leads page's endpoints (/api/staff/leads*), injected into the one API slice (api.ts) by the
// staff chunk only. A change to a lead refreshes the board, the list, the figures and the lead; an
// erased lead refreshes the lists and figures only (its own address answers 404 from then on).

import { api } from '../../api/api';
import { queryString } from '../../api/queryString';
import { type DownloadedFile, fileAnswer } from '../../api/fileAnswers';
import type {
  LeadChange,
  LeadDetail,
  LeadNote,
  LeadOwner,
  LeadStats,
  LeadSummary,
  LeadsQuery,
  PageOf,
} from '../../api/types';

/** The board's columns, the list and the figures (not one lead's details). */
const LISTS = { type: 'Leads' as const, id: 'LIST' };

const leadsApi = api.enhanceEndpoints({ addTagTypes: ['Leads', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    leads: build.query<PageOf<LeadSummary>, LeadsQuery>({
      query: (params) => `/api/staff/leads${queryString({ ...params, q: params.q?.trim() })}`,
      providesTags: [LISTS],
    }),
    lead: build.query<LeadDetail, number>({
      query: (id) => `/api/staff/leads/${id}`,
      providesTags: (_lead, _error, id) => [{ type: 'Leads', id }],
    }),
    leadOwners: build.query<LeadOwner[], void>({ query: () => '/api/staff/leads/owners' }),
    leadStats: build.query<LeadStats, void>({
      query: () => '/api/staff/leads/stats',
      providesTags: [LISTS],
    }),
    changeLead: build.mutation<LeadDetail, { id: number; change: LeadChange }>({
      query: ({ id, change }) => ({ url: `/api/staff/leads/${id}`, method: 'PATCH', body: change }),
      invalidatesTags: ['Leads', 'Audit'],
    }),
    addLeadNote: build.mutation<LeadNote, { id: number; body: string }>({
      query: ({ id, body }) => ({
        url: `/api/staff/leads/${id}/notes`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: ['Leads', 'Audit'],
    }),
    /** Erases the lead (its person asked to be forgotten): the drawer closes, the lists refetch. */
    eraseLead: build.mutation<null, number>({
      query: (id) => ({ url: `/api/staff/leads/${id}`, method: 'DELETE' }),
      invalidatesTags: [LISTS, 'Audit'],
    }),
    /**
     * The CSV of the leads that arrived on those days. The answer is a file, not JSON: it is kept
     * as an object URL (a string, which the store may hold) that the page offers as a download.
     */
    exportLeads: build.mutation<DownloadedFile, { from: string; to: string }>({
      query: ({ from, to }) => ({
        url: `/api/staff/leads/export.csv${queryString({ from, to })}`,
        responseHandler: fileAnswer('leads.csv'),
      }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useLeadsQuery,
  useLeadQuery,
  useLeadOwnersQuery,
  useLeadStatsQuery,
  useChangeLeadMutation,
  useAddLeadNoteMutation,
  useExportLeadsMutation,
  useEraseLeadMutation,
} = leadsApi;
