// The back office's words that its frame and every area share: its title, the navigation (with
// each collection's title), the pager's and the failure's words. Each area's own words are in its
// folder (src/staff/<area>/); the public navigation's Staff link reads the unread count's here.

import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
} from '../../contract/values/collections';
import { STAFF_PATHS } from '../config/staffPaths';
import { withCount } from '../../contract/values/plural';

export const staffCopy = {
  title: 'Back office',
  description:
    'The staff back office: contact messages and leads, jobs, testimonials, products, members and emails.',
  notAllowedTitle: 'Not allowed',
  notAllowed: 'This page is for Kestrel Software staff only.',
  adminsOnly: "This page is for administrators only: editors change the site's content.",
  navLabel: 'Back office',
  unreadLabel: (n: number) => withCount(n, 'unread message', 'unread messages'),
  /** The count on the sub-navigation's Emails link, for screen readers. */
  failedLabel: (n: number) => withCount(n, 'failed email', 'failed emails'),
  noSuchPage: 'There is no such page in the back office.',
  /** Why an action or a list failed, when the server gave no reason. */
  failed: 'That did not work. Please try again.',
} as const;

export const pagingCopy = {
  /** The pager's accessible name. */
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** Each collection's title: its editor's heading and its link in the sub-navigation. */
export const COLLECTION_TITLES = {
  posts: 'Jobs and internships',
  testimonials: 'Testimonials',
  products: 'Products',
} as const satisfies Record<CollectionName, string>;

/** The sub-navigation: the inbox, each collection's editor (in their declared order), the rest. */
export const STAFF_NAV: readonly { label: string; path: string }[] = [
  { label: 'Inbox', path: STAFF_PATHS.inbox },
  { label: 'Leads', path: STAFF_PATHS.leads },
  { label: 'Applications', path: STAFF_PATHS.applications },
  ...COLLECTION_NAMES.map((name) => ({
    label: COLLECTION_TITLES[name],
    path: COLLECTIONS[name].editorPath,
  })),
  { label: 'Content', path: STAFF_PATHS.content },
  { label: 'Pages', path: STAFF_PATHS.pages },
  { label: 'Insights', path: STAFF_PATHS.insights },
  { label: 'Media', path: STAFF_PATHS.media },
  { label: 'Redirects', path: STAFF_PATHS.redirects },
  { label: 'Analytics', path: STAFF_PATHS.analytics },
  { label: 'Members', path: STAFF_PATHS.members },
  { label: 'Subscribers', path: STAFF_PATHS.subscribers },
  { label: 'Campaigns', path: STAFF_PATHS.campaigns },
  { label: 'Enrolments', path: STAFF_PATHS.enrolments },
  { label: 'Audit log', path: STAFF_PATHS.audit },
  { label: 'Emails', path: STAFF_PATHS.emails },
];
