// Migration 27 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { SUBSCRIBER_STATUSES, SUPPRESSION_REASONS } from '../../../contract/values/newsletter';
import { CHECK_IN, type Migration } from './migration';

export const m027: Migration = {
  // The newsletter's subscribers (server/newsletter/, docs/product.md "The newsletter"). One row
  // per address (lower-cased, unique): pending until its owner follows the confirmation link
  // (single use, 7 days: only the token's SHA-256 hash is kept, and cleared once used), then
  // confirmed. The consent kept: when, from which form, the exact words shown. A member's
  // subscription names the account (ON DELETE CASCADE). Its topics are article tags' slugs, or
  // all of them. An address that unsubscribed or bounced keeps no row: only the HMAC of the
  // address with the server's secret, so that nothing is sent to it again (not even after an
  // import) and the address itself is not kept.
  name: 'newsletter: subscribers, their topics, suppressed addresses',
  async up(db, d) {
    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(CHECK_IN('status', SUBSCRIBER_STATUSES)),
      )
      .addColumn('all_topics', d.types.boolean, (c) => c.notNull().defaultTo(true))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      // Which form (footer, case-study, article, profile, api, import) and the words it showed;
      // for an import whose people were not asked again, the consent source the importer stated.
      .addColumn('consent_source', 'text', (c) => c.notNull())
      .addColumn('consent_wording', 'text', (c) => c.notNull())
      .addColumn('consent_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('confirmed_at', d.types.timestamp)
      // The last confirmation email queued: at most one an hour per address.
      .addColumn('confirmation_sent_at', d.types.timestamp)
      // The pending confirmation link's token (its SHA-256 hash) and when it stops working.
      .addColumn('token_hash', 'text', (c) => c.unique())
      .addColumn('token_expires_at', d.types.timestamp)
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addCheckConstraint(
        'newsletter_subscribers_confirmed',
        sql`(status = 'confirmed') = (confirmed_at IS NOT NULL)`,
      )
      .execute();
    // The sendable recipients, page by page (status, id), and a member's subscription.
    await db.schema
      .createIndex('newsletter_subscribers_status')
      .on('newsletter_subscribers')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createIndex('newsletter_subscribers_user')
      .on('newsletter_subscribers')
      .column('user_id')
      .execute();
    await db.schema
      .createTable('newsletter_subscriber_topics')
      .addColumn('subscriber_id', 'integer', (c) =>
        c.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
      )
      .addColumn('topic', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('newsletter_subscriber_topics_pk', ['subscriber_id', 'topic'])
      .execute();
    await db.schema
      .createIndex('newsletter_subscriber_topics_topic')
      .on('newsletter_subscriber_topics')
      .columns(['topic', 'subscriber_id'])
      .execute();
    await db.schema
      .createTable('newsletter_suppressions')
      .addColumn('address_hash', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) =>
        c.notNull().check(CHECK_IN('reason', SUPPRESSION_REASONS)),
      )
      .addColumn('at', d.types.timestamp, (c) => c.notNull())
      .execute();
  },
};
