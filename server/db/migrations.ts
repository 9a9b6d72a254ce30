// The schema: one ordered list of migrations, written once with Kysely's schema builder and run on
// either database (the column types that differ come from sql-dialect.ts). Start-up applies the
// missing ones, each in a transaction of its own that also records the new version: SQLite's
// `PRAGMA user_version`, PostgreSQL's `schema_migrations` table (the records that databases made
// before this list was written once already carry, so they upgrade in place). On PostgreSQL each
// migration first takes an advisory lock, so that instances starting at the same moment apply it
// exactly once; on SQLite the transaction's write lock does the same. Append, never edit, a
// migration: version N means the same tables, columns and indexes on both databases
// (__tests__/server/db-drift.test.ts compares them).

import { sql } from 'kysely';
import type { Executor, SqlDialect } from './dialect';
import { seedContent } from './seed';
import type { Db } from './dialect';

export interface Migration {
  /** What it adds, for the reader. */
  name: string;
  up(db: Executor, dialect: SqlDialect): Promise<void>;
}

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
  constructor(current: number, known: number) {
    super(
      `The database schema (version ${current}) is newer than this server knows (${known}). ` +
        'Upgrade the server.',
    );
  }
}

const CHECK_IN = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);

export const MIGRATIONS: readonly Migration[] = [
  {
    name: 'users and contact messages',
    async up(db, d) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_normalized', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('completed_courses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enrolled_courses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed_internships', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_email_normalized_unique')
        .unique()
        .on('users')
        .column('email_normalized')
        .execute();
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contact_messages_created_at')
        .on('contact_messages')
        .column('created_at')
        .execute();
    },
  },
  {
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
  },
  {
    // Email. The outbox (server/mail/outbox-worker.ts): one row per email, written in the same
    // transaction as what caused it; the body is sealed (server/mail/seal.ts) and erased once
    // sent. Password reset tokens, kept only as SHA-256 hashes. users.token_version: a login
    // token carries the version it was issued under; a reset or a password change bumps it.
    name: 'email outbox, password resets, token versions',
    async up(db, d) {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('email_outbox')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(CHECK_IN('status', ['pending', 'sent', 'failed'])),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('locked_until', d.types.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('sent_at', d.types.timestamp)
        .execute();
      await db.schema
        .createIndex('email_outbox_due')
        .on('email_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('expires_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('used_at', d.types.timestamp)
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .column('user_id')
        .execute();
    },
  },
  {
    // The staff back office: account roles, the inbox's status, the content staff edit (seeded
    // with the demo content, seed.ts) and the append-only audit log.
    name: 'back office: roles, inbox status, content, audit log',
    async up(db, d) {
      await db.schema
        .alterTable('users')
        .addColumn('role', 'text', (c) =>
          c
            .notNull()
            .defaultTo('member')
            .check(CHECK_IN('role', ['member', 'staff'])),
        )
        .execute();
      await db.schema.createIndex('users_role').on('users').column('role').execute();
      await db.schema
        .alterTable('contact_messages')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('unread')
            .check(CHECK_IN('status', ['unread', 'handled'])),
        )
        .execute();
      await db.schema
        .createIndex('contact_messages_status')
        .on('contact_messages')
        .column('status')
        .execute();

      const stamps = (table: ReturnType<typeof db.schema.createTable>) =>
        table
          .addColumn('published', d.types.boolean, (c) => c.notNull().defaultTo(false))
          .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
          .addColumn('updated_at', d.types.timestamp, (c) => c.notNull());
      await db.schema
        .createTable('posts')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('type', 'text', (c) =>
          c.notNull().check(CHECK_IN('type', ['job', 'internship'])),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .$call(stamps)
        .execute();
      await db.schema
        .createTable('testimonials')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('designation', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('photo', 'text')
        .$call(stamps)
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('rating_rate', d.types.real, (c) => c.notNull().defaultTo(0))
        .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(stamps)
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', (c) => d.identity(c))
        .addColumn('at', d.types.timestamp, (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await d.appendOnly(db, 'audit_log');

      await seedContent(db, d);
    },
  },
  {
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
  },
  {
    // The content documents staff edit as a whole (contract/documents.ts): what is published, the
    // draft, a scheduled publish, and every published version. Their seeds are published as
    // version 1 when the store opens (documents.ts, seedDocuments), so a document declared later
    // reaches existing installations without a migration of its own.
    name: 'content documents and their versions',
    async up(db, d) {
      await db.schema
        .createTable('site_documents')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('published_json', 'text', (c) => c.notNull())
        .addColumn('published_version', 'integer', (c) => c.notNull())
        .addColumn('published_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('published_by', 'text', (c) => c.notNull())
        .addColumn('draft_json', 'text')
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('changed_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('changed_by', 'text', (c) => c.notNull())
        .addColumn('publish_at', d.types.timestamp)
        .addColumn('publish_note', 'text')
        .execute();
      await db.schema
        .createIndex('site_documents_publish_at')
        .on('site_documents')
        .column('publish_at')
        .execute();
      await db.schema
        .createTable('site_document_versions')
        .addColumn('key', 'text', (c) => c.notNull().references('site_documents.key'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('data_json', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('site_document_versions_pk', ['key', 'version'])
        .execute();
    },
  },
];

/** Brings the schema up to date, one migration a transaction; returns the resulting version. */
export async function migrate(
  db: Db,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  for (;;) {
    const finished = await db.transaction().execute(async (trx) => {
      await dialect.beginMigration(trx);
      const current = await dialect.readVersion(trx);
      if (current > migrations.length) throw new NewerSchemaError(current, migrations.length);
      if (current === migrations.length) return true;
      await (migrations[current] as Migration).up(trx, dialect);
      await dialect.writeVersion(trx, current + 1);
      return false;
    });
    if (finished) return migrations.length;
  }
}
