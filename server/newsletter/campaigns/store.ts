// The campaigns' rows (migration 29), written once for both databases. A state change is one
// conditional UPDATE (`... WHERE status IN (...)`), so that of two instances or two staff members
// acting at once, one wins and the other is told the new state. Sending: starting a campaign
// inserts its recipients in one INSERT ... SELECT; each round of the sender (`claim`) takes the
// shared pace's row (its lock: PostgreSQL's FOR UPDATE; SQLite's one writer), claims as many
// pending recipients as the pace allows (FOR UPDATE SKIP LOCKED on PostgreSQL) and queues their
// emails in the outbox in the same transaction: a recipient is claimed once, whatever instance
// or crash. The rules (what the email says, who may do what) are the service's (service.ts).

import { type Selectable, sql } from 'kysely';
import type { CampaignCounts, CampaignSource } from '../../../contract/api/campaigns';
import type { CampaignStatus, RecipientStatus } from '../../../contract/values/campaigns';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { readPage } from '../../db/keyset';
import { changed, countOf, iso, isoOrNull, num } from '../../db/rows';
import { insertOutboxRows } from '../../mail/outbox';
import type { NewsletterCampaignsTable } from '../tables';
import type {
  CampaignFields,
  CampaignsRepository,
  Change,
  ClaimedRecipient,
  FrozenEmail,
  StoredCampaign,
} from './types';

const EDITABLE: CampaignStatus[] = ['draft', 'scheduled'];
const DELETABLE: CampaignStatus[] = ['draft', 'scheduled', 'cancelled'];

/** What an outbox row queued for a recipient is about: read back to find the recipient. */
const aboutRecipient = (campaignId: number, subscriberId: number) =>
  `newsletter:${campaignId}:${subscriberId}`;

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

/** The counts of campaigns `ids`, by recipient state. */
async function countsOf(db: Executor, ids: number[]): Promise<Map<number, CampaignCounts>> {
  const counts = new Map<number, CampaignCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_campaign_recipients')
    .select((eb) => [
      'campaign_id',
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.count<number | string>('unsubscribed_at').as('gone'),
    ])
    .where('campaign_id', 'in', ids)
    .groupBy(['campaign_id', 'status'])
    .execute();
  for (const row of rows) {
    const of = counts.get(row.campaign_id) ?? { ...NO_COUNTS };
    of[row.status as RecipientStatus] += num(row.n);
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

    async claim(at, pace, emails) {
      return db.transaction().execute(async (trx) => {
        const now = at.toISOString();
        // The pace's row: every instance's round waits for the one holding it.
        const paced = await trx
          .selectFrom('newsletter_send_pace')
          .select('next_at')
          .where('id', '=', 1)
          .$if(dialect.forUpdate.enabled, (q) => q.forUpdate())
          .executeTakeFirstOrThrow();
        const atMs = at.getTime();
        const base = Math.max(
          Date.parse(iso(paced.next_at)),
          atMs - pace.maxBatch * pace.intervalMs,
        );
        const allowed = Math.min(pace.maxBatch, Math.floor((atMs - base) / pace.intervalMs));
        let queued = 0;
        if (allowed > 0) {
          const claimed = await trx
            .selectFrom('newsletter_campaign_recipients')
            .select(['campaign_id', 'subscriber_id'])
            .where('status', '=', 'pending')
            .where('campaign_id', 'in', (eb) =>
              eb.selectFrom('newsletter_campaigns').select('id').where('status', '=', 'sending'),
            )
            .orderBy('campaign_id')
            .orderBy('subscriber_id')
            .limit(allowed)
            .$if(dialect.forUpdate.skipLocked, (q) => q.forUpdate().skipLocked())
            .execute();
          queued = await queue(trx, claimed, now, emails);
          await trx
            .updateTable('newsletter_send_pace')
            .set({ next_at: new Date(Math.round(base + queued * pace.intervalMs)).toISOString() })
            .where('id', '=', 1)
            .execute();
        }
        // Every recipient queued (or none at all): the campaign is sent.
        await trx
          .updateTable('newsletter_campaigns')
          .set({ status: 'sent', finished_at: now, updated_at: now })
          .where('status', '=', 'sending')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('newsletter_campaign_recipients as r')
                  .select('r.subscriber_id')
                  .whereRef('r.campaign_id', '=', 'newsletter_campaigns.id')
                  .where('r.status', '=', 'pending'),
              ),
            ),
          )
          .execute();
        return queued;
      });
    },

    async settle(outboxId, outcome, error, now) {
      const done = await db
        .updateTable('newsletter_campaign_recipients')
        .set({ status: outcome, settled_at: now, error })
        .where('outbox_id', '=', outboxId)
        // A bounce found after the reconciliation marked it failed is still a bounce.
        .where('status', 'in', outcome === 'bounced' ? ['queued', 'failed'] : ['queued'])
        .executeTakeFirst();
      return changed(done) > 0;
    },

    async reconcile(now) {
      let settled = 0;
      for (const status of ['sent', 'failed'] as const) {
        const done = await db
          .updateTable('newsletter_campaign_recipients')
          .set({ status, settled_at: now })
          .where('status', '=', 'queued')
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('email_outbox as o')
                .select('o.id')
                .whereRef('o.id', '=', 'newsletter_campaign_recipients.outbox_id')
                .where('o.status', '=', status),
            ),
          )
          .executeTakeFirst();
        settled += changed(done);
      }
      return settled;
    },
  };
}

/** One row per confirmed subscription of the campaign's audience, in one statement. */
async function insertRecipients(trx: Executor, id: number): Promise<void> {
  const campaign = await trx
    .selectFrom('newsletter_campaigns')
    .select('audience_topic')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const topic = campaign.audience_topic;
  await trx
    .insertInto('newsletter_campaign_recipients')
    .columns(['campaign_id', 'subscriber_id', 'status'])
    .expression((eb) =>
      eb
        .selectFrom('newsletter_subscribers as s')
        .select([sql.lit(id).as('campaign_id'), 's.id', sql.lit('pending').as('status')])
        .where('s.status', '=', 'confirmed')
        .$if(topic !== null, (q) =>
          q.where((w) =>
            w.or([
              w('s.all_topics', '=', true),
              w.exists(
                w
                  .selectFrom('newsletter_subscriber_topics as t')
                  .select('t.subscriber_id')
                  .whereRef('t.subscriber_id', '=', 's.id')
                  .where('t.topic', '=', topic!),
              ),
            ]),
          ),
        ),
    )
    .execute();
}

/**
 * Queues the emails of `claimed` recipients whose subscription is still confirmed, and skips the
 * others (their subscription ended since sending started); how many were queued.
 */
async function queue(
  trx: Executor,
  claimed: { campaign_id: number; subscriber_id: number }[],
  now: string,
  emails: (recipients: ClaimedRecipient[]) => { about?: string }[],
): Promise<number> {
  if (claimed.length === 0) return 0;
  const subscribers = new Map(
    (
      await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email'])
        .where('id', 'in', [...new Set(claimed.map((r) => r.subscriber_id))])
        .where('status', '=', 'confirmed')
        .execute()
    ).map((row) => [row.id, row.email]),
  );
  const contents = new Map(
    (
      await trx
        .selectFrom('newsletter_campaigns')
        .select(['id', 'content'])
        .where('id', 'in', [...new Set(claimed.map((r) => r.campaign_id))])
        .execute()
    ).map((row) => [row.id, JSON.parse(row.content ?? 'null') as FrozenEmail]),
  );
  const recipients: ClaimedRecipient[] = [];
  for (const row of claimed) {
    const email = subscribers.get(row.subscriber_id);
    if (email === undefined) {
      await trx
        .updateTable('newsletter_campaign_recipients')
        .set({ status: 'skipped', settled_at: now })
        .where('campaign_id', '=', row.campaign_id)
        .where('subscriber_id', '=', row.subscriber_id)
        .execute();
      continue;
    }
    const content = contents.get(row.campaign_id)!;
    recipients.push({
      campaignId: row.campaign_id,
      subscriberId: row.subscriber_id,
      email,
      content,
    });
  }
  const rows = emails(recipients).map((row, i) => ({
    ...(row as Parameters<typeof insertOutboxRows>[1][number]),
    about: aboutRecipient(recipients[i]!.campaignId, recipients[i]!.subscriberId),
  }));
  const inserted = await insertOutboxRows(trx, rows);
  const outboxIds = new Map(inserted.map((row) => [row.about, row.id]));
  for (const recipient of recipients) {
    await trx
      .updateTable('newsletter_campaign_recipients')
      .set({
        status: 'queued',
        queued_at: now,
        outbox_id: outboxIds.get(aboutRecipient(recipient.campaignId, recipient.subscriberId))!,
      })
      .where('campaign_id', '=', recipient.campaignId)
      .where('subscriber_id', '=', recipient.subscriberId)
      .execute();
  }
  return recipients.length;
}
