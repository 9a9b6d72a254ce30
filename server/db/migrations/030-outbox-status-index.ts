// Migration 30 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m030: Migration = {
  // The outbox is read by status in id order: the worker claims the oldest due pending emails
  // (mail/store.ts claimDue), a list of one status is oldest first. email_outbox_due (status,
  // next_attempt_at) found the rows but not their order: SQLite took it over any other and sorted
  // every due pending email to take the first 20; PostgreSQL walked the primary key past every
  // sent email. (status, id) replaces it: the claim reads the pending emails in order and stops at
  // its limit, skipping the few not due yet (docs/performance.md, "Newsletter").
  name: 'outbox index by status and id',
  async up(db) {
    await db.schema
      .createIndex('email_outbox_status_id')
      .on('email_outbox')
      .columns(['status', 'id'])
      .execute();
    await db.schema.dropIndex('email_outbox_due').ifExists().execute();
  },
};
