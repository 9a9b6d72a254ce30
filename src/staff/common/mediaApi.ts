// The media library's endpoints (/api/staff/media*), injected into the one API slice by the back
// office only: the Media page, the content editor's and the collections' image fields use them.

import { staffApi } from '../../api/staffApi';
import type { MediaFacts, MediaItem } from '../../api/types';

const mediaApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<MediaItem, FormData>({
      query: (body) => ({ url: '/api/staff/media', method: 'POST', body }),
      invalidatesTags: ['Audit', 'Media'],
    }),
    /** An image's alt text and focal point. */
    describeMedia: build.mutation<MediaItem, { key: string; facts: MediaFacts }>({
      query: ({ key, facts }) => ({ url: `/api/staff/media/${key}`, method: 'PATCH', body: facts }),
      invalidatesTags: ['Audit', 'Media'],
    }),
    /** Deletes an image nothing shows (409 names where one in use shows). */
    deleteMedia: build.mutation<null, string>({
      query: (key) => ({ url: `/api/staff/media/${key}`, method: 'DELETE' }),
      invalidatesTags: ['Audit', 'Media'],
    }),
    /** The media library: the uploaded images, newest first, and where each shows. */
    mediaLibrary: build.query<MediaItem[], void>({
      query: () => '/api/staff/media',
      providesTags: ['Media'],
    }),
  }),
});

export const {
  useUploadMediaMutation,
  useDescribeMediaMutation,
  useMediaLibraryQuery,
  useDeleteMediaMutation,
} = mediaApi;
