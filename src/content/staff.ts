// The back office's words, and those of each collection's editor (its fields are declared in
// contract/collections.ts).

import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from '../../contract/collections';
import { STAFF_PATHS } from '../config/staffPaths';
import type { EmploymentType, Role, Workplace } from '../../contract/constants';
import { withCount } from '../../contract/plural';

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
} as const;

export const inboxCopy = {
  title: 'Inbox',
  search: 'Search messages',
  searchHint: 'Words of the name, email, subject or text (their start is enough)',
  status: 'Show',
  statuses: [
    { value: '', label: 'All messages' },
    { value: 'unread', label: 'Unread' },
    { value: 'handled', label: 'Handled' },
  ],
  empty: 'No messages match.',
  /** The message list's accessible name. */
  listLabel: 'Messages',
  /** After the title: 'Inbox (3 unread)'. */
  unreadCount: (count: number) => ` (${count} unread)`,
  /** Who wrote and when: 'Ada Lovelace <ada@example.com> · 1 March 2026, 10:00'. */
  sender: (name: string, email: string, date: string) => `${name} <${email}> · ${date}`,
  unread: 'Unread',
  handled: 'Handled',
  markHandled: 'Mark handled',
  markUnread: 'Mark unread',
  reply: 'Reply by email',
  /** To the same message on the Leads page (its stage, owner, notes). */
  asLead: 'Open as a lead',
  close: 'Back to the list',
  replySubject: (subject: string) => `Re: ${subject}`,
  replyBody: (name: string, date: string, text: string) =>
    `\n\nOn ${date}, ${name} wrote:\n${text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`,
} as const;

/** The words of one collection's editor; its fields are declared in contract/collections.ts. */
export interface CollectionCopy {
  /** The page's title and its sub-navigation link. */
  title: string;
  singular: string;
  /** Each field's label, by name. */
  labels: Readonly<Record<string, string>>;
  /** A line under a field, by name. */
  hints?: Readonly<Record<string, string>>;
  /** The words for a choice's values, by field and value. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** What a post is, as its kind's select and the list show it. */
export const postKindLabels = { job: 'Job', internship: 'Internship' } as const;

const collectionsCopy = {
  posts: {
    title: 'Jobs and internships',
    singular: 'post',
    labels: {
      type: 'Kind',
      title: 'Title',
      body: 'Description',
      datePosted: 'Posting date',
      validThrough: 'Applications close',
      employmentType: 'Employment type',
      workplace: 'Where',
      applicantCountry: 'Country of remote applicants',
      salaryMinCents: 'Lowest salary',
      salaryMaxCents: 'Highest salary',
      salaryCurrency: 'Currency',
      salaryUnit: 'Salary per',
      closed: 'Closed: no longer taking applications',
      published: 'Published on /careers',
    },
    hints: {
      validThrough: 'Optional, in your local time. Leave it empty: open until filled.',
      applicantCountry: 'Required for a remote job, such as United Kingdom.',
      salaryMinCents: 'Optional, such as 45000. Shown on the page and to search engines.',
      salaryMaxCents: 'Optional: leave it empty for "from" the lowest.',
      closed:
        'A closed posting leaves the lists; its page stays and says it is closed. So does one past its closing time.',
    },
    choices: {
      type: postKindLabels,
      employmentType: {
        FULL_TIME: 'Full time',
        PART_TIME: 'Part time',
        CONTRACTOR: 'Contract',
        TEMPORARY: 'Temporary',
        INTERN: 'Internship',
        VOLUNTEER: 'Volunteer',
        PER_DIEM: 'Paid by the day',
        OTHER: 'Other',
      } satisfies Record<EmploymentType, string>,
      // What the posting's page says is the careers document's (contract/seed/careers.ts).
      workplace: {
        onsite: 'At our office',
        hybrid: 'Hybrid: our office and home',
        remote: 'Remote',
      } satisfies Record<Workplace, string>,
      salaryUnit: { HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
    },
  },
  testimonials: {
    title: 'Testimonials',
    singular: 'testimonial',
    labels: {
      name: 'Name',
      designation: 'Role and company',
      message: 'What they said',
      photo: 'Photo',
      published: 'Published on the home page',
    },
    hints: {
      photo:
        'Optional. PNG, JPEG or WebP, at most 2 MiB. Without one, the placeholder portrait shows.',
    },
  },
  products: {
    title: 'Products',
    singular: 'product',
    labels: {
      title: 'Title',
      priceCents: 'Price (USD)',
      category: 'Category',
      description: 'Description',
      image: 'Image',
      published: 'Published in the shop',
    },
    hints: { priceCents: 'For example 49.00', image: 'PNG, JPEG or WebP, at most 2 MiB.' },
    choices: {
      category: {
        templates: 'Templates',
        'ui-kits': 'UI kits',
        plugins: 'Plugins',
        audits: 'Audits',
      },
    },
  },
} as const satisfies Record<CollectionName, CollectionCopy>;

/** One collection's words, as the editor reads them. */
export const collectionsCopyOf = (name: CollectionName): CollectionCopy => collectionsCopy[name];

export const editorCopy = {
  add: (singular: string) => `New ${singular}`,
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  upload: 'Upload an image',
  uploading: 'Uploading...',
  removeImage: 'Remove image',
  published: 'Published',
  draft: 'Not published',
  saved: (singular: string) => `The ${singular} is saved.`,
  deleted: (singular: string) => `The ${singular} is deleted.`,
  confirmDelete: (name: string) => `Delete "${name}"? This cannot be undone.`,
  confirmDeleteButton: 'Yes, delete',
  keep: 'Keep it',
  discardTitle: 'You have unsaved changes.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  badPrice: 'Enter a price such as 49 or 49.99.',
  badAmount: 'Enter an amount such as 45000 or 45000.50, or leave it empty.',
  badDate: 'Enter a date such as 2026-11-20.',
  badDateTime: 'Enter a date and a time, or leave it empty.',
  search: 'Search',
  noMatch: 'Nothing matches this search.',
  required: (label: string) => `${label} is required.`,
  failed: 'That did not work. Please try again.',
} as const;

export const membersCopy = {
  title: 'Members',
  search: 'Search members',
  searchHint: 'Words of the name or email (their start is enough)',
  none: 'No account matches.',
  /** The role select's accessible name, for one account. */
  roleLabel: (email: string) => `Role of ${email}`,
  /** Each role's name in the select, in its order (ROLES of contract/constants.ts). */
  roles: { member: 'Member', editor: 'Editor', admin: 'Admin' } satisfies Record<Role, string>,
  change: 'Change role',
  you: '(you)',
  changed: (email: string, role: string) =>
    `${email} is ${role === 'admin' ? 'an admin' : role === 'editor' ? 'an editor' : 'a member'} now.`,
} as const;

export const auditCopy = {
  title: 'Audit log',
  empty: 'No changes yet.',
  details: 'Before and after',
} as const;

export const pagingCopy = {
  /** The pager's accessible name. */
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The sub-navigation: the inbox, each collection's editor (in their declared order), the rest. */
export const STAFF_NAV: readonly { label: string; path: string }[] = [
  { label: 'Inbox', path: STAFF_PATHS.inbox },
  { label: 'Leads', path: STAFF_PATHS.leads },
  { label: 'Applications', path: STAFF_PATHS.applications },
  ...COLLECTION_NAMES.map((name) => ({
    label: collectionsCopyOf(name).title,
    path: COLLECTIONS[name].editorPath,
  })),
  { label: 'Content', path: STAFF_PATHS.content },
  { label: 'Media', path: STAFF_PATHS.media },
  { label: 'Analytics', path: STAFF_PATHS.analytics },
  { label: 'Members', path: STAFF_PATHS.members },
  { label: 'Enrolments', path: STAFF_PATHS.enrolments },
  { label: 'Audit log', path: STAFF_PATHS.audit },
  { label: 'Emails', path: STAFF_PATHS.emails },
];
