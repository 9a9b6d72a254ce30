// The back office's endpoints (/api/staff/*), injected into the one API slice (api.ts) by the staff
// chunk only, so that no other page loads them. Edits invalidate the public lists' tags too.

import type { Static } from 'typebox';
import { COLLECTION_NAMES, type CollectionName } from '../../contract/collections';
import type { COLLECTION_SCHEMAS } from '../../contract/staff-api';
import { api } from './api';
import { queryString } from './queryString';
import type {
  AccountSummary,
  AuditEntry,
  EmailQuery,
  MediaFacts,
  MediaItem,
  MessageQuery,
  MessageStatus,
  PageOf,
  Role,
  StaffEmail,
  StaffMessage,
} from './types';

type Schemas = typeof COLLECTION_SCHEMAS;

/** Any collection's stored item, and what staff send for one (contract/staff-api.ts). */
export type AnyItem = Static<Schemas[CollectionName]['item']>;
export type AnyInput = Static<Schemas[CollectionName]['input']>;

/**
 * Each collection's tag is its name. The public lists refresh after an edit: they provide the
 * tags the edits invalidate.
 */
const tagged = api.enhanceEndpoints({
  addTagTypes: [...COLLECTION_NAMES, 'Messages', 'Users', 'Audit', 'Emails', 'Media'],
  endpoints: {
    posts: { providesTags: ['posts'] },
    posting: { providesTags: ['posts'] },
    getTestimonials: { providesTags: ['testimonials'] },
    shopProducts: { providesTags: ['products'] },
  },
});

const staffApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** Unread contact messages, for the navigation's Staff link. */
    staffUnread: build.query<{ unread: number }, void>({
      query: () => '/api/staff/messages/unread',
      providesTags: ['Messages'],
    }),
    staffMessages: build.query<PageOf<StaffMessage> & { unread: number }, MessageQuery>({
      query: ({ q, status, cursor }) =>
        `/api/staff/messages${queryString({ q: q.trim(), status, cursor })}`,
      providesTags: ['Messages'],
    }),
    setMessageStatus: build.mutation<StaffMessage, { id: number; status: MessageStatus }>({
      query: ({ id, status }) => ({
        url: `/api/staff/messages/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Messages', 'Audit'],
    }),
    /** A page of a collection's items; with a search, those it matches, the best match first. */
    staffList: build.query<
      PageOf<AnyItem>,
      { collection: CollectionName; q: string; cursor?: string }
    >({
      query: ({ collection, q, cursor }) =>
        `/api/staff/${collection}${queryString({ q: q.trim(), cursor })}`,
      providesTags: (_result, _error, { collection }) => [collection],
    }),
    saveItem: build.mutation<
      AnyItem,
      { collection: CollectionName; id: number | null; body: AnyInput }
    >({
      query: ({ collection, id, body }) => ({
        url: id === null ? `/api/staff/${collection}` : `/api/staff/${collection}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { collection }) => [collection, 'Audit'],
    }),
    deleteItem: build.mutation<null, { collection: CollectionName; id: number }>({
      query: ({ collection, id }) => ({ url: `/api/staff/${collection}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { collection }) => [collection, 'Audit'],
    }),
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
    staffUsers: build.query<PageOf<AccountSummary>, { q: string; cursor?: string }>({
      query: ({ q, cursor }) => `/api/staff/users${queryString({ q: q.trim(), cursor })}`,
      providesTags: ['Users'],
    }),
    setRole: build.mutation<AccountSummary, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/staff/users/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['Users', 'Audit', 'Profile'],
    }),
    staffAudit: build.query<PageOf<AuditEntry>, string | undefined>({
      query: (cursor) => `/api/staff/audit${queryString({ cursor })}`,
      providesTags: ['Audit'],
    }),
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

export const {
  useStaffUnreadQuery,
  useStaffMessagesQuery,
  useSetMessageStatusMutation,
  useStaffListQuery,
  useSaveItemMutation,
  useDeleteItemMutation,
  useUploadMediaMutation,
  useDescribeMediaMutation,
  useMediaLibraryQuery,
  useDeleteMediaMutation,
  useStaffUsersQuery,
  useSetRoleMutation,
  useStaffAuditQuery,
  useStaffEmailsQuery,
  useRetryEmailMutation,
} = staffApi;
