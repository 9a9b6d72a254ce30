// What the analytics dashboard counts as conversions (docs/product.md §10.19), each from its own
// table over the range: one list, so that a new source is one more entry. `funnel` marks the
// sources the funnel's last step adds up.

import type { Kysely } from 'kysely';
import type { Db } from '../db/dialect';
import { countOf } from '../db/rows';

const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const since = (day: string): string => `${day}T00:00:00.000Z`;

/** The tables a conversion is counted from, each with its `created_at`, seen loosely. */
type Made = Kysely<Record<'contact_messages' | 'users' | 'applications', Record<string, unknown>>>;

/** How many rows of `table` were made in the range's days (and have `only`'s value, if given). */
const madeIn =
  (table: 'contact_messages' | 'users' | 'applications', only?: [column: string, value: string]) =>
  (db: Db, from: string, to: string): Promise<number> => {
    let query = (db as unknown as Made)
      .selectFrom(table)
      .where('created_at', '>=', since(from))
      .where('created_at', '<', dayAfter(to));
    if (only) query = query.where(only[0], '=', only[1]);
    return countOf(query);
  };

export interface ConversionSource {
  key: string;
  label: string;
  /** Counted in the funnel's last step (a message or a quote request sent). */
  funnel: boolean;
  count(db: Db, from: string, to: string): Promise<number>;
}

export const CONVERSION_SOURCES: readonly ConversionSource[] = [
  {
    key: 'messages',
    label: 'Contact messages',
    funnel: true,
    count: madeIn('contact_messages', ['kind', 'message']),
  },
  {
    key: 'quotes',
    label: 'Quote requests',
    funnel: true,
    count: madeIn('contact_messages', ['kind', 'quote']),
  },
  {
    key: 'signups',
    label: 'Sign-ups',
    funnel: false,
    count: madeIn('users', ['role', 'member']),
  },
  {
    // Applications the retention has deleted (§10.17) no longer count.
    key: 'applications',
    label: 'Job applications',
    funnel: false,
    count: madeIn('applications'),
  },
];
