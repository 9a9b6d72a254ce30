// The redirects staff manage (/api/staff/redirects*, editors and admins): an old address of the
// site, what it answers (301 to its target, or 410) and the target (docs/product.md §10.20). The
// rules of an address are contract/values/content/redirects.ts, shared with the back office's form.

import { type Static, Type } from 'typebox';
import { LIMITS, PATTERNS } from '../values/constants';
import { REDIRECT_KINDS, REDIRECT_MAX } from '../values/content/redirects';
import { Id, Timestamp } from '../fields';
import { PageOf } from './staff';

const RedirectKind = Type.Enum(REDIRECT_KINDS);

/** An old address or a target as typed: one line (the service checks its form, at its field). */
const Address = Type.String({ maxLength: REDIRECT_MAX, pattern: PATTERNS.singleLine });

/** What staff send to add or change a redirect: `to` is required for `permanent`, none for `gone`. */
export const RedirectInput = Type.Object(
  {
    from: Address,
    kind: Type.Optional(RedirectKind),
    to: Type.Optional(Type.Union([Address, Type.Null()])),
  },
  { additionalProperties: false },
);
export type RedirectInput = Static<typeof RedirectInput>;

export const Redirect = Type.Object({
  id: Id,
  /** The old address, a path of this site, as staff typed it (compared ignoring case). */
  from: Type.String(),
  kind: RedirectKind,
  /** A page of this site (/pricing, /pricing#basic) or an http(s) address; null when gone. */
  to: Type.Union([Type.String(), Type.Null()]),
  /** Who added or last changed it: an email, or the use case that did ("case study renamed"). */
  changedBy: Type.String(),
  updatedAt: Timestamp,
});
export type Redirect = Static<typeof Redirect>;

export const RedirectPage = PageOf(Redirect);
export type RedirectPage = Static<typeof RedirectPage>;

/** The list: `q` finds the redirects whose old address or target contains it (ignoring case). */
export const RedirectsQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: LIMITS.search, pattern: PATTERNS.singleLine })),
    cursor: Type.Optional(Type.String({ pattern: PATTERNS.cursor })),
  },
  { additionalProperties: false },
);
export type RedirectsQuery = Static<typeof RedirectsQuery>;
