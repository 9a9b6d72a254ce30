// The campaigns' rows (migration 29), written once for both databases. A state change is one
// conditional UPDATE (`... WHERE status IN (...)`), so that of two instances or two staff members
// acting at once, one wins and the other is told the new state. Sending (its recipients, the
// sender's claims) is recipients-store.ts's. The rules (what the email says, who may do what) are
// the service's (service.ts).

import { type Selectable, sql } from 'kysely';
import type { CampaignCounts, CampaignSource } from '../../../contract/api/campaigns';
import type { CampaignStatus, RecipientStatus } from '../../../contract/values/campaigns';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { readPage } from '../../db/keyset';
import { changed, countOf, iso, isoOrNull, num } from '../../db/rows';
import type { NewsletterCampaignsTable } from '../tables';
import type { CampaignFields, CampaignsRepository, Change, StoredCampaign } from './types';
import { insertRecipients, sendingRepository } from './recipients-store';

const EDITABLE: CampaignStatus[] = ['draft', 'scheduled'];
const DELETABLE: CampaignStatus[] = ['draft', 'scheduled', 'cancelled'];

const NO_COUNTS: CampaignCounts = {
  recipients: 0,
  pending: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  unsubscribed: 0,
};

type Row = Selectable<NewsletterCampaignsTable> & { creator: string | null };

const sourceOf = (row: Row): CampaignSource =>
  row.source_kind === 'article'
    ? { kind: 'article', articleId: row.article_id! }
    : { kind: 'note', body: JSON.parse(row.note_body ?? 'null') as never };

const toCampaign = (row: Row, counts: CampaignCounts = NO_COUNTS): StoredCampaign => ({
  id: row.id,
  subject: row.subject,
  source: sourceOf(row),
  audience: row.audience_topic === null ? { all: true } : { topic: row.audience_topic },
  status: row.status,
  scheduledAt: isoOrNull(row.scheduled_at),
  startedAt: isoOrNull(row.started_at),
  finishedAt: isoOrNull(row.finished_at),
  createdBy: row.creator,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  counts,
});

const columnsOf = (fields: CampaignFields) => ({
  subject: fields.subject,
  source_kind: fields.source.kind,
  article_id: fields.source.kind === 'article' ? fields.source.articleId : null,
  note_body: fields.source.kind === 'note' ? JSON.stringify(fields.source.body) : null,
  audience_topic: 'topic' in fields.audience ? fields.audience.topic : null,
});

/** Every campaign column and its author's address (null once the account is gone). */
const selectCampaigns = (db: Executor) =>
  db
    .selectFrom('newsletter_campaigns')
    .selectAll('newsletter_campaigns')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.email')
        .whereRef('users.id', '=', 'newsletter_campaigns.created_by')
        .as('creator'),
    );

/**
 * The counts of campaigns `ids`, by recipient state. A queued recipient's state is its outbox
 * email's (sent or failed once the outbox settles it): read here, not written per email, so that
 * sending costs one write an email (the outbox's).
 */
async function countsOf(db: Executor, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_campaign_recipients as r')
    .leftJoin('email_outbox as o', 'o.id', 'r.outbox_id')
    .select((eb) => [
      'r.campaign_id',
      eb
        .case()
        .when(eb.and([eb('r.status', '=', 'queued'), eb('o.status', '=', 'sent')]))
        .then(sql.lit('sent'))
        .when(eb.and([eb('r.status', '=', 'queued'), eb('o.status', '=', 'failed')]))
        .then(sql.lit('failed'))
        .else(eb.ref('r.status'))
        .end()
        .as('state'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('r.unsubscribed_at').as('gone'),
    ])
    .where('r.campaign_id', 'in', ids)
    .groupBy(['r.campaign_id', 'state'])
    .execute();
  for (const row of rows) {
    const of = counts.get(row.campaign_id) ?? { ...NO_COUNTS };
    of[row.state as RecipientStatus] += num(row.n);
    of.recipients += num(row.n);
    of.unsubscribed += num(row.gone);
    counts.set(row.campaign_id, of);
  }
  return counts;
}

export function campaignsRepository(db: Db, dialect: SqlDialect): CampaignsRepository {
  const read = async (trx: Executor, id: number): Promise<StoredCampaign | undefined> => {
    const row = await selectCampaigns(trx)
      .where('newsletter_campaigns.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return toCampaign(row, (await countsOf(trx, [id])).get(id));
  };

  /** The answer to a conditional change that changed no row: gone, or in another state. */
  const refused = async (trx: Executor, id: number): Promise<Change<never>> => {
    const row = await trx
      .selectFrom('newsletter_campaigns')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { kind: 'conflict', status: row.status } : { kind: 'missing' };
  };

  /** Changes campaign `id` while its state is one of `from`; the campaign after, or why not. */
  const change = (
    id: number,
    set: (trx: Executor) => Promise<{ numUpdatedRows: bigint }>,
    after?: (trx: Executor) => Promise<unknown>,
  ): Promise<Change> =>
    db.transaction().execute(async (trx) => {
      if (changed(await set(trx)) === 0) return refused(trx, id);
      await after?.(trx);
      return { kind: 'done', campaign: (await read(trx, id))! };
    });

  return {
    async create(fields, createdBy, now) {
      const row = await db
        .insertInto('newsletter_campaigns')
        .values({
          ...columnsOf(fields),
          status: 'draft',
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await read(db, row.id))!;
    },

    get: (id) => read(db, id),

    async page(cursor, size) {
      const [page, total] = await Promise.all([
        readPage(
          selectCampaigns(db),
          [
            ['created_at', 'desc'],
            ['id', 'desc'],
          ],
          cursor,
          size,
        ),
        countOf(db.selectFrom('newsletter_campaigns')),
      ]);
      const counts = await countsOf(
        db,
        page.rows.map((row) => row.id),
      );
      return {
        items: page.rows.map((row) => toCampaign(row, counts.get(row.id))),
        total,
        next: page.next,
      };
    },

    update: (id, fields, now) =>
      change(id, (trx) =>
        trx
          .updateTable('newsletter_campaigns')
          .set({ ...columnsOf(fields), updated_at: now })
          .where('id', '=', id)
          .where('status', 'in', EDITABLE)
          .executeTakeFirst(),
      ),

    async remove(id) {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .deleteFrom('newsletter_campaigns')
          .where('id', '=', id)
          .where('status', 'in', DELETABLE)
          .executeTakeFirst();
        if (changed(done) === 0) return refused(trx, id);
        return { kind: 'done', campaign: null } as const;
      });
    },

    schedule: (id, at, now) =>
      change(id, (trx) =>
        trx
          .updateTable('newsletter_campaigns')
          .set({ status: 'scheduled', scheduled_at: at, updated_at: now })
          .where('id', '=', id)
          .where('status', 'in', EDITABLE)
          .executeTakeFirst(),
      ),

    cancel: (id, now) =>
      db.transaction().execute(async (trx) => {
        // A schedule called off is a draft again; a send stopped is cancelled, and its recipients
        // not yet queued are skipped.
        const unscheduled = await trx
          .updateTable('newsletter_campaigns')
          .set({ status: 'draft', scheduled_at: null, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'scheduled')
          .executeTakeFirst();
        if (changed(unscheduled) === 0) {
          const stopped = await trx
            .updateTable('newsletter_campaigns')
            .set({ status: 'cancelled', finished_at: now, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', 'sending')
            .executeTakeFirst();
          if (changed(stopped) === 0) return refused(trx, id);
          await trx
            .updateTable('newsletter_campaign_recipients')
            .set({ status: 'skipped', settled_at: now })
            .where('campaign_id', '=', id)
            .where('status', '=', 'pending')
            .execute();
        }
        return { kind: 'done', campaign: (await read(trx, id))! } as const;
      }),

    start: (id, content, now, due = false) =>
      change(
        id,
        (trx) =>
          trx
            .updateTable('newsletter_campaigns')
            .set({
              status: 'sending',
              started_at: now,
              content: JSON.stringify(content),
              updated_at: now,
            })
            .where('id', '=', id)
            .$if(due, (q) => q.where('status', '=', 'scheduled').where('scheduled_at', '<=', now))
            .$if(!due, (q) => q.where('status', 'in', EDITABLE))
            .executeTakeFirst(),
        (trx) => insertRecipients(trx, id),
      ),

    async due(now) {
      const rows = await selectCampaigns(db)
        .where('status', '=', 'scheduled')
        .where('scheduled_at', '<=', now)
        .orderBy('scheduled_at')
        .limit(20)
        .execute();
      return rows.map((row) => toCampaign(row));
    },

    ...sendingRepository(db, dialect),
  };
}
