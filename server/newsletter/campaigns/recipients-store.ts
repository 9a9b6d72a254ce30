// Sending a campaign's rows, for both databases: its recipients inserted in one INSERT ... SELECT
// when it starts; each round of the sender (`claim`) takes the shared pace's row (its lock:
// PostgreSQL's FOR UPDATE; SQLite's one writer), claims as many pending recipients as the pace
// allows (FOR UPDATE SKIP LOCKED on PostgreSQL) and queues their emails in the outbox in the same
// transaction: a recipient is claimed once, whatever instance or crash. store.ts joins this to
// the campaigns' repository.

import { sql } from 'kysely';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { changed, iso } from '../../db/rows';
import { insertOutboxRows } from '../../mail/outbox';
import { ofAudience } from '../subscribers/audience';
import type { CampaignsRepository, ClaimedRecipient, FrozenEmail } from './types';

/** What an outbox row queued for a recipient is about: read back to find the recipient. */
const aboutRecipient = (campaignId: number, subscriberId: number) =>
  `newsletter:${campaignId}:${subscriberId}`;

export function sendingRepository(
  db: Db,
  dialect: SqlDialect,
): Pick<CampaignsRepository, 'claim' | 'bounced'> {
  return {
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

    async bounced(outboxId, error, now) {
      const done = await db
        .updateTable('newsletter_campaign_recipients')
        .set({ status: 'bounced', settled_at: now, error })
        .where('outbox_id', '=', outboxId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return changed(done) > 0;
    },
  };
}

/**
 * One row per subscription of the campaign's audience (the subscribers' one rule, ofAudience),
 * in one statement.
 */
export async function insertRecipients(trx: Executor, id: number): Promise<void> {
  const campaign = await trx
    .selectFrom('newsletter_campaigns')
    .select('audience_topic')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('newsletter_campaign_recipients')
    .columns(['campaign_id', 'subscriber_id', 'status'])
    .expression(
      ofAudience(trx, campaign.audience_topic ?? undefined).select([
        sql.lit(id).as('campaign_id'),
        's.id',
        sql.lit('pending').as('status'),
      ]),
    )
    .execute();
}

/**
 * Queues the emails of `claimed` recipients who are still in their campaign's audience (the one
 * rule, ofAudience: confirmed, and subscribed to its topic), and skips the others (they
 * unsubscribed, bounced or dropped the topic since sending started); how many were queued.
 */
async function queue(
  trx: Executor,
  claimed: { campaign_id: number; subscriber_id: number }[],
  now: string,
  emails: (recipients: ClaimedRecipient[]) => { about?: string }[],
): Promise<number> {
  if (claimed.length === 0) return 0;
  const campaigns = await trx
    .selectFrom('newsletter_campaigns')
    .select(['id', 'content', 'audience_topic'])
    .where('id', 'in', [...new Set(claimed.map((r) => r.campaign_id))])
    .execute();
  const contents = new Map(
    campaigns.map((row) => [row.id, JSON.parse(row.content ?? 'null') as FrozenEmail]),
  );
  /** Each campaign's claimed subscribers still in its audience: their addresses. */
  const audiences = new Map<number, Map<number, string>>();
  for (const campaign of campaigns) {
    const ids = claimed.filter((r) => r.campaign_id === campaign.id).map((r) => r.subscriber_id);
    const rows = await ofAudience(trx, campaign.audience_topic ?? undefined)
      .select(['s.id', 's.email'])
      .where('s.id', 'in', ids)
      .execute();
    audiences.set(campaign.id, new Map(rows.map((row) => [row.id, row.email])));
  }
  const recipients: ClaimedRecipient[] = [];
  for (const row of claimed) {
    const email = audiences.get(row.campaign_id)?.get(row.subscriber_id);
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
