// Migration 15 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { APPLICATION_STAGES, CV_TYPES } from '../../../contract/values/applications';
import { CHECK_IN, type Migration } from './migration';

export const m015: Migration = {
  // Job applications (docs/product.md §10.17): one row per application to a posting, its CV's
  // bytes in a table of their own (never the media library, never a file), staff's notes. A
  // posting records when staff closed it (`closed_at`): the retention period runs from the
  // earlier of that and its closing time. Postings closed before this count from their last
  // change.
  name: 'job applications, their CVs and notes; when a posting was closed',
  async up(db, d) {
    await db.schema.alterTable('posts').addColumn('closed_at', d.types.timestamp).execute();
    await db
      .updateTable('posts')
      .set({ closed_at: sql<string>`updated_at` })
      .where('closed', '=', true)
      .execute();
    await db.schema
      .createTable('applications')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('post_id', 'integer', (c) =>
        c.notNull().references('posts.id').onDelete('cascade'),
      )
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('portfolio_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('github_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('linkedin_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_letter', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) =>
        c.notNull().defaultTo('new').check(CHECK_IN('stage', APPLICATION_STAGES)),
      )
      .addColumn('rating', 'integer', (c) => c.check(sql`rating >= 1 AND rating <= 5`))
      .addColumn('cv_name', 'text', (c) => c.notNull())
      .addColumn('cv_type', 'text', (c) => c.notNull().check(CHECK_IN('cv_type', CV_TYPES)))
      .addColumn('cv_bytes', 'integer', (c) => c.notNull())
      // The days after the posting closes that the candidate agreed to, and when.
      .addColumn('retention_days', 'integer', (c) => c.notNull())
      .addColumn('consented_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('stage_changed_at', d.types.timestamp)
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('applications_post')
      .on('applications')
      .columns(['post_id', 'id'])
      .execute();
    await db.schema
      .createIndex('applications_email')
      .on('applications')
      .column('email_normalized')
      .execute();
    await db.schema
      .createTable('application_files')
      .addColumn('application_id', 'integer', (c) =>
        c.primaryKey().references('applications.id').onDelete('cascade'),
      )
      .addColumn('data', d.types.blob, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('application_notes')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('application_id', 'integer', (c) =>
        c.notNull().references('applications.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) > 0`))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('application_notes_application')
      .on('application_notes')
      .columns(['application_id', 'id'])
      .execute();
  },
};
