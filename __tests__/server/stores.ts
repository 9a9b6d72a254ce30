// The stores that the contract suites run against: SQLite always, PostgreSQL when
// TEST_DATABASE_URL names a server where we may create databases (.ci/run starts a throwaway one:
// scripts/ci/postgres.sh). Each fresh() is a new, empty database: a temporary SQLite file, or a
// uniquely named PostgreSQL database that dispose() drops. Without TEST_DATABASE_URL the
// PostgreSQL cases are not registered; jest/server-setup.js says so once per run.

import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StoreConfig } from '../../server/db';
import { makeTempRoot } from './helpers';
import { withClient } from './pg-template';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** A JWT secret for servers that share a PostgreSQL database (config.ts requires one). */
export const SHARED_JWT_SECRET = 'test-only-shared-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export interface FreshDatabase {
  /** For openDataStore(). */
  config: StoreConfig;
  /** For startServer({ env }): the DATA_DIR of the SQLite file, or DATABASE_URL and JWT_SECRET. */
  env: Record<string, string>;
  /** Runs one SQL statement on a connection of its own (for checks behind the store's back). */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Marks the schema as one version newer than this server knows. */
  forgeNewerSchema(version: number): Promise<void>;
  dispose(): Promise<void>;
}

export interface StoreHarness {
  name: 'SQLite' | 'PostgreSQL';
  fresh(): Promise<FreshDatabase>;
}

const sqlite: StoreHarness = {
  name: 'SQLite',
  async fresh() {
    const root = await makeTempRoot();
    const dataDir = path.join(root, 'data');
    await fsp.mkdir(dataDir);
    const file = path.join(dataDir, 'kestrel.db');
    const withDb = <T>(run: (db: Database.Database) => T): T => {
      const db = new Database(file);
      try {
        return run(db);
      } finally {
        db.close();
      }
    };
    return {
      config: { databaseFile: file },
      env: { DATA_DIR: dataDir },
      async query(sql) {
        return withDb((db) => {
          const statement = db.prepare(sql);
          if (statement.reader) return statement.all() as Record<string, unknown>[];
          statement.run();
          return [];
        });
      },
      async forgeNewerSchema(version) {
        withDb((db) => db.pragma(`user_version = ${version}`));
      },
      async dispose() {
        await fsp.rm(root, { recursive: true, force: true });
      },
    };
  },
};

/** Creates a uniquely named, empty database on the TEST_DATABASE_URL server. */
export async function createTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kestrel_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withClient(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

const postgres = (baseUrl: string): StoreHarness => ({
  name: 'PostgreSQL',
  async fresh() {
    const root = await makeTempRoot();
    const database = await createTestDatabase(baseUrl);
    return {
      config: { databaseFile: path.join(root, 'unused.db'), databaseUrl: database.url },
      env: { DATABASE_URL: database.url, JWT_SECRET: SHARED_JWT_SECRET },
      async query(sql) {
        return withClient(database.url, async (client) => (await client.query(sql)).rows);
      },
      async forgeNewerSchema(version) {
        await withClient(database.url, (client) =>
          client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]),
        );
      },
      async dispose() {
        await database.drop();
        await fsp.rm(root, { recursive: true, force: true });
      },
    };
  },
});

/** SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const STORES: StoreHarness[] = [
  sqlite,
  ...(TEST_DATABASE_URL === undefined ? [] : [postgres(TEST_DATABASE_URL)]),
];

/** For describe.each: [name, harness]. */
export const STORE_TABLE = STORES.map((harness) => [harness.name, harness] as const);
