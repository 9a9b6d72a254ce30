// Migration 11 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { SEARCH_COLUMNS, type SearchedTable } from '../full-text';
import type { Migration } from './migration';

export const m011: Migration = {
  // Searches that stay fast with 100,000 rows: a full-text index over the inbox, the accounts and
  // the collections (full-text.ts: FTS5 on SQLite, a GIN index on PostgreSQL), filled from the
  // rows already there. And postings' closing times in UTC on SQLite (the store writes them so
  // from now on), so that "open at" compares them as text.
  name: 'full-text indexes; closing times in UTC',
  async up(db, dialect) {
    for (const table of Object.keys(SEARCH_COLUMNS) as SearchedTable[]) {
      for (const statement of dialect.fullText.create(table)) await statement.execute(db);
    }
    if (dialect.kind === 'sqlite') {
      await sql`UPDATE posts SET valid_through = strftime('%Y-%m-%dT%H:%M:%fZ', valid_through)
                WHERE valid_through IS NOT NULL`.execute(db);
    }
  },
};
