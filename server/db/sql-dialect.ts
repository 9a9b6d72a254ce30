// What the store needs to know of the database behind it, written once for both: the Kysely
// instance over the tables of tables.ts, and the few things that truly differ between SQLite and
// PostgreSQL, named for what they do (SqlDialect): column types for the migrations, identity
// columns, row locks, the advisory lock that serialises a critical section across instances,
// where the schema version is recorded, how a unique violation is recognised, and full-text search
// (full-text.ts). Each database's
// half is in sqlite.ts and postgres.ts, the only modules that import a driver; dialect.ts is the
// entry the rest of the server imports.

import type { ColumnDefinitionBuilder, Kysely, RawBuilder, Transaction } from 'kysely';
import type { FullText } from './full-text';
import type { Tables } from './tables';

export type Db = Kysely<Tables>;
/** A connection to run statements on: the store itself, or a transaction in progress. */
export type Executor = Kysely<Tables> | Transaction<Tables>;

/** Column types, as each database spells them (migrations use these). */
interface ColumnTypes {
  /** An ISO 8601 time: TEXT in SQLite, timestamptz in PostgreSQL (read back as a Date). */
  timestamp: 'text' | 'timestamptz';
  /** INTEGER 0/1 in SQLite, boolean in PostgreSQL. */
  boolean: 'integer' | 'boolean';
  /** REAL in SQLite, double precision in PostgreSQL. */
  real: 'real' | 'double precision';
  /** Bytes: BLOB in SQLite, bytea in PostgreSQL (read back as a Buffer by both drivers). */
  blob: 'blob' | 'bytea';
}

export interface SqlDialect {
  kind: 'sqlite' | 'postgres';
  types: ColumnTypes;
  /**
   * An integer primary key the database numbers (SQLite's rowid, PostgreSQL's identity), as
   * migrations 1 to 17 made them. SQLite may give the id of the newest row, once deleted, to the
   * next: new tables use `serialId`.
   */
  identity(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** An integer primary key the database numbers and never gives twice (SQLite AUTOINCREMENT). */
  serialId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /**
   * Runs a migration whose SQLite half rebuilds tables (a new table, the rows copied, the old one
   * dropped): with SQLite's foreign keys off, as its documented procedure asks, so that dropping
   * a parent table deletes no children; `run`'s transaction checks them before it commits.
   * PostgreSQL alters tables in place: `run` as it is.
   */
  withoutForeignKeys<T>(db: Db, run: () => Promise<T>): Promise<T>;
  /**
   * Replaces the condition under which the audit log takes an UPDATE (anonymisableAudit made
   * the first one); every DELETE stays refused.
   */
  auditUpdateRule(db: Executor, condition: (same: string) => string): Promise<void>;
  /** After rows were inserted with explicit ids: new rows continue after the largest. */
  continueIdentity(db: Executor, table: string): Promise<void>;
  /**
   * Held until the transaction ends, across every instance sharing the database. SQLite needs
   * none: a write transaction (BEGIN IMMEDIATE) already excludes every other writer.
   */
  lockTransaction(trx: Transaction<Tables>, key: number): Promise<void>;
  /** Row locks for SELECT ... FOR UPDATE [SKIP LOCKED] (SQLite: the transaction is the lock). */
  forUpdate: { enabled: boolean; skipLocked: boolean };
  /** Whether `error` is a unique violation (of `constraint`, when given). */
  isUniqueViolation(error: unknown, constraint?: string): boolean;
  /** Whether `error` is a row still referenced by another (ON DELETE RESTRICT). */
  isForeignKeyViolation(error: unknown): boolean;
  /** The schema version recorded in the database (0 when new). */
  readVersion(trx: Transaction<Tables>): Promise<number>;
  writeVersion(trx: Transaction<Tables>, version: number): Promise<void>;
  /** Prepares a migration's transaction: no statement timeout, one migrator at a time. */
  beginMigration(trx: Transaction<Tables>): Promise<void>;
  /** Makes `table` refuse UPDATE and DELETE (the audit log). */
  appendOnly(db: Executor, table: string): Promise<void>;
  /**
   * The audit log's one allowed UPDATE (appendOnly's triggers replaced): an account's deletion
   * naming it `deleted member #<id>` (DELETED_MEMBER) in `actor_email`, `before_json` and
   * `after_json`; every other column unchanged. Any other UPDATE, and every DELETE, is refused.
   */
  anonymisableAudit(db: Executor): Promise<void>;
  /** CREATE [UNLOGGED] TABLE: PostgreSQL need not log what a crash may lose (rate counters). */
  unlogged: boolean;
  /**
   * Tells every instance listening on `channel` (OpenedDatabase.listen) when the transaction
   * commits. SQLite serves one process: nothing to tell.
   */
  notify(trx: Executor, channel: string, payload: string): Promise<void>;
  /** Full-text search: its index and its matches (full-text.ts). */
  fullText: FullText;
  /**
   * The seconds from one timestamp column to another of the same row, as a number (the leads'
   * time to a first reply): SQLite keeps times as ISO text, PostgreSQL as timestamptz.
   */
  secondsBetween(from: string, to: string): RawBuilder<number>;
}

/**
 * What an erased audit row's details become (docs/security.md, "Erasing a person"): the row keeps
 * its time, actor, action and the record's id; what it said of the person goes.
 */
export const ERASED_DETAILS = '{"erased":true}';

/** How the audit log names a deleted account: `deleted member #<id>` (docs/security.md). */
export const DELETED_MEMBER = 'deleted member #';

/**
 * The condition an anonymising UPDATE of the audit log meets (`same`: the database's null-safe
 * equality), written into its trigger (constants only).
 */
export const ANONYMISING_UPDATE = (same: string) =>
  [
    'NEW.id = OLD.id',
    `NEW.at ${same} OLD.at`,
    `NEW.actor_id ${same} OLD.actor_id`,
    'NEW.action = OLD.action',
    'NEW.entity = OLD.entity',
    `NEW.entity_id ${same} OLD.entity_id`,
    `(NEW.actor_email = OLD.actor_email OR NEW.actor_email = '${DELETED_MEMBER}' || OLD.actor_id)`,
    `(NEW.before_json ${same} OLD.before_json OR NEW.before_json LIKE '%${DELETED_MEMBER}%')`,
    `(NEW.after_json ${same} OLD.after_json OR NEW.after_json LIKE '%${DELETED_MEMBER}%')`,
  ].join(' AND ');

/**
 * The audit log's allowed UPDATEs from migration 18 on: the anonymising one above, a record's
 * details erased (ERASED_DETAILS), and a refused request's row counting the ones that follow it
 * (`staff.refused`: its `after_json` only; server/auth/refusals.ts).
 */
export const AUDIT_UPDATES = (same: string) =>
  [
    'NEW.id = OLD.id',
    `NEW.at ${same} OLD.at`,
    `NEW.actor_id ${same} OLD.actor_id`,
    'NEW.action = OLD.action',
    'NEW.entity = OLD.entity',
    `NEW.entity_id ${same} OLD.entity_id`,
    `(NEW.actor_email = OLD.actor_email OR NEW.actor_email = '${DELETED_MEMBER}' || OLD.actor_id)`,
    `(NEW.before_json ${same} OLD.before_json OR NEW.before_json LIKE '%${DELETED_MEMBER}%'` +
      ` OR NEW.before_json = '${ERASED_DETAILS}')`,
    `(NEW.after_json ${same} OLD.after_json OR NEW.after_json LIKE '%${DELETED_MEMBER}%'` +
      ` OR NEW.after_json = '${ERASED_DETAILS}' OR OLD.action = 'staff.refused')`,
  ].join(' AND ');

export interface OpenedDatabase {
  db: Db;
  dialect: SqlDialect;
  /** Closes the file or the connection pool. */
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each payload notified on `channel` by any instance (PostgreSQL's
   * LISTEN, on a connection of its own, reopened when it fails); resolves to the way to stop.
   * Undefined for a database that one process serves (SQLite).
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}
