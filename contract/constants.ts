// The limits and fixed values that the site and the server share: the server's schemas
// (contract/fields.ts) enforce them, the site's fields and copy show them. This module imports
// nothing, so the site can import it without pulling the schema library into the browser.
// Lengths count characters (code points), as JSON Schema does. docs/product.md §5 and §9.

export const LIMITS = {
  /** An email address (RFC 5321's longest path). */
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** A person's name: the contact form's full name, the profile's name, a testimonial's name. */
  name: 100,
  phone: 40,
  address: 200,
  /** The contact form's subject. */
  subject: 150,
  /** The contact form's message. */
  message: 5000,
  /** The contact form's honeypot field (people leave it empty). */
  honeypot: 500,
  /** A password reset link's token as sent back (a real one is 43 characters). */
  resetToken: 200,
  /** The back office's inbox search. */
  search: 200,
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
  /** A numeric id in a path. */
  id: '^[0-9]{1,12}$',
} as const;

// The roles live in a module of their own, so that the site's start-up code (the navigation's
// Staff link) imports isStaff without the rest of this module.
export { ROLES, STAFF_ROLES, isStaff, type Role, type StaffRole } from './roles';

export const POST_TYPES = ['job', 'internship'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const PRODUCT_CATEGORIES = ['templates', 'ui-kits', 'plugins', 'audits'] as const;
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

/**
 * The field of a form the browser posts itself (before the app runs, or without JavaScript) that
 * repeats the XSRF-TOKEN cookie: the double-submit check of server/form-pages.ts.
 */
export const FORM_XSRF_FIELD = '_xsrf';
