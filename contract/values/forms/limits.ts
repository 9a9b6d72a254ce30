// The lengths and limits that the site and the server share: the server's schemas
// (contract/fields.ts) enforce them, the site's fields and copy show them (contract/values/
// constants.ts re-exports them). This module imports only the search limit, so that a page that
// shows a field's limit carries no pattern or list with it. Lengths count characters (code
// points), as JSON Schema does. docs/product.md §5 and §9.

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
