// PostgreSQL (node-postgres), used when DATABASE_URL is set: a connection pool with bounded size
// and timeouts, shared by every instance of the server behind a load balancer (sql-dialect.ts
// says what each database's half provides).

import { Kysely, PostgresDialect, sql } from 'kysely';
import { Client, DatabaseError, Pool } from 'pg';
import { DEFAULT_DATABASE_POOL, type DatabasePoolOptions } from './settings';
import { POSTGRES_FULL_TEXT } from './full-text';
import { ANONYMISING_UPDATE, type OpenedDatabase, type SqlDialect } from './sql-dialect';
import type { Tables } from './tables';

/** The advisory lock that serialises migrations (the same constant in every instance). */
const MIGRATION_LOCK_KEY = 4_711_202_612;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const POSTGRES_DIALECT: SqlDialect = {
  kind: 'postgres',
  types: { timestamp: 'timestamptz', boolean: 'boolean', real: 'double precision', blob: 'bytea' },
  identity: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  serialId: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  withoutForeignKeys: (_db, run) => run(),
  async auditUpdateRule(db, condition) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION audit_log_anonymise_only() RETURNS trigger
           LANGUAGE plpgsql AS $$
           BEGIN
             IF ${condition('IS NOT DISTINCT FROM')} THEN RETURN NEW; END IF;
             RAISE EXCEPTION 'the audit log is append-only';
           END;
         $$`,
      )
      .execute(db);
  },
  async continueIdentity(db, table) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
                (SELECT max(id) FROM ${sql.table(table)}))`.execute(db);
  },
  async lockTransaction(trx, key) {
    await sql`SELECT pg_advisory_xact_lock(${key}::bigint)`.execute(trx);
  },
  forUpdate: { enabled: true, skipLocked: true },
  isForeignKeyViolation: (error) =>
    error instanceof DatabaseError && error.code === FOREIGN_KEY_VIOLATION,
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
  async anonymisableAudit(db) {
    await sql`DROP TRIGGER audit_log_append_only ON audit_log`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION audit_log_anonymise_only() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF ${ANONYMISING_UPDATE('IS NOT DISTINCT FROM')} THEN RETURN NEW; END IF;
             RAISE EXCEPTION 'the audit log is append-only';
           END;
         $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_anonymise_only()`.execute(db);
  },
  unlogged: true,
  async notify(trx, channel, payload) {
    await sql`SELECT pg_notify(${channel}, ${payload})`.execute(trx);
  },
  fullText: POSTGRES_FULL_TEXT,
  secondsBetween: (from, to) =>
    sql<number>`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)}))`,
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
  return {
    db,
    dialect: POSTGRES_DIALECT,
    close: () => db.destroy(),
    listen: (channel, onMessage) => listenOn(options, channel, onMessage),
  };
}

/** How long a failed LISTEN connection waits before it is opened again. */
const RELISTEN_MS = 1_000;

/** LISTEN on a connection of its own, opened again after a failure until stopped. */
async function listenOn(
  options: PostgresOptions,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let reconnecting = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: options.url, application_name: 'kestrel-listen' });
    next.on('notification', (message) => onMessage(message.payload ?? ''));
    next.on('error', (error) => {
      options.log?.error({ err: error }, `the PostgreSQL LISTEN connection failed`);
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    // What was notified while the connection was down is unknown: everything may have changed.
    if (reconnecting) onMessage('*');
    reconnecting = true;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
