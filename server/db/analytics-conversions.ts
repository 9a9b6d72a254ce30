// What the analytics dashboard counts as conversions (docs/product.md §10.19), each from its own
// table over the range: one list, so that a new source is one more entry. `funnel` marks the sources the funnel's last step adds up.

import type { Db } from './dialect';
import { countOf } from './rows';

const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const since = (day: string): string => `${day}T00:00:00.000Z`;

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
    count: (db, from, to) =>
      countOf(
        db
          .selectFrom('contact_messages')
          .where('kind', '=', 'message')
          .where('created_at', '>=', since(from))
          .where('created_at', '<', dayAfter(to)),
      ),
  },
  {
    key: 'quotes',
    label: 'Quote requests',
    funnel: true,
    count: (db, from, to) =>
      countOf(
        db
          .selectFrom('contact_messages')
          .where('kind', '=', 'quote')
          .where('created_at', '>=', since(from))
          .where('created_at', '<', dayAfter(to)),
      ),
  },
  {
    key: 'signups',
    label: 'Sign-ups',
    funnel: false,
    count: (db, from, to) =>
      countOf(
        db
          .selectFrom('users')
          .where('role', '=', 'member')
          .where('created_at', '>=', since(from))
          .where('created_at', '<', dayAfter(to)),
      ),
  },
  {
    // Applications the retention has deleted (§10.17) no longer count.
    key: 'applications',
    label: 'Job applications',
    funnel: false,
    count: (db, from, to) =>
      countOf(
        db
          .selectFrom('applications')
          .where('created_at', '>=', since(from))
          .where('created_at', '<', dayAfter(to)),
      ),
  },
];
