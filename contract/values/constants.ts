// The limits and fixed values that the site and the server share: the server's schemas
// (contract/fields.ts) enforce them, the site's fields and copy show them. This module imports
// only plain values (roles, the search limit, the uploads' address), so the site can import it
// without pulling the schema library into the browser.
// Lengths count characters (code points), as JSON Schema does. docs/product.md §5 and §9.

import { SEARCH_MAX } from './search-limit';

export const LIMITS = {
  /** An email address (RFC 5321's longest path). */
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** A person's name: the contact form's full name, the profile's name, a testimonial's name. */
  name: 100,
  phone: 40,
  /** A company's name (the quote wizard's optional field). */
  company: 100,
  /** A pricing plan's or tier's id as the quote wizard sends it. */
  quoteId: 60,
  address: 200,
  /** The contact form's subject. */
  subject: 150,
  /** The contact form's message. */
  message: 5000,
  /** The contact form's honeypot field (people leave it empty). */
  honeypot: 500,
  /** A password reset link's token as sent back (a real one is 43 characters). */
  resetToken: 200,
  /** A search box's text (the site search, the shop's, the back office's lists). */
  search: SEARCH_MAX,
  /** A job, internship or product title; a testimonial's designation. */
  title: 150,
  /** A job or internship description. */
  postBody: 5000,
  /** A testimonial's message; a product's description. */
  description: 2000,
  /** A product's price in cents on the back office's API (one million dollars). */
  priceCentsMax: 100_000_000,
  /** An image's /media/ path. */
  mediaPath: 210,
  /** An image's alternative text (the media library's, a page image's). */
  imageAlt: 200,
  /** The country a remote job's applicants must live in. */
  country: 60,
  /** A job's salary in cents (ten million a unit: pounds, euros or dollars). */
  salaryCentsMax: 1_000_000_000,
} as const;

/** The only fixed-format text patterns the schemas use, kept here so messages can name them. */
export const PATTERNS = {
  /** At least one character that is not white space. */
  notBlank: '\\S',
  /** No control characters (so no line breaks). */
  singleLine: '^[^\\u0000-\\u001f\\u007f]*$',
  /**
   * Text of several lines: tabs and line breaks, but no other control characters (NUL, escape,
   * backspace...: nobody types them, PostgreSQL cannot store NUL, and an email would carry them).
   */
  noControl: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$',
  /**
   * An image the site serves: a /media/ path (the demo images, or an upload's URL). Each segment
   * starts with a letter or digit and holds dots only between other characters, so no `..` (nor
   * `.` or empty segments): the path cannot climb out of /media/ once a browser resolves it.
   */
  mediaPath: '^/media(/[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*)+$',
  /** `page` in a query string: 1, 2, 3... (query values are strings: nothing is coerced). */
  page: '^[1-9][0-9]{0,5}$',
  /** A list's `cursor`: the opaque `next` of the page before (base64url). */
  cursor: '^[A-Za-z0-9_-]{1,400}$',
  /** A numeric id in a path. */
  id: '^[0-9]{1,12}$',
  /** A calendar date, YYYY-MM-DD (a job's posting date). */
  date: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  /** A moment with its offset, ISO 8601 (a job's closing time): 2026-12-31T17:00:00.000Z. */
  dateTime:
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  /** A job's address: lower-case words joined by hyphens. */
  slug: '^[a-z0-9]+(-[a-z0-9]+)*$',
} as const;

// The roles live in a module of their own, so that the site's start-up code (the navigation's
// Staff link) imports isStaff without the rest of this module.
export { ROLES, STAFF_ROLES, isStaff, type Role, type StaffRole } from './roles';

export const POST_TYPES = ['job', 'internship'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A job's employment type: Google's JobPosting values (docs/product.md §10.9). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Where a job is done: at the company's office, partly there, or remotely. */
export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];

export const SALARY_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
/** What a salary is paid per: schema.org's QuantitativeValue unitText values. */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

export const PRODUCT_CATEGORIES = ['templates', 'ui-kits', 'plugins', 'audits'] as const;

/** The most items a public list answers at once, and how many it answers when not told. */
export const PUBLIC_LIST_LIMIT = 100;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const MESSAGE_STATUSES = ['unread', 'handled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** An email of the outbox: waiting (or being retried), sent, or given up after its last attempt. */
export const EMAIL_STATUSES = ['failed', 'pending', 'sent'] as const;

/**
 * The contact form's fixed answer (docs/product.md §9): the API's 201 answer
 * (server/routes/contact.ts), the page's confirmation and the acknowledgement email all say it.
 * Here rather than in company.ts, which every page loads: only the contact page needs it.
 */
export const CONTACT_THANKS = "Thanks for your message — we'll reply within one business day.";
/** The answer to a quote request (POST /api/quote), which the page and the acknowledgement show. */
export const QUOTE_THANKS =
  "Thanks for your request — we'll reply with a written estimate within two working days.";

/**
 * The field of a form the browser posts itself (before the app runs, or without JavaScript) that
 * repeats the XSRF-TOKEN cookie: the double-submit check of server/site/form-pages.ts.
 */
export const FORM_XSRF_FIELD = '_xsrf';

// The uploads' widths and address live in a module of their own, so that the pages' pictures
// (src/components/content/Picture.tsx) import them without the rest of this module.
export { UPLOAD_URL, variantWidths } from './uploads';
