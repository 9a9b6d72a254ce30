// Migration 2 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import type { Migration } from './migration';

export const m002: Migration = {
  // Fixed-window counters shared by every instance (server/limits/postgres-counter-store.ts).
  // The SQLite default keeps its counters in the process's memory; the table is there too, so
  // that a version means the same tables on both.
  name: 'rate counters',
  async up(db, d) {
    await db.schema
      .createTable('rate_counters')
      .$call((table) => (d.unlogged ? table.modifyFront(sql`unlogged`) : table))
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('reset_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_counters_reset_at')
      .on('rate_counters')
      .column('reset_at')
      .execute();
  },
};
