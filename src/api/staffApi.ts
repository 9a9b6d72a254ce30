// The back office's endpoints (/api/staff/*), injected into the one API slice (api.ts) by the staff
// chunk only, so that no other page loads them. Edits invalidate the public lists' tags too.

import { api } from './api';
import type {
  AccountSummary,
  AuditEntry,
  EmailQuery,
  MessageQuery,
  MessageStatus,
  PageOf,
  PostInput,
  ProductInput,
  Role,
  StaffEmail,
  StaffMessage,
  StaffPost,
  StaffProduct,
  StaffTestimonial,
  TestimonialInput,
} from './types';

export type Collection = 'posts' | 'testimonials' | 'products';
type CollectionTag = 'Posts' | 'Testimonials' | 'Products';
const COLLECTION_TAG: Record<Collection, CollectionTag> = {
  posts: 'Posts',
  testimonials: 'Testimonials',
  products: 'Products',
};

interface CollectionTypes {
  posts: { item: StaffPost; input: PostInput };
  testimonials: { item: StaffTestimonial; input: TestimonialInput };
  products: { item: StaffProduct; input: ProductInput };
}

export type AnyItem = CollectionTypes[Collection]['item'];
export type AnyInput = CollectionTypes[Collection]['input'];

const query = (params: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The public lists refresh after an edit: they provide the tags the edits invalidate. */
const tagged = api.enhanceEndpoints({
  addTagTypes: ['Posts', 'Testimonials', 'Products', 'Messages', 'Users', 'Audit', 'Emails'],
  endpoints: {
    posts: { providesTags: ['Posts'] },
    getTestimonials: { providesTags: ['Testimonials'] },
    products: { providesTags: ['Products'] },
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
      query: ({ q, status, page }) => `/api/staff/messages${query({ q: q.trim(), status, page })}`,
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
    staffList: build.query<AnyItem[], Collection>({
      query: (collection) => `/api/staff/${collection}`,
      providesTags: (_result, _error, collection) => [COLLECTION_TAG[collection]],
    }),
    saveItem: build.mutation<
      AnyItem,
      { collection: Collection; id: number | null; body: AnyInput }
    >({
      query: ({ collection, id, body }) => ({
        url: id === null ? `/api/staff/${collection}` : `/api/staff/${collection}/${id}`,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { collection }) => [COLLECTION_TAG[collection], 'Audit'],
    }),
    deleteItem: build.mutation<null, { collection: Collection; id: number }>({
      query: ({ collection, id }) => ({ url: `/api/staff/${collection}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { collection }) => [COLLECTION_TAG[collection], 'Audit'],
    }),
    uploadMedia: build.mutation<{ url: string }, FormData>({
      query: (body) => ({ url: '/api/staff/media', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    staffUsers: build.query<PageOf<AccountSummary>, number>({
      query: (page) => `/api/staff/users${query({ page })}`,
      providesTags: ['Users'],
    }),
    setRole: build.mutation<AccountSummary, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/api/staff/users/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['Users', 'Audit', 'Profile'],
    }),
    staffAudit: build.query<PageOf<AuditEntry>, number>({
      query: (page) => `/api/staff/audit${query({ page })}`,
      providesTags: ['Audit'],
    }),
    /** The outbox by status; `failed` counts every failed email (the sub-navigation shows it). */
    staffEmails: build.query<PageOf<StaffEmail> & { failed: number }, EmailQuery>({
      query: ({ status, page }) => `/api/staff/emails${query({ status, page })}`,
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
  useStaffUsersQuery,
  useSetRoleMutation,
  useStaffAuditQuery,
  useStaffEmailsQuery,
  useRetryEmailMutation,
} = staffApi;
