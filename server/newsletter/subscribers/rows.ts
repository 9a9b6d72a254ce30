// The subscribers' rows as the service sees them, and the writes several of the repository's
// changes share (store.ts): a subscription's topics, a suppression.

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SuppressionReason } from '../../../contract/values/newsletter';
import type { Executor } from '../../db/dialect';
import { bool, iso, isoOrNull } from '../../db/rows';
import type { NewsletterSubscribersTable } from '../tables';
import type { Consent, Subscriber, Topics } from './types';

type Row = Selectable<NewsletterSubscribersTable>;

async function topicsOf(db: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('newsletter_subscriber_topics')
    .select(['subscriber_id', 'topic'])
    .where('subscriber_id', 'in', [...ids])
    .orderBy('topic')
    .execute();
  for (const row of rows) byId.get(row.subscriber_id)?.push(row.topic);
  return byId;
}

const toSubscriber = (row: Row, topics: string[]): Subscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  all: bool(row.all_topics),
  topics: bool(row.all_topics) ? [] : topics,
  userId: row.user_id,
  consent: {
    source: row.consent_source as Consent['source'],
    wording: row.consent_wording,
    at: iso(row.consent_at),
  },
  confirmedAt: isoOrNull(row.confirmed_at),
  createdAt: iso(row.created_at),
});

/** Rows as subscribers, with their topics. */
export async function withTopics(db: Executor, rows: readonly Row[]): Promise<Subscriber[]> {
  const topics = await topicsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSubscriber(row, topics.get(row.id) ?? []));
}

export async function one(db: Executor, row: Row | undefined): Promise<Subscriber | undefined> {
  return row ? (await withTopics(db, [row]))[0] : undefined;
}

export async function writeTopics(db: Executor, id: number, topics: Topics): Promise<void> {
  await db.deleteFrom('newsletter_subscriber_topics').where('subscriber_id', '=', id).execute();
  await db
    .updateTable('newsletter_subscribers')
    .set({ all_topics: topics.all })
    .where('id', '=', id)
    .execute();
  const chosen = topics.all ? [] : [...new Set(topics.topics)];
  if (chosen.length === 0) return;
  await db
    .insertInto('newsletter_subscriber_topics')
    .values(chosen.map((topic) => ({ subscriber_id: id, topic })))
    .execute();
}

/** Keeps `hash` (an address's HMAC) suppressed for `reason`, replacing an older reason. */
export async function writeSuppression(
  db: Executor,
  hash: string,
  reason: SuppressionReason,
  at: string,
): Promise<void> {
  await db
    .insertInto('newsletter_suppressions')
    .values({ address_hash: hash, reason, at })
    .onConflict((oc) => oc.column('address_hash').doUpdateSet({ reason, at }))
    .execute();
}

export const byEmail = (db: Executor, email: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

/** Updates the row `id` with `fields`, or inserts one with `fields` and `created`: its id. */
export async function saveRow(
  db: Executor,
  id: number | undefined,
  fields: Updateable<NewsletterSubscribersTable>,
  created: Omit<Insertable<NewsletterSubscribersTable>, keyof typeof fields>,
): Promise<number> {
  if (id !== undefined) {
    await db.updateTable('newsletter_subscribers').set(fields).where('id', '=', id).execute();
    return id;
  }
  const values = { ...fields, ...created } as Insertable<NewsletterSubscribersTable>;
  const row = await db
    .insertInto('newsletter_subscribers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
