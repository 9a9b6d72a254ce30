// Migration 18 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import type { Executor, SqlDialect } from '../dialect';
import { AUDIT_UPDATES } from '../sql-dialect';
import type { Migration } from './migration';

/**
 * The audit log's names of the records each table numbers: a rebuilt table's next id comes after
 * the largest its rows or its history ever held, so that a new record never takes the id (and
 * the history) of a deleted one.
 */
const AUDITED_AS: Record<string, readonly string[]> = {
  users: ['user'],
  contact_messages: ['lead', 'message'],
  applications: ['application'],
  email_outbox: ['email'],
  media: ['media'],
  enrolments: ['enrolment'],
  completed_internships: ['internship'],
  posts: ['post'],
  testimonials: ['testimonial'],
  products: ['product'],
};

/** The full-text indexes (migration 11's): a deleted row's words leave the index at once. */
const SEARCHED = ['contact_messages', 'users', 'products', 'posts', 'testimonials'] as const;

/**
 * SQLite's documented way to change a table's definition (a new table, the rows copied, the old
 * one dropped, the new one renamed, its indexes and triggers made again), for every table whose
 * id is a plain rowid: its id becomes AUTOINCREMENT, which never gives a deleted row's id again.
 * An application's posting can no longer be deleted under it (ON DELETE RESTRICT). Foreign keys
 * are off meanwhile (Migration.rebuildsTables) and checked before the transaction commits.
 */
async function rebuildSqliteTables(db: Executor): Promise<void> {
  const violations = async () => (await sql`PRAGMA foreign_key_check`.execute(db)).rows.length;
  // A file that already breaks a foreign key somewhere (rows written with them off) still
  // upgrades; the rebuild must break none more.
  const before = await violations();
  const { rows: tables } = await sql<{ name: string; sql: string }>`
    SELECT name, sql FROM sqlite_master
    WHERE type = 'table' AND sql LIKE '%"id" integer primary key,%'
    ORDER BY name`.execute(db);
  for (const table of tables) {
    const { rows: dependents } = await sql<{ sql: string }>`
      SELECT sql FROM sqlite_master
      WHERE tbl_name = ${table.name} AND type IN ('index', 'trigger') AND sql IS NOT NULL
      ORDER BY type, name`.execute(db);
    const rebuilt = `${table.name}__rebuilt`;
    let definition = table.sql
      .replace(`"${table.name}"`, `"${rebuilt}"`)
      .replace('"id" integer primary key,', '"id" integer primary key autoincrement,');
    if (table.name === 'applications') {
      definition = definition.replace(
        'references "posts" ("id") on delete cascade',
        'references "posts" ("id") on delete restrict',
      );
    }
    await sql.raw(definition).execute(db);
    await sql.raw(`INSERT INTO "${rebuilt}" SELECT * FROM "${table.name}"`).execute(db);
    await sql.raw(`DROP TABLE "${table.name}"`).execute(db);
    await sql.raw(`ALTER TABLE "${rebuilt}" RENAME TO "${table.name}"`).execute(db);
    for (const { sql: statement } of dependents) await sql.raw(statement).execute(db);
    const names = AUDITED_AS[table.name] ?? [];
    const { rows } = await sql<{ top: number | null }>`
      SELECT max(top) AS top FROM (
        SELECT max(id) AS top FROM ${sql.table(table.name)}
        UNION ALL
        SELECT max(entity_id) AS top FROM audit_log
        WHERE entity IN (${sql.join(names.length > 0 ? [...names] : [''])})
      )`.execute(db);
    const top = Number(rows[0]?.top ?? 0);
    await sql`DELETE FROM sqlite_sequence WHERE name = ${table.name}`.execute(db);
    if (top > 0) {
      await sql`INSERT INTO sqlite_sequence (name, seq) VALUES (${table.name}, CAST(${top} AS INTEGER))`.execute(
        db,
      );
    }
  }
  const after = await violations();
  if (after > before) throw new Error(`the rebuild broke ${after - before} foreign keys`);
  for (const table of SEARCHED) {
    await sql
      .raw(`INSERT INTO ${table}_fts (${table}_fts, rank) VALUES ('secure-delete', 1)`)
      .execute(db);
  }
}

/**
 * When each application's retention starts: the first moment its posting was seen closed (by
 * the retention job from now on), never a date an editor can set. A posting closed before this
 * migration counts from when it closed, as before.
 */
async function startRetentionClocks(db: Executor, d: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('retention_from', d.types.timestamp)
    .execute();
  const now = new Date();
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'closed', 'closed_at', 'valid_through'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications')
          .select('id')
          .whereRef('applications.post_id', '=', 'posts.id'),
      ),
    )
    .execute();
  for (const post of posts) {
    const times = [
      post.closed && post.closed_at !== null ? new Date(post.closed_at) : undefined,
      post.valid_through !== null ? new Date(post.valid_through) : undefined,
    ].filter((time): time is Date => time !== undefined && time.getTime() <= now.getTime());
    const closed = times.sort((a, b) => a.getTime() - b.getTime())[0];
    if (closed === undefined) continue;
    await db
      .updateTable('applications')
      .set({ retention_from: closed.toISOString() })
      .where('post_id', '=', post.id)
      .execute();
  }
}

export const m018: Migration = {
  // Personal data that belongs to its owner (docs/security.md, "Erasing a person"): ids never
  // given twice; a posting that has applications cannot be deleted under them; an application's
  // retention counted from its own date; the audit log's details of an erased record may be
  // erased; a refused request's row may count the ones that follow it.
  name: 'ids never reused; applications keep their postings and their own retention clock',
  rebuildsTables: true,
  async up(db, d) {
    if (d.kind === 'sqlite') {
      await rebuildSqliteTables(db);
    } else {
      await sql`ALTER TABLE applications
        DROP CONSTRAINT applications_post_id_fkey,
        ADD CONSTRAINT applications_post_id_fkey FOREIGN KEY (post_id)
          REFERENCES posts (id) ON DELETE RESTRICT`.execute(db);
    }
    await startRetentionClocks(db, d);
    // Which record an email is about, so that erasing the record erases its emails.
    await db.schema.alterTable('email_outbox').addColumn('about', 'text').execute();
    await d.auditUpdateRule(db, AUDIT_UPDATES);
    // Refused requests are looked up by account and time (server/auth/refusals.ts).
    await db.schema
      .createIndex('audit_log_action_actor')
      .on('audit_log')
      .columns(['action', 'actor_email', 'at'])
      .execute();
  },
};
