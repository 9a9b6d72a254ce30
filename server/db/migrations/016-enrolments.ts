// Migration 16 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { ENROLMENT_STATUSES } from '../../../contract/api/members';
import { CHECK_IN, type Migration } from './migration';

export const m016: Migration = {
  // Courses, certificates and members' data (docs/product.md §10.18). A member's enrolment in a
  // course of the `courses` document, named by the slug of its page's path (`webdevelopment`),
  // enrolled or completed; a completed one has its date and the certificate's unguessable code.
  // The internships staff record as completed, from an internship posting (its title kept, so
  // the record outlives the posting). Both go with the account (ON DELETE CASCADE). The profile's
  // figures are counted from these: the users table's three counters are no longer read (they
  // stay, unused). And the audit log accepts one kind of UPDATE: the anonymising one an account's
  // deletion makes (sql-dialect.ts, `anonymisableAudit`); DELETE is still refused.
  name: 'enrolments, completed internships, and the audit log anonymised on account deletion',
  async up(db, d) {
    await db.schema
      .createTable('enrolments')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('course_key', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('enrolled').check(CHECK_IN('status', ENROLMENT_STATUSES)),
      )
      .addColumn('enrolled_at', d.types.timestamp, (c) => c.notNull())
      // A calendar date, YYYY-MM-DD; set with the certificate's code when staff mark it completed.
      .addColumn('completed_on', 'text')
      .addColumn('certificate_code', 'text', (c) => c.unique())
      .addCheckConstraint(
        'enrolments_completed',
        sql`(status = 'completed') = (completed_on IS NOT NULL AND certificate_code IS NOT NULL)`,
      )
      .execute();
    // One enrolment per member and course.
    await db.schema
      .createIndex('enrolments_user_course')
      .on('enrolments')
      .columns(['user_id', 'course_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('enrolments_status')
      .on('enrolments')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createTable('completed_internships')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('completed_on', 'text', (c) => c.notNull())
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('completed_internships_user')
      .on('completed_internships')
      .column('user_id')
      .execute();
    // A deleted account keeps an empty row (no address, name or password; `deleted_at` set), so
    // that its id is never given to another account (SQLite would reuse the largest) and the
    // audit log's lines about it name no one else.
    await db.schema.alterTable('users').addColumn('deleted_at', d.types.timestamp).execute();
    await d.anonymisableAudit(db);
  },
};
