// An email address's one rule: every form that takes an address (contact, quote, sign-up, forgot
// password, the job application) takes exactly one under it, through the `Email` schema of
// contract/fields.ts on the server and isEmailAddress in the site's checks before sending and the
// job application's rules (docs/security.md, "One email address per form"). A module of its own,
// so that only the pages that check an address carry it; it imports the constants only.

import { LIMITS } from '../constants';

/**
 * A local part of at most 64 letters, digits and `. _ + ' -` (no dot first, last or twice in a
 * row), then a domain of two labels or more (letters, digits and inner hyphens, 63 at most each).
 * Stricter than RFC 5322 on purpose: no `,` or `;` (a list of addresses, which a mail library
 * sends to each), no `?`, `&`, `=`, `%` or `#` (a mailto: link's query), no quotes, spaces,
 * brackets or addresses of a bare IP: the address a form takes is the one address its emails go
 * to and its limits count.
 */
export const EMAIL_PATTERN =
  "^(?=[^@]{1,64}@)[A-Za-z0-9_+'-]+(\\.[A-Za-z0-9_+'-]+)*" +
  '@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$';

/**
 * Whether `value` is an email address under EMAIL_PATTERN, at most LIMITS.email characters long.
 * Trim it first: the rule takes no spaces.
 */
export const isEmailAddress = (value: string): boolean =>
  value.length <= LIMITS.email && new RegExp(EMAIL_PATTERN).test(value);
