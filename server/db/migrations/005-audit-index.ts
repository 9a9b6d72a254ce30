// Migration 5 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m005: Migration = {
  // The audit log is read newest first: PostgreSQL databases made before the list was written
  // once had this index and SQLite files did not.
  name: 'audit log index by time',
  async up(db) {
    await db.schema
      .createIndex('audit_log_at')
      .ifNotExists()
      .on('audit_log')
      .column('at')
      .execute();
  },
};
