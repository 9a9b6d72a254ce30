// Migration 12 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { CHECK_IN, type Migration } from './migration';

export const m012: Migration = {
  // The media library in the database, so that every instance serves every upload: one row per
  // image (its generated key, what staff say of it: alt text and focal point) and one per
  // variant the image pipeline made of it (a width in one format, its bytes). A file uploaded
  // before this is imported from UPLOADS_DIR at start-up (server/media/import.ts).
  name: 'media library: images and their variants',
  async up(db, d) {
    await db.schema
      .createTable('media')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('original_type', 'text', (c) =>
        c.notNull().check(CHECK_IN('original_type', ['png', 'jpeg', 'webp'])),
      )
      .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
      .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('focal_x', d.types.real, (c) =>
        c
          .notNull()
          .defaultTo(0.5)
          .check(sql`focal_x >= 0 AND focal_x <= 1`),
      )
      .addColumn('focal_y', d.types.real, (c) =>
        c
          .notNull()
          .defaultTo(0.5)
          .check(sql`focal_y >= 0 AND focal_y <= 1`),
      )
      .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes >= 0`))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_created_at').on('media').column('created_at').execute();
    await db.schema
      .createTable('media_variants')
      .addColumn('media_id', 'integer', (c) =>
        c.notNull().references('media.id').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('format', 'text', (c) =>
        c.notNull().check(CHECK_IN('format', ['avif', 'webp', 'jpeg', 'png'])),
      )
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('data', d.types.blob, (c) => c.notNull())
      .addPrimaryKeyConstraint('media_variants_pkey', ['media_id', 'width', 'format'])
      .execute();
  },
};
