// The Redirects page's endpoints (/api/staff/redirects*), injected into the one API slice by the
// page's chunk only.

import { queryString } from '../../api/queryString';
import { staffApi } from '../../api/staffApi';
import type { PageOf, Redirect, RedirectInput } from '../../api/types';

const redirectsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    redirects: build.query<PageOf<Redirect>, { q: string; cursor?: string }>({
      query: ({ q, cursor }) => `/api/staff/redirects${queryString({ q: q.trim(), cursor })}`,
      providesTags: ['Redirects'],
    }),
    saveRedirect: build.mutation<Redirect, { id: number | null; input: RedirectInput }>({
      query: ({ id, input }) =>
        id === null
          ? { url: '/api/staff/redirects', method: 'POST', body: input }
          : { url: `/api/staff/redirects/${id}`, method: 'PUT', body: input },
      invalidatesTags: ['Redirects', 'Audit'],
    }),
    deleteRedirect: build.mutation<null, number>({
      query: (id) => ({ url: `/api/staff/redirects/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Redirects', 'Audit'],
    }),
  }),
});

export const { useRedirectsQuery, useSaveRedirectMutation, useDeleteRedirectMutation } =
  redirectsApi;
