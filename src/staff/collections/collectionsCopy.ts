// The words of each collection's editor (its fields are declared in contract/values/collections.ts); the
// collections' titles are the navigation's (src/content/staff.ts).

import type { CollectionName } from '../../../contract/values/collections';
import type { EmploymentType, Workplace } from '../../../contract/values/constants';
import { COLLECTION_TITLES } from '../../content/staff';

/** The words of one collection's editor; its fields are declared in contract/values/collections.ts. */
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
    title: COLLECTION_TITLES.posts,
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
      // What the posting's page says is the careers document's (contract/documents/careers/seed.ts).
      workplace: {
        onsite: 'At our office',
        hybrid: 'Hybrid: our office and home',
        remote: 'Remote',
      } satisfies Record<Workplace, string>,
      salaryUnit: { HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' },
    },
  },
  testimonials: {
    title: COLLECTION_TITLES.testimonials,
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
    title: COLLECTION_TITLES.products,
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
} as const;
