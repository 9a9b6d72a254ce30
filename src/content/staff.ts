// The back office's words, and the fields of each kind of content staff edit.

import { LIMITS } from '../../contract/constants';
import { STAFF_PATHS } from '../config/staffPaths';

export const staffCopy = {
  title: 'Back office',
  description:
    'The staff back office: contact messages, jobs, testimonials, products, members and emails.',
  notAllowedTitle: 'Not allowed',
  notAllowed: 'This page is for Kestrel Software staff only.',
  navLabel: 'Back office',
  unreadLabel: (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
  /** The count on the sub-navigation's Emails link, for screen readers. */
  failedLabel: (n: number) => `${n} failed ${n === 1 ? 'email' : 'emails'}`,
} as const;

export const STAFF_NAV = [
  { label: 'Inbox', path: STAFF_PATHS.inbox },
  { label: 'Jobs and internships', path: STAFF_PATHS.jobs },
  { label: 'Testimonials', path: STAFF_PATHS.testimonials },
  { label: 'Products', path: STAFF_PATHS.products },
  { label: 'Members', path: STAFF_PATHS.members },
  { label: 'Audit log', path: STAFF_PATHS.audit },
  { label: 'Emails', path: STAFF_PATHS.emails },
] as const;

export const inboxCopy = {
  title: 'Inbox',
  search: 'Search messages',
  searchHint: 'Name, email, subject or text',
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
  close: 'Back to the list',
  replySubject: (subject: string) => `Re: ${subject}`,
  replyBody: (name: string, date: string, text: string) =>
    `\n\nOn ${date}, ${name} wrote:\n${text
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`,
} as const;

type FieldKind = 'text' | 'textarea' | 'select' | 'checkbox' | 'image' | 'money';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
}

export interface CollectionCopy {
  title: string;
  singular: string;
  /** The field that names an item in lists and prompts. */
  nameField: string;
  fields: readonly FieldSpec[];
  empty: Record<string, string | boolean>;
}

const PRODUCT_CATEGORY_OPTIONS = [
  { value: 'templates', label: 'Templates' },
  { value: 'ui-kits', label: 'UI kits' },
  { value: 'plugins', label: 'Plugins' },
  { value: 'audits', label: 'Audits' },
] as const;

/** What a post is, as its kind's select and the list show it. */
export const postKindLabels = { job: 'Job', internship: 'Internship' } as const;

export const collectionsCopy = {
  posts: {
    title: 'Jobs and internships',
    singular: 'post',
    nameField: 'title',
    fields: [
      {
        name: 'type',
        label: 'Kind',
        kind: 'select',
        options: [
          { value: 'job', label: postKindLabels.job },
          { value: 'internship', label: postKindLabels.internship },
        ],
      },
      { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: LIMITS.title },
      {
        name: 'body',
        label: 'Description',
        kind: 'textarea',
        required: true,
        maxLength: LIMITS.postBody,
      },
      { name: 'published', label: 'Published on /careers', kind: 'checkbox' },
    ],
    empty: { type: 'job', title: '', body: '', published: false },
  },
  testimonials: {
    title: 'Testimonials',
    singular: 'testimonial',
    nameField: 'name',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: LIMITS.name },
      {
        name: 'designation',
        label: 'Role and company',
        kind: 'text',
        required: true,
        maxLength: LIMITS.title,
      },
      {
        name: 'message',
        label: 'What they said',
        kind: 'textarea',
        required: true,
        maxLength: LIMITS.description,
      },
      {
        name: 'photo',
        label: 'Photo',
        kind: 'image',
        hint: 'Optional. PNG, JPEG or WebP, at most 2 MiB. Without one, the placeholder portrait shows.',
      },
      { name: 'published', label: 'Published on the home page', kind: 'checkbox' },
    ],
    empty: { name: '', designation: '', message: '', photo: '', published: false },
  },
  products: {
    title: 'Products',
    singular: 'product',
    nameField: 'title',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: LIMITS.title },
      {
        name: 'price',
        label: 'Price (USD)',
        kind: 'money',
        required: true,
        hint: 'For example 49.00',
      },
      { name: 'category', label: 'Category', kind: 'select', options: PRODUCT_CATEGORY_OPTIONS },
      {
        name: 'description',
        label: 'Description',
        kind: 'textarea',
        required: true,
        maxLength: LIMITS.description,
      },
      {
        name: 'image',
        label: 'Image',
        kind: 'image',
        required: true,
        hint: 'PNG, JPEG or WebP, at most 2 MiB.',
      },
      { name: 'published', label: 'Published in the shop', kind: 'checkbox' },
    ],
    empty: {
      title: '',
      price: '',
      category: 'templates',
      description: '',
      image: '',
      published: false,
    },
  },
} as const satisfies Record<string, CollectionCopy>;

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
  required: (label: string) => `${label} is required.`,
  failed: 'That did not work. Please try again.',
} as const;

export const membersCopy = {
  title: 'Members',
  promote: 'Make staff',
  demote: 'Make member',
  you: '(you)',
  changed: (email: string, role: string) =>
    `${email} is ${role === 'staff' ? 'staff' : 'a member'} now.`,
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
