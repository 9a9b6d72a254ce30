// The only fixed-format text patterns the schemas use, shared by the site and the server
// (contract/values/constants.ts re-exports them), kept here so that messages can name them.

import { PAGE_PATTERN } from '../lists';

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
  page: PAGE_PATTERN,
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
