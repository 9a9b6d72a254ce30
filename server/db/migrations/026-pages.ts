// Migration 26 (migrations.ts keeps the list in order; never edit one that has shipped).

import { CHECK_IN, type Migration } from './migration';

export const m026: Migration = {
  // Pages staff build from blocks (content/pages/): each page's words, draft, schedule and
  // versions are a content document's (site_documents, key 'page-<id>'); this table holds only
  // what is looked up or must be unique: the address visitors see it at (set by its publish,
  // unique: null before the first), whether they see it, and its place in the navigation.
  // No personal data.
  name: 'pages built from blocks',
  async up(db, d) {
    await db.schema
      .createTable('pages')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('path', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(CHECK_IN('status', ['draft', 'published', 'unpublished'])),
      )
      .addColumn('nav_place', 'text', (c) =>
        c
          .notNull()
          .defaultTo('none')
          .check(CHECK_IN('nav_place', ['none', 'header', 'footer'])),
      )
      .addColumn('nav_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .execute();
  },
};
