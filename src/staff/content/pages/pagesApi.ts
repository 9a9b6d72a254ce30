// The Pages screen's endpoints (/api/staff/pages*; contract/api/pages.ts), injected into the one
// API slice by the back office's staff-admin chunk only. A page's words, draft, publish, versions
// and restore are its document's (../content/documentsApi.ts): a publish there invalidates the
// documents' list, which this list provides too, so it shows the page's new status.

import type { NewPage, PagePlaces, PageSummary } from '../../../../contract/api/pages';
import { api } from '../../../api/api';

const pagesApi = api
  .enhanceEndpoints({ addTagTypes: ['StaffPages', 'DocumentList', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffPages: build.query<PageSummary[], void>({
        query: () => '/api/staff/pages',
        providesTags: ['StaffPages', 'DocumentList'],
      }),
      createPage: build.mutation<PageSummary, NewPage>({
        query: (body) => ({ url: '/api/staff/pages', method: 'POST', body }),
        invalidatesTags: ['StaffPages', 'DocumentList', 'Audit'],
      }),
      placePages: build.mutation<PageSummary[], PagePlaces['places']>({
        query: (places) => ({
          url: '/api/staff/pages/navigation',
          method: 'PUT',
          body: { places },
        }),
        invalidatesTags: ['StaffPages', 'Audit'],
      }),
      unpublishPage: build.mutation<PageSummary, number>({
        query: (id) => ({ url: `/api/staff/pages/${id}/unpublish`, method: 'POST', body: {} }),
        invalidatesTags: ['StaffPages', 'DocumentList', 'Audit'],
      }),
      deletePage: build.mutation<null, number>({
        query: (id) => ({ url: `/api/staff/pages/${id}`, method: 'DELETE' }),
        invalidatesTags: ['StaffPages', 'DocumentList', 'Audit'],
      }),
    }),
  });

export const {
  useStaffPagesQuery,
  useCreatePageMutation,
  usePlacePagesMutation,
  useUnpublishPageMutation,
  useDeletePageMutation,
} = pagesApi;
