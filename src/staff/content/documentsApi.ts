// The back office's content documents (/api/staff/documents; contract/api/documents.ts), injected into
// the one API slice by the pages that edit them only. The editor's draft lives in the store
// (documentSlice.ts); these are the calls that read and change the server's copy.

import type { Static, TUnknown } from 'typebox';
import type * as Docs from '../../../contract/api/documents';
import { api } from '../../api/api';

type DocumentSummary = Docs.DocumentSummary;
type VersionSummary = Docs.VersionSummary;
/** A document as staff see it; `schema` (its JSON Schema) comes with GET only. */
export type DocumentState = Static<ReturnType<typeof Docs.DocumentState<TUnknown>>>;
type PublishBody = Docs.PublishBody;

const base = (key: string) => `/api/staff/documents/${key}`;

const documentsApi = api
  .enhanceEndpoints({ addTagTypes: ['Documents', 'DocumentList', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffDocuments: build.query<DocumentSummary[], void>({
        query: () => '/api/staff/documents',
        providesTags: ['DocumentList'],
      }),
      staffDocument: build.query<DocumentState, string>({
        query: (key) => base(key),
        providesTags: ['Documents'],
      }),
      /**
       * Saving a draft changes no version: the cached document takes the answer (its draft and
       * revision), keeping its schema, rather than being read again.
       */
      saveDocumentDraft: build.mutation<
        DocumentState,
        { key: string; revision: number; data: unknown }
      >({
        query: ({ key, revision, data }) => ({
          url: `${base(key)}/draft`,
          method: 'PUT',
          body: { revision, data },
        }),
        async onQueryStarted({ key }, { dispatch, queryFulfilled }) {
          const saved = await queryFulfilled.catch(() => null);
          if (!saved) return;
          dispatch(
            documentsApi.util.updateQueryData('staffDocument', key, (cached) => ({
              ...saved.data,
              schema: cached.schema,
            })),
          );
        },
        invalidatesTags: ['DocumentList', 'Audit'],
      }),
      discardDocumentDraft: build.mutation<DocumentState, { key: string; revision: number }>({
        query: ({ key, revision }) => ({
          url: `${base(key)}/draft`,
          method: 'DELETE',
          body: { revision },
        }),
        invalidatesTags: ['Documents', 'DocumentList', 'Audit'],
      }),
      publishDocument: build.mutation<DocumentState, { key: string; body: PublishBody }>({
        query: ({ key, body }) => ({ url: `${base(key)}/publish`, method: 'POST', body }),
        invalidatesTags: ['Documents', 'DocumentList', 'Audit'],
      }),
      /** An address showing the page with the draft (valid 30 minutes): "Preview". */
      previewDocument: build.mutation<{ url: string }, string>({
        query: (key) => ({ url: `${base(key)}/preview`, method: 'POST', body: {} }),
      }),
      /**
       * The page with a draft not saved, as HTML for the live preview's frame (no script, its
       * stylesheets linked); a draft the schema refuses answers 400 with the field.
       */
      renderDocumentDraft: build.mutation<
        string,
        {
          key: string;
          revision: number;
          data: unknown;
          item: { list: string; index: number } | null;
        }
      >({
        query: ({ key, revision, data, item }) => ({
          // The item being edited: its own page, if it has one (a case study's).
          url: `${base(key)}/render${item ? `?list=${item.list}&item=${item.index}` : ''}`,
          method: 'POST',
          body: { revision, data },
          responseHandler: 'content-type',
        }),
      }),
      documentVersions: build.query<VersionSummary[], string>({
        query: (key) => `${base(key)}/versions`,
        providesTags: ['Documents'],
      }),
      documentVersion: build.query<unknown, { key: string; version: number }>({
        query: ({ key, version }) => `${base(key)}/versions/${version}`,
      }),
      restoreDocumentVersion: build.mutation<
        DocumentState,
        { key: string; version: number; revision: number }
      >({
        query: ({ key, version, revision }) => ({
          url: `${base(key)}/versions/${version}/restore`,
          method: 'POST',
          body: { revision },
        }),
        invalidatesTags: ['Documents', 'DocumentList', 'Audit'],
      }),
    }),
  });

export const { endpoints: documentEndpoints } = documentsApi;
export const {
  useStaffDocumentsQuery,
  useStaffDocumentQuery,
  useDiscardDocumentDraftMutation,
  usePublishDocumentMutation,
  usePreviewDocumentMutation,
  useDocumentVersionsQuery,
  useDocumentVersionQuery,
  useRestoreDocumentVersionMutation,
} = documentsApi;
