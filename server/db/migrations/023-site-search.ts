// Migration 23 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m023: Migration = {
  // The site search's index (docs/product.md, "Site search"): one row per thing a visitor can
  // find (a page, a FAQ answer, a case study, a product, a posting), with its address, title and
  // text as published, under a full-text index (full-text.ts); and per source of rows the digest
  // of what was last written, so that a source is written again only when it changed. Filled by
  // the server as it starts (content/search/indexer.ts).
  name: 'site search: the index of what is published',
  async up(db, d) {
    await db.schema
      .createTable('search_entries')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      // Which source made the row (content/search/sources.ts): 'pages', 'faq', 'products'...
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      // Found until then (a posting's closing time); null: while it is published.
      .addColumn('until', d.types.timestamp)
      .execute();
    await db.schema
      .createIndex('search_entries_source')
      .on('search_entries')
      .column('source')
      .execute();
    await db.schema
      .createTable('search_sources')
      .addColumn('source', 'text', (c) => c.primaryKey())
      .addColumn('digest', 'text', (c) => c.notNull())
      .addColumn('indexed_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    for (const statement of d.fullText.create('search_entries')) await statement.execute(db);
  },
};
