// Migration 29 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import {
  CAMPAIGN_SOURCES,
  CAMPAIGN_STATUSES,
  RECIPIENT_STATUSES,
} from '../../../contract/values/campaigns';
import { CHECK_IN, type Migration } from './migration';

export const m029: Migration = {
  // The newsletter's campaigns (server/newsletter/campaigns/, docs/product.md "Campaigns"). A
  // campaign sends an article (its id) or a note (rich text, JSON) to every confirmed subscriber
  // or to a topic's. When sending starts, one row per recipient is inserted in one statement
  // (primary key: the campaign and the subscription), and the email is frozen in `content` (the
  // rendered subject, HTML and text, the unsubscribe link's token left as a placeholder). Each
  // recipient's row is claimed once, at the sending rate, in the transaction that queues its
  // email in the outbox (`outbox_id`); the outbox's worker settles it. A recipient names the
  // subscription by id only (no foreign key: an ended subscription's row is deleted, and its
  // campaigns' counts stay). `newsletter_send_pace` is the sending rate's budget, shared by every
  // instance: the time from which the next email may be queued.
  name: 'newsletter: campaigns, their recipients, the sending pace',
  async up(db, d) {
    await db.schema
      .createTable('newsletter_campaigns')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) =>
        c.notNull().check(CHECK_IN('source_kind', CAMPAIGN_SOURCES)),
      )
      .addColumn('article_id', 'integer')
      // The note's rich text (JSON), for a note.
      .addColumn('note_body', 'text')
      // A topic's slug; null: every subscriber.
      .addColumn('audience_topic', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(CHECK_IN('status', CAMPAIGN_STATUSES)))
      .addColumn('scheduled_at', d.types.timestamp)
      .addColumn('started_at', d.types.timestamp)
      .addColumn('finished_at', d.types.timestamp)
      // The email as sent (JSON: subject, html, text), frozen when sending starts.
      .addColumn('content', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .addCheckConstraint(
        'newsletter_campaigns_source',
        sql`(source_kind = 'article' AND article_id IS NOT NULL AND note_body IS NULL) OR (source_kind = 'note' AND note_body IS NOT NULL AND article_id IS NULL)`,
      )
      .execute();
    // The scheduler's due campaigns and the sender's campaigns in progress.
    await db.schema
      .createIndex('newsletter_campaigns_status')
      .on('newsletter_campaigns')
      .columns(['status', 'scheduled_at'])
      .execute();
    await db.schema
      .createTable('newsletter_campaign_recipients')
      .addColumn('campaign_id', 'integer', (c) =>
        c.notNull().references('newsletter_campaigns.id').onDelete('cascade'),
      )
      .addColumn('subscriber_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(CHECK_IN('status', RECIPIENT_STATUSES)))
      .addColumn('outbox_id', 'integer')
      .addColumn('queued_at', d.types.timestamp)
      .addColumn('settled_at', d.types.timestamp)
      // Set when the subscription ends by its owner's choice after this email was queued to it.
      .addColumn('unsubscribed_at', d.types.timestamp)
      // The outbox's last error, without the address.
      .addColumn('error', 'text')
      .addPrimaryKeyConstraint('newsletter_campaign_recipients_pk', [
        'campaign_id',
        'subscriber_id',
      ])
      .execute();
    // The next recipients to claim, a campaign's counts by state.
    await db.schema
      .createIndex('newsletter_campaign_recipients_status')
      .on('newsletter_campaign_recipients')
      .columns(['status', 'campaign_id', 'subscriber_id'])
      .execute();
    // A subscription's emails, marked when it is unsubscribed.
    await db.schema
      .createIndex('newsletter_campaign_recipients_subscriber')
      .on('newsletter_campaign_recipients')
      .column('subscriber_id')
      .execute();
    // The recipient an outbox row was queued for, when the outbox settles it.
    await db.schema
      .createIndex('newsletter_campaign_recipients_outbox')
      .on('newsletter_campaign_recipients')
      .column('outbox_id')
      .execute();
    await db.schema
      .createTable('newsletter_send_pace')
      // Numbered as every table is (ids never given twice); its one row is the first, id 1.
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('next_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db
      .insertInto('newsletter_send_pace' as never)
      .values({ next_at: new Date(0).toISOString() } as never)
      .execute();
  },
};
