// The Insights screens' endpoints (/api/staff/articles*, /api/staff/authors*;
// contract/api/staff-articles.ts), injected into the one API slice by the back office's
// staff-admin chunk only. An article's words, draft, publish, versions and restore are its
// document's (../documentsApi.ts): a publish there invalidates the documents' list, which this
// list provides too, so it shows the article's new status.

import type {
  AuthorProfile,
  AuthorProfileInput,
  MyAuthorProfile,
  NewArticle,
  StaffArticle,
} from '../../../../contract/api/staff-articles';
import { useMemo } from 'react';
import { tagSlug } from '../../../../contract/values/content/articles';
import { api } from '../../../api/api';

const insightsApi = api
  .enhanceEndpoints({ addTagTypes: ['StaffArticles', 'Authors', 'DocumentList', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffArticles: build.query<StaffArticle[], void>({
        query: () => '/api/staff/articles',
        providesTags: ['StaffArticles', 'DocumentList'],
      }),
      createArticle: build.mutation<StaffArticle, NewArticle>({
        query: (body) => ({ url: '/api/staff/articles', method: 'POST', body }),
        invalidatesTags: ['StaffArticles', 'DocumentList', 'Audit'],
      }),
      unpublishArticle: build.mutation<StaffArticle, number>({
        query: (id) => ({ url: `/api/staff/articles/${id}/unpublish`, method: 'POST', body: {} }),
        invalidatesTags: ['StaffArticles', 'DocumentList', 'Audit'],
      }),
      deleteArticle: build.mutation<null, number>({
        query: (id) => ({ url: `/api/staff/articles/${id}`, method: 'DELETE' }),
        invalidatesTags: ['StaffArticles', 'DocumentList', 'Audit'],
      }),
      /** Every author profile: the author field's choices. */
      staffAuthors: build.query<AuthorProfile[], void>({
        query: () => '/api/staff/authors',
        providesTags: ['Authors'],
      }),
      /** The signed-in staff member's profile (`id` null: none yet, a suggestion from the account). */
      myAuthorProfile: build.query<MyAuthorProfile, void>({
        query: () => '/api/staff/authors/me',
        providesTags: ['Authors'],
      }),
      saveMyAuthorProfile: build.mutation<AuthorProfile, AuthorProfileInput>({
        query: (body) => ({ url: '/api/staff/authors/me', method: 'PUT', body }),
        invalidatesTags: ['Authors', 'StaffArticles', 'Audit'],
      }),
    }),
  });

export const {
  useStaffArticlesQuery,
  useCreateArticleMutation,
  useUnpublishArticleMutation,
  useDeleteArticleMutation,
  useStaffAuthorsQuery,
  useMyAuthorProfileQuery,
  useSaveMyAuthorProfileMutation,
} = insightsApi;

/** The tags the articles use, each once (by its slug, as first spelled): the tag input's offers. */
export function useTagsInUse(): string[] {
  const { data } = useStaffArticlesQuery();
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const tag of (data ?? []).flatMap((article) => article.tags))
      if (!seen.has(tagSlug(tag))) seen.set(tagSlug(tag), tag);
    return [...seen.values()];
  }, [data]);
}
