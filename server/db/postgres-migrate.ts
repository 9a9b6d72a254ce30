// PostgreSQL migrations: the `schema_migrations` table records the versions applied (one row
// each). Each missing version is applied in a transaction of its own that first takes a
// transaction-level advisory lock, so that instances starting at the same moment apply each
// migration exactly once: the second waits for the first, then finds the version already there.

import type { Pool } from 'pg';
import { POSTGRES_MIGRATIONS } from './schema';

/** The advisory lock that serialises migrations (any constant; the same in every instance). */
export const MIGRATION_LOCK_KEY = 4_711_202_612;

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
  constructor(current: number, known: number) {
    super(
      `The database schema (version ${current}) is newer than this server knows (${known}). ` +
        'Upgrade the server.',
    );
  }
}

/** Brings the schema up to date; returns the resulting version. */
export async function migratePostgres(
  pool: Pool,
  migrations: readonly string[] = POSTGRES_MIGRATIONS,
): Promise<number> {
  const client = await pool.connect();
  try {
    for (;;) {
      await client.query('BEGIN');
      try {
        // The pool's statement_timeout is for requests: a migration (or waiting for another
        // instance's) may take longer.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
        await client.query(
          `CREATE TABLE IF NOT EXISTS schema_migrations (
             version integer PRIMARY KEY,
             applied_at timestamptz NOT NULL DEFAULT now()
           )`,
        );
        const { rows } = await client.query<{ version: number | null }>(
          'SELECT max(version) AS version FROM schema_migrations',
        );
        const current = rows[0]?.version ?? 0;
        if (current > migrations.length) throw new NewerSchemaError(current, migrations.length);
        if (current === migrations.length) {
          await client.query('COMMIT');
          return current;
        }
        await client.query(migrations[current] as string);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [current + 1]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
  } finally {
    client.release();
  }
}
