// Seeds the database of `npm run bench:data` (scripts/bench/data.mjs) fast: the schema comes from
// the server's own code (build/server/db migrates and publishes the documents, as a start would),
// then the rows of data-rows.mjs go in straight through the driver, in batched transactions
// (better-sqlite3) or one INSERT ... SELECT FROM unnest(...) per batch (pg). Every member shares
// one argon2id hash, made once at the server's production cost. The writer stays open during the
// run to change one product (a new /products render) without the HTTP API.

import { createRequire } from 'node:module';
import path from 'node:path';
import { Algorithm, hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import pg from 'pg';
import { tables } from './data-rows.mjs';

/** The staff account the benchmark logs in with (an admin: the inbox, members, audit, emails). */
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench: heron kite osprey 42' };

const BATCH = 5000;

function* batches(rows) {
  let batch = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function sqliteWriter(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const touch = db.prepare('UPDATE products SET rating_count = rating_count + 1 WHERE id = 1');
  return {
    async insert(table, columns, rows) {
      const names = columns.map(([name]) => name);
      const statement = db.prepare(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      );
      const bindable = (v) => (typeof v === 'boolean' ? Number(v) : v);
      const insertAll = db.transaction((batch) => {
        for (const row of batch) statement.run(row.map(bindable));
      });
      for (const batch of batches(rows)) insertAll(batch);
    },
    async touchProduct() {
      touch.run();
    },
    // The server's SQLite file is not analysed either (nothing runs ANALYZE there).
    async analyze() {},
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async insert(table, columns, rows) {
      const names = columns.map(([name]) => name).join(', ');
      const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
      const text = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
      for (const batch of batches(rows)) {
        await client.query(
          text,
          columns.map((_, i) => batch.map((row) => row[i])),
        );
      }
    },
    async touchProduct() {
      await client.query('UPDATE products SET rating_count = rating_count + 1 WHERE id = 1');
    },
    // What autovacuum's analyse would have done by the time a real database held these rows.
    async analyze() {
      await client.query('ANALYZE');
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Migrates the database (SQLite `file`, or PostgreSQL `url`) with the server's code, inserts the
 * staff account and `sizes` rows of each table; answers a writer kept open for the run.
 */
export async function seed({ root, file, url, sizes, log }) {
  const require = createRequire(import.meta.url);
  const { openDataStore } = require(path.join(root, 'build/server/db/index.js'));
  const store = await openDataStore(
    url === undefined ? { databaseFile: file } : { databaseFile: '', databaseUrl: url },
  );
  await store.close();

  const began = performance.now();
  const passwordHash = await hash(ADMIN.password, {
    algorithm: Algorithm.Argon2id,
    memoryCost: 7168,
    timeCost: 5,
    parallelism: 1,
  });
  const writer = url === undefined ? sqliteWriter(file) : await postgresWriter(url);
  try {
    const made = tables(root, passwordHash);
    const stamp = new Date().toISOString();
    const admin = [ADMIN.email, ADMIN.email, passwordHash, 'Bench Admin', stamp, stamp, 'admin'];
    await writer.insert('users', made.users.columns, [[...admin, stamp]]);
    for (const [table, { columns, rows }] of Object.entries(made)) {
      const tableBegan = performance.now();
      await writer.insert(table, columns, rows(sizes[table]));
      log(`  ${table}: ${sizes[table]} rows in ${Math.round(performance.now() - tableBegan)} ms`);
    }
    await writer.analyze();
  } catch (error) {
    await writer.close();
    throw error;
  }
  return { writer, seconds: (performance.now() - began) / 1000 };
}
