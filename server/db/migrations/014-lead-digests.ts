// Migration 14 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m014: Migration = {
  // The daily digest of leads to follow up (server/leads/digest.ts) goes once per owner per day,
  // however many instances run it: each sending is a row whose primary key is (owner, day),
  // inserted in the transaction that queues the email, or skipped when it exists. And a lead's
  // history reads the audit log's rows about it: an index by what they are about.
  name: 'lead digests sent, and the audit log by entity',
  async up(db, d) {
    await db.schema
      .createTable('lead_digests')
      .addColumn('owner_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // The owner's day, YYYY-MM-DD (UTC).
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sent_at', d.types.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('lead_digests_pkey', ['owner_id', 'day'])
      .execute();
    await db.schema
      .createIndex('audit_log_entity')
      .on('audit_log')
      .columns(['entity', 'entity_id', 'id'])
      .execute();
  },
};
