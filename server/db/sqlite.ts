// SQLite (better-sqlite3): one file, WAL journal, foreign keys on, synchronous=FULL so that an
// acknowledged sign-up or contact message survives a power cut, not only a crash. The default
// database (sql-dialect.ts says what each database's half provides).

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
} from 'kysely';
import { DATA_FILE_MODE, restrictFileModes } from '../config/data-dir';
import { SQLITE_FULL_TEXT } from './full-text';
import { ANONYMISING_UPDATE, type Db, type OpenedDatabase, type SqlDialect } from './sql-dialect';
import type { Tables } from './tables';

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
  types: { timestamp: 'text', boolean: 'integer', real: 'real', blob: 'blob' },
  identity: (column) => column.primaryKey(),
  serialId: (column) => column.primaryKey().autoIncrement(),
  async withoutForeignKeys(db, run) {
    // PRAGMA foreign_keys is a no-op inside a transaction: set it around the migration's.
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    try {
      return await run();
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db);
    }
  },
  async auditUpdateRule(db, condition) {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
           WHEN NOT (${condition('IS')})
           BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
      )
      .execute(db);
  },
  continueIdentity: async () => undefined,
  lockTransaction: async () => undefined,
  forUpdate: { enabled: false, skipLocked: false },
  isForeignKeyViolation: (error) =>
    (error as { code?: string } | undefined)?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY',
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
  async anonymisableAudit(db) {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
           WHEN NOT (${ANONYMISING_UPDATE('IS')})
           BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
      )
      .execute(db);
  },
  unlogged: false,
  notify: async () => undefined,
  fullText: SQLITE_FULL_TEXT,
  secondsBetween: (from, to) =>
    sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400.0`,
};

/**
 * One connection per file in a process, shared by every store opened on it. Kysely runs one
 * statement or transaction at a time on it; two connections in one process would each block the
 * event loop waiting for the other's write lock (better-sqlite3 waits synchronously).
 */
/** SQLite's page cache per connection, in KiB. */
const SQLITE_CACHE_KIB = 4096;

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
    // SQLite's own page cache, in the process's memory: better-sqlite3 sets 16 MiB, which a busy
    // instance fills as its file grows and never gives back. 4 MiB holds the hot pages (indexes,
    // the newest rows); the rest of the file stays in the kernel's page cache, shared and
    // reclaimable, a read away (docs/performance.md).
    raw.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
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
