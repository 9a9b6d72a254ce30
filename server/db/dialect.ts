// The one place that knows which database is behind the store, and the only module that imports
// a driver (better-sqlite3, pg). Everything else is written once with Kysely against the tables
// of tables.ts; what truly differs between SQLite and PostgreSQL is here, named for what it does:
// how a database is opened, column types for the migrations, identity columns, row locks, the
// advisory lock that serialises a critical section across instances, where the schema version is
// recorded, and how a unique violation is recognised.

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  type ColumnDefinitionBuilder,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  PostgresDialect,
  type RawBuilder,
  sql,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
  type Transaction,
} from 'kysely';
import { DatabaseError, Pool } from 'pg';
import { DATA_FILE_MODE, restrictFileModes } from '../data-dir';
import { DEFAULT_DATABASE_POOL, type DatabasePoolOptions } from './settings';
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
}

export interface SqlDialect {
  kind: 'sqlite' | 'postgres';
  types: ColumnTypes;
  /** An integer primary key the database numbers (SQLite's rowid, PostgreSQL's identity). */
  identity(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
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
  /** The schema version recorded in the database (0 when new). */
  readVersion(trx: Transaction<Tables>): Promise<number>;
  writeVersion(trx: Transaction<Tables>, version: number): Promise<void>;
  /** Prepares a migration's transaction: no statement timeout, one migrator at a time. */
  beginMigration(trx: Transaction<Tables>): Promise<void>;
  /** Makes `table` refuse UPDATE and DELETE (the audit log). */
  appendOnly(db: Executor, table: string): Promise<void>;
  /** CREATE [UNLOGGED] TABLE: PostgreSQL need not log what a crash may lose (rate counters). */
  unlogged: boolean;
}

/** Escapes LIKE's wildcards, for `... LIKE ? ESCAPE '\'`; matches anywhere, ignoring case. */
const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition "this column contains `text`, ignoring case", with LIKE's wildcards taken
 * literally. The same SQL on both databases (lower() and LIKE ... ESCAPE); PostgreSQL's full-text
 * search, when it comes, belongs here too.
 */
export const containsIgnoringCase = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${containing(text)} ESCAPE '\\'`;

export interface OpenedDatabase {
  db: Db;
  dialect: SqlDialect;
  /** Closes the file or the connection pool. */
  close(): Promise<void>;
}

/** The advisory lock that serialises migrations (the same constant in every instance). */
const MIGRATION_LOCK_KEY = 4_711_202_612;

// ---------------------------------------------------------------------------------------------
// SQLite (better-sqlite3): one file, WAL journal, foreign keys on, synchronous=FULL so that an
// acknowledged sign-up or contact message survives a power cut, not only a crash.

/** better-sqlite3 binds no booleans: they are stored as 1 and 0. */
const bindable = (parameters: readonly unknown[]): unknown[] =>
  parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));

/** Prepared statements are kept (per SQL text), booleans bound as 1/0. */
function sqliteDatabase(db: Database.Database): SqliteDatabase {
  const prepared = new Map<string, Database.Statement>();
  return {
    close: () => db.close(),
    prepare(text) {
      let statement = prepared.get(text);
      if (!statement) {
        statement = db.prepare(text);
        if (prepared.size >= 500) prepared.clear();
        prepared.set(text, statement);
      }
      const s = statement;
      return {
        reader: s.reader,
        all: (parameters) => s.all(bindable(parameters)),
        run: (parameters) => s.run(bindable(parameters)),
        iterate: (parameters) => s.iterate(bindable(parameters)),
      };
    },
  };
}

/** Write transactions take the write lock when they begin, so two writers never deadlock. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite's DDL is transactional: a failed migration leaves nothing behind. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const SQLITE_DIALECT: SqlDialect = {
  kind: 'sqlite',
  types: { timestamp: 'text', boolean: 'integer', real: 'real' },
  identity: (column) => column.primaryKey(),
  continueIdentity: async () => undefined,
  lockTransaction: async () => undefined,
  forUpdate: { enabled: false, skipLocked: false },
  isUniqueViolation: (error) =>
    (error as { code?: string } | undefined)?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (error as { code?: string } | undefined)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY',
  async readVersion(trx) {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(trx);
    return Number(rows[0]?.user_version ?? 0);
  },
  async writeVersion(trx, version) {
    await sql.raw(`PRAGMA user_version = ${Math.trunc(version)}`).execute(trx);
  },
  beginMigration: async () => undefined,
  async appendOnly(db, table) {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table}
           BEGIN SELECT RAISE(ABORT, 'the ${table.replace('_', ' ')} is append-only'); END`,
        )
        .execute(db);
    }
  },
  unlogged: false,
};

/**
 * One connection per file in a process, shared by every store opened on it. Kysely runs one
 * statement or transaction at a time on it; two connections in one process would each block the
 * event loop waiting for the other's write lock (better-sqlite3 waits synchronously).
 */
const sqliteFiles = new Map<string, { db: Db; users: number }>();

function connectSqlite(file: string): Db {
  // Private files (0600): created so before SQLite opens them (its -wal and -shm files copy the
  // database file's mode), and tightened if an older server left them readable.
  fs.closeSync(fs.openSync(file, 'a', DATA_FILE_MODE));
  const raw = new Database(file);
  try {
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.pragma('foreign_keys = ON');
    raw.pragma('busy_timeout = 5000');
    restrictFileModes([file, `${file}-wal`, `${file}-shm`]);
  } catch (error) {
    raw.close();
    throw error;
  }
  const config = { database: sqliteDatabase(raw) };
  const base = new SqliteDialect(config);
  const dialect: Dialect = {
    createAdapter: () => new TransactionalDdlSqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver(config),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
  return new Kysely<Tables>({ dialect });
}

export function openSqlite(file: string): OpenedDatabase {
  const key = path.resolve(file);
  const shared = sqliteFiles.get(key) ?? { db: connectSqlite(key), users: 0 };
  sqliteFiles.set(key, shared);
  shared.users += 1;
  let closed = false;
  return {
    db: shared.db,
    dialect: SQLITE_DIALECT,
    async close() {
      if (closed) return;
      closed = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      sqliteFiles.delete(key);
      await shared.db.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL (node-postgres), used when DATABASE_URL is set: a connection pool with bounded size
// and timeouts, shared by every instance of the server behind a load balancer.

const UNIQUE_VIOLATION = '23505';

const POSTGRES_DIALECT: SqlDialect = {
  kind: 'postgres',
  types: { timestamp: 'timestamptz', boolean: 'boolean', real: 'double precision' },
  identity: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  async continueIdentity(db, table) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
                (SELECT max(id) FROM ${sql.table(table)}))`.execute(db);
  },
  async lockTransaction(trx, key) {
    await sql`SELECT pg_advisory_xact_lock(${key}::bigint)`.execute(trx);
  },
  forUpdate: { enabled: true, skipLocked: true },
  isUniqueViolation: (error, constraint) =>
    error instanceof DatabaseError &&
    error.code === UNIQUE_VIOLATION &&
    (constraint === undefined || error.constraint === constraint),
  async readVersion(trx) {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
                version integer PRIMARY KEY,
                applied_at timestamptz NOT NULL DEFAULT now()
              )`.execute(trx);
    const { rows } = await sql<{
      version: number | null;
    }>`SELECT max(version) AS version FROM schema_migrations`.execute(trx);
    return Number(rows[0]?.version ?? 0);
  },
  async writeVersion(trx, version) {
    await sql`INSERT INTO schema_migrations (version) VALUES (${version})`.execute(trx);
  },
  async beginMigration(trx) {
    // The pool's statement_timeout is for requests: a migration (or waiting for another
    // instance's) may take longer.
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    await POSTGRES_DIALECT.lockTransaction(trx, MIGRATION_LOCK_KEY);
  },
  async appendOnly(db, table) {
    await sql
      .raw(
        `CREATE FUNCTION ${table}_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'the ${table.replace('_', ' ')} is append-only'; END;
         $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION ${table}_append_only()`,
      )
      .execute(db);
  },
  unlogged: true,
};

/** Where the URL points, for error messages: host, port and database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    return `${host}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
  } catch {
    return 'the DATABASE_URL';
  }
}

export interface PostgresOptions {
  url: string;
  pool?: DatabasePoolOptions;
  /** Told about a connection that fails while idle in the pool (the pool replaces it). */
  log?: { error(details: object, message: string): void };
}

export function openPostgres(options: PostgresOptions): OpenedDatabase {
  const limits = options.pool ?? DEFAULT_DATABASE_POOL;
  const pool = new Pool({
    connectionString: options.url,
    max: limits.max,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs,
    application_name: 'kestrel-site',
    keepAlive: true,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => {
    options.log?.error({ err: error }, 'an idle PostgreSQL connection failed');
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: POSTGRES_DIALECT, close: () => db.destroy() };
}
