// Migration 24 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m024: Migration = {
  // The site search's titles indexed on their own (db/full-text.ts, createTitleIndex): a word on
  // most pages is ranked among the pages whose title has it and a bounded set of the others
  // (content/store/search.ts), which needs the title matches without reading every match. On
  // PostgreSQL a stored tsvector of the title under a GIN index; SQLite's FTS5 table already
  // searches one column when asked.
  name: 'site search: an index of the titles alone',
  async up(db, d) {
    for (const statement of d.fullText.createTitleIndex('search_entries')) {
      await statement.execute(db);
    }
  },
};
