// What every page's navigation needs of the back office (/api/staff/*): the count of unread
// messages on the Staff link (src/layout/StaffLink.tsx), and the back office's tags. Each area of
// the back office injects its own endpoints into the one API slice (api.ts) from its folder
// (src/staff/<area>/), so that no other page loads them. Edits invalidate the public lists' tags
// too.

import { COLLECTION_NAMES } from '../../contract/values/collections';
import { api } from './api';

/**
 * Each collection's tag is its name. The public lists refresh after an edit: they provide the
 * tags the edits invalidate.
 */
const tagged = api.enhanceEndpoints({
  addTagTypes: [...COLLECTION_NAMES, 'Messages', 'Users', 'Audit', 'Emails', 'Media', 'Redirects'],
  endpoints: {
    posts: { providesTags: ['posts'] },
    posting: { providesTags: ['posts'] },
    getTestimonials: { providesTags: ['testimonials'] },
    shopProducts: { providesTags: ['products'] },
  },
});

/** The API slice as the back office's areas inject into it: with the back office's tags. */
export const staffApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** Unread contact messages, for the navigation's Staff link. */
    staffUnread: build.query<{ unread: number }, void>({
      query: () => '/api/staff/messages/unread',
      providesTags: ['Messages'],
    }),
  }),
});

export const { useStaffUnreadQuery } = staffApi;
