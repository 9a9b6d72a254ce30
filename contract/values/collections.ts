// The collections staff edit, declared once each: their table, their order, their fields (how
// each is stored, edited, shown to the public and searched) and their public read. This one
// declaration drives the store (server/db/collections.ts), the staff routes
// (server/routes/staff/content.ts), the public read routes (server/routes/content.ts) and the
// staff editor screen (src/pages/staff/); the request and answer schemas are in staff-api.ts
// (COLLECTION_SCHEMAS), the editor's words in src/content/staff.ts. Plain values only: the site
// imports this module (docs/architecture.md, "Adding a collection").

import {
  EMPLOYMENT_TYPES,
  LIMITS,
  POST_TYPES,
  PRODUCT_CATEGORIES,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  WORKPLACES,
} from './constants';

/** How a field is edited, stored and checked. */
export type Widget =
  /** One line of text. */
  | 'line'
  /** Several lines of text. */
  | 'text'
  /** One of `options`. */
  | 'choice'
  | 'boolean'
  /** Whole cents, edited as an amount with two decimals; null when optional and left empty. */
  | 'cents'
  /** A calendar date, YYYY-MM-DD. */
  | 'date'
  /** A moment (ISO 8601, UTC), edited in the editor's local time; null when left empty. */
  | 'datetime'
  /** The item's address, made by the store from its title when it is created, then kept. */
  | 'slug'
  /** An image from the media library (a /media/ path); null when optional and left empty. */
  | 'image'
  /** Numbers the store keeps and staff do not edit. */
  | 'integer'
  | 'decimal';

export interface FieldDeclaration {
  widget: Widget;
  /** The database column; default: the field's name in snake_case. */
  column?: string;
  /** Staff must fill it in (text and images). */
  required?: boolean;
  maxLength?: number;
  /** The values of a choice. */
  options?: readonly string[];
  /** Set by staff; false: kept by the store as it is (a product's rating). Default true. */
  editable?: boolean;
  /** Sent by the public read route. */
  public?: boolean;
  /** Matched, ignoring case, by the staff list's search. */
  searchable?: boolean;
  /** A new item's value. */
  initial?: string | boolean;
  /**
   * A boolean whose turning true is timed: the store writes the moment into this column (and
   * null when it turns false again). Not edited, not sent: the server's own record.
   */
  timedIn?: string;
}

export interface CollectionDeclaration {
  table: string;
  /** The audit log's and the API's name for an item: `<entity>.create`, `.update`, `.delete`. */
  entity: string;
  /** The API description's name for the whole collection. */
  plural: string;
  /** Where its editor is in the back office. */
  editorPath: `/staff/${string}`;
  /** The field that names an item in lists and messages. */
  titleField: string;
  /** Every collection has `published`: whether visitors see an item. */
  fields: Readonly<Record<string, FieldDeclaration>>;
  /** The order of lists, by column. */
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  /**
   * The public read of the published items (their public fields and id); `filter` names the
   * choice field that its query must give. None: the collection has a route of its own.
   */
  publicRead?: { path: string; summary: string; filter?: string };
  /** What the fields' own rules cannot say (one field against another): the first problem. */
  check?: (input: Readonly<Record<string, unknown>>) => FieldProblem | undefined;
}

/** A refused field and why, in a sentence for staff (the editor and the API say the same). */
interface FieldProblem {
  field: string;
  message: string;
}

/** Whether `date` (YYYY-MM-DD) is a day of the calendar (not 2026-02-30). */
const isCalendarDay = (date: string): boolean => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
};

/** A job's fields against each other: its dates, its place, its salary. */
function postingProblem(input: Readonly<Record<string, unknown>>): FieldProblem | undefined {
  const { datePosted, validThrough, workplace, applicantCountry } = input;
  const { salaryMinCents: min, salaryMaxCents: max } = input;
  if (typeof datePosted === 'string' && !isCalendarDay(datePosted))
    return { field: 'datePosted', message: 'The posting date is not a day of the calendar.' };
  if (
    typeof validThrough === 'string' &&
    typeof datePosted === 'string' &&
    Date.parse(validThrough) <= Date.parse(`${datePosted}T00:00:00Z`)
  )
    return { field: 'validThrough', message: 'The closing time must be after the posting date.' };
  if (workplace === 'remote' && (typeof applicantCountry !== 'string' || !applicantCountry.trim()))
    return {
      field: 'applicantCountry',
      message: 'A remote job needs the country its applicants must live in.',
    };
  if (typeof max === 'number' && typeof min !== 'number')
    return { field: 'salaryMinCents', message: 'A salary range needs its lowest amount.' };
  if (typeof max === 'number' && typeof min === 'number' && max < min)
    return {
      field: 'salaryMaxCents',
      message: 'The highest salary must not be below the lowest.',
    };
  return undefined;
}

const published = { widget: 'boolean', public: false, initial: false } as const;
/** A post's or a product's title. */
const title = {
  widget: 'line',
  required: true,
  maxLength: LIMITS.title,
  public: true,
  searchable: true,
} as const;

export const COLLECTIONS = {
  posts: {
    table: 'posts',
    entity: 'post',
    plural: 'jobs and internships',
    editorPath: '/staff/jobs',
    titleField: 'title',
    fields: {
      type: {
        widget: 'choice',
        options: POST_TYPES,
        public: false,
        initial: 'job',
      },
      title,
      body: {
        widget: 'text',
        required: true,
        maxLength: LIMITS.postBody,
        public: true,
        searchable: true,
      },
      // What Google's JobPosting needs (docs/product.md §10.9); the page /careers/jobs/<slug>.
      slug: { widget: 'slug', editable: false, public: true },
      datePosted: { widget: 'date', required: true, public: true },
      validThrough: { widget: 'datetime', public: true },
      employmentType: {
        widget: 'choice',
        options: EMPLOYMENT_TYPES,
        public: true,
        initial: 'FULL_TIME',
      },
      workplace: { widget: 'choice', options: WORKPLACES, public: true, initial: 'onsite' },
      applicantCountry: { widget: 'line', maxLength: LIMITS.country, public: true },
      salaryMinCents: { widget: 'cents', public: true },
      salaryMaxCents: { widget: 'cents', public: true },
      salaryCurrency: {
        widget: 'choice',
        options: SALARY_CURRENCIES,
        public: true,
        initial: 'GBP',
      },
      salaryUnit: { widget: 'choice', options: SALARY_UNITS, public: true, initial: 'YEAR' },
      /** Staff closed it before its closing time: it leaves the lists, its page says so. */
      // When it was closed is kept (closed_at): job applications are deleted a set number of
      // days after their posting closes (docs/product.md §10.17).
      closed: { widget: 'boolean', public: false, initial: false, timedIn: 'closed_at' },
      published,
    },
    // Newest first, so that a new opening shows among the first ten on /careers; the demo posts,
    // seeded in one statement, share one time and keep their order.
    order: [
      ['created_at', 'desc'],
      ['id', 'asc'],
    ],
    // Its public read leaves out closed postings and has a page per posting:
    // server/routes/public-posts.ts.
    check: postingProblem,
  },
  testimonials: {
    table: 'testimonials',
    entity: 'testimonial',
    plural: 'testimonials',
    editorPath: '/staff/testimonials',
    titleField: 'name',
    fields: {
      name: {
        widget: 'line',
        required: true,
        maxLength: LIMITS.name,
        public: true,
        searchable: true,
      },
      designation: {
        widget: 'line',
        required: true,
        maxLength: LIMITS.title,
        public: true,
        searchable: true,
      },
      message: {
        widget: 'text',
        required: true,
        maxLength: LIMITS.description,
        public: true,
        searchable: true,
      },
      photo: { widget: 'image', public: true },
      published,
    },
    order: [['id', 'asc']],
    publicRead: { path: '/api/ts/getall', summary: 'Published testimonials' },
  },
  products: {
    table: 'products',
    entity: 'product',
    plural: 'products',
    editorPath: '/staff/products',
    titleField: 'title',
    fields: {
      title,
      priceCents: { widget: 'cents', required: true, public: true },
      category: {
        widget: 'choice',
        options: PRODUCT_CATEGORIES,
        public: true,
        initial: 'templates',
      },
      description: {
        widget: 'text',
        required: true,
        maxLength: LIMITS.description,
        public: true,
        searchable: true,
      },
      image: { widget: 'image', required: true, public: true },
      ratingRate: { widget: 'decimal', editable: false, public: true },
      ratingCount: { widget: 'integer', editable: false, public: true },
      published,
    },
    order: [['id', 'asc']],
    // Its public shape (dollars, a rating object) and its live page: routes/public-content.ts.
  },
} as const satisfies Record<string, CollectionDeclaration>;

export type CollectionName = keyof typeof COLLECTIONS;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** A field's column: declared, or its name in snake_case. */
export const columnOf = (name: string, field: FieldDeclaration): string =>
  field.column ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
