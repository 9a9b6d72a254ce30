// The hiring pipeline's endpoints (/api/staff/applications*, admins only), injected into the one
// API slice by the staff chunk only. A change to an application refreshes the postings' counts,
// the list and the application (and, after a deletion, how full the CVs' storage is); every
// action is audited, so the audit log is refreshed too.

import { api } from '../../api/api';
import { type DownloadedFile, fileAnswer } from '../../api/fileAnswers';
import type {
  ApplicationChange,
  ApplicationDetail,
  ApplicationEmailText,
  ApplicationNote,
  ApplicationSummary,
  CvStorage,
  HiringPosting,
} from '../../api/types';

type Template = 'interview' | 'rejection';

const hiringApi = api.enhanceEndpoints({ addTagTypes: ['Applications', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    hiringPostings: build.query<HiringPosting[], void>({
      query: () => '/api/staff/applications/postings',
      providesTags: ['Applications'],
    }),
    /** What the stored CVs take of their quota (CV_QUOTA_MB). */
    cvStorage: build.query<CvStorage, void>({
      query: () => '/api/staff/applications/storage',
      providesTags: ['Applications'],
    }),
    applications: build.query<ApplicationSummary[], { postId: number; stage: string }>({
      query: ({ postId, stage }) =>
        `/api/staff/applications?postId=${postId}${stage ? `&stage=${stage}` : ''}`,
      providesTags: ['Applications'],
    }),
    application: build.query<ApplicationDetail, number>({
      query: (id) => `/api/staff/applications/${id}`,
      providesTags: ['Applications'],
    }),
    changeApplication: build.mutation<ApplicationDetail, { id: number; change: ApplicationChange }>(
      {
        query: ({ id, change }) => ({
          url: `/api/staff/applications/${id}`,
          method: 'PATCH',
          body: change,
        }),
        invalidatesTags: ['Applications', 'Audit'],
      },
    ),
    addApplicationNote: build.mutation<ApplicationNote, { id: number; body: string }>({
      query: ({ id, body }) => ({
        url: `/api/staff/applications/${id}/notes`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: ['Applications', 'Audit'],
    }),
    emailPreview: build.query<ApplicationEmailText, { id: number; template: Template }>({
      query: ({ id, template }) => `/api/staff/applications/${id}/emails/${template}`,
    }),
    sendApplicationEmail: build.mutation<ApplicationEmailText, { id: number; template: Template }>({
      query: ({ id, template }) => ({
        url: `/api/staff/applications/${id}/emails/${template}`,
        method: 'POST',
      }),
      invalidatesTags: ['Applications', 'Audit'],
    }),
    /** The CV (audited), as a file the page offers. */
    downloadCv: build.mutation<DownloadedFile, number>({
      query: (id) => ({
        url: `/api/staff/applications/${id}/cv`,
        responseHandler: fileAnswer('cv'),
      }),
      invalidatesTags: ['Audit'],
    }),
    /** One candidate's data as JSON, the CV in base64 (audited), as a file the page offers. */
    exportApplication: build.mutation<DownloadedFile, number>({
      query: (id) => ({
        url: `/api/staff/applications/${id}/export`,
        responseHandler: fileAnswer(`application-${id}.json`),
      }),
      invalidatesTags: ['Audit'],
    }),
    deleteApplication: build.mutation<null, number>({
      query: (id) => ({ url: `/api/staff/applications/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Applications', 'Audit'],
    }),
  }),
});

export const {
  useHiringPostingsQuery,
  useCvStorageQuery,
  useApplicationsQuery,
  useApplicationQuery,
  useChangeApplicationMutation,
  useAddApplicationNoteMutation,
  useEmailPreviewQuery,
  useSendApplicationEmailMutation,
  useDownloadCvMutation,
  useExportApplicationMutation,
  useDeleteApplicationMutation,
} = hiringApi;
