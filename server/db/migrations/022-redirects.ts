// Migration 22 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { CHECK_IN, type Migration } from './migration';

export const m022: Migration = {
  // The redirects staff manage and the site's own address changes add (content/redirects.ts):
  // an old address (as typed, and its key: the path in lower case, without a trailing slash,
  // unique), 301 to a target or 410 gone. It holds no personal data but who changed it last.
  name: 'redirects',
  async up(db, d) {
    await db.schema
      .createTable('redirects')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('from_path', 'text', (c) => c.notNull())
      .addColumn('from_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull().check(CHECK_IN('kind', ['permanent', 'gone'])))
      .addColumn('to_target', 'text')
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .addCheckConstraint(
        'redirects_target',
        sql`(kind = 'gone' AND to_target IS NULL) OR (kind = 'permanent' AND to_target IS NOT NULL)`,
      )
      .execute();
  },
};
