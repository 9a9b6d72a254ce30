// Migration 19 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m019: Migration = {
  // The hiring inbox's daily digest of job applications (HIRING_NOTIFY=daily,
  // server/hiring/digest.ts) goes once per day however many instances run it: each sending is a
  // row keyed by the day it lists, inserted in the transaction that queues the email, or skipped
  // when it exists. It holds no personal data.
  name: 'application digests sent',
  async up(db, d) {
    await db.schema
      .createTable('application_digests')
      // The day whose applications the digest lists, YYYY-MM-DD (UTC).
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('sent_at', d.types.timestamp, (c) => c.notNull())
      .execute();
  },
};
