// A test server's PostgreSQL database, made from one migrated and seeded once per run, as its
// SQLite file is copied from one (helpers.ts, startServer): `CREATE DATABASE ... TEMPLATE` copies
// the template's files, where migrating an empty database and publishing every document's seed
// took most of a server's start on PostgreSQL. jest/server-setup.js names the template
// (KESTREL_TEST_PG_TEMPLATE) and jest/server-teardown.js drops it.

import { Client } from 'pg';
import { openDataStore } from '../../server/db';

/** Runs `run` on a client connected to `url`, then disconnects. */
export async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `url` with another database's name. */
const onDatabase = (url: string, name: string): string => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};

/** Makes the run's template database unless a worker has: one at a time, under a lock. */
async function ensureTemplate(baseUrl: string, template: string): Promise<void> {
  await withClient(baseUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      // Made under another name, then renamed: a half-made template is never copied.
      const making = `${template}_making`;
      await client.query(`DROP DATABASE IF EXISTS ${making}`);
      await client.query(`CREATE DATABASE ${making}`);
      const url = onDatabase(baseUrl, making);
      await (await openDataStore({ databaseFile: '', databaseUrl: url })).close();
      await client.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

/** Whether the database at `url` has no table yet. */
const isEmpty = (url: string): Promise<boolean> =>
  withClient(url, async (client) => {
    const tables = await client.query(
      "SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1",
    );
    return tables.rowCount === 0;
  });

/**
 * When the database at `url` is empty (a fresh one from stores.ts, not one a test prepared),
 * makes it again as a copy of the run's migrated, seeded template; under a lock, so that of two
 * servers started at once on it the second finds it made. Without a template named (a test run
 * another way), the server migrates it itself.
 */
export async function copyTemplatePostgres(url: string): Promise<void> {
  const template = process.env.KESTREL_TEST_PG_TEMPLATE;
  const baseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!template || !baseUrl) return;
  const name = new URL(url).pathname.slice(1);
  await withClient(baseUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (!(await isEmpty(url))) return;
      await ensureTemplate(baseUrl, template);
      await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
