// Fixed-window counters in PostgreSQL's `rate_counters` table (migration 2, server/db/migrations.ts),
// so that every instance behind the load balancer counts the same failed logins, the same
// per-address write requests and the same contact messages per day. One statement per hit: an
// upsert that starts a new window when the old one has ended, atomic under concurrent hits.
//
// Times come from the database's clock (instances' clocks may differ); what leaves this module is
// "resets in N ms" turned into this process's clock. Keys hold email addresses and client
// addresses, which the table has no need to keep in clear: each is stored as its HMAC-SHA-256
// under a key derived from the JWT secret (HKDF, as mail/seal.ts derives its own), which every
// instance shares. A plain SHA-256 would not do: anyone who reads the table could hash a list of
// addresses and find who is being throttled. The secret reaches the store through
// keyCounters(store, secret) (app.ts), or the `secret` option; until then it refuses to count
// rather than write unkeyed digests.

import { createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import type { CounterHit, CounterStore } from './counter-store';

/** Expired rows are swept at most this often, at most SWEEP_BATCH at a time. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 1000;

interface HitRow {
  count: number;
  remaining_ms: number;
}

/** The HMAC key of the stored keys, derived from the JWT secret. */
export const counterKeySecret = (secret: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'kestrel-counters', 'rate counter keys v1', 32));

/** A key as the table stores it. */
export const counterDigest = (hmacKey: Buffer, key: string): string =>
  createHmac('sha256', hmacKey).update(key).digest('base64url');

/** How keyCounters() gives a store made here its secret. */
const keyers = new WeakMap<CounterStore, (secret: Uint8Array) => void>();

/** Gives `store` the JWT secret when it is a PostgreSQL counter store (others ignore it). */
export function keyCounters(store: CounterStore, secret: Uint8Array): void {
  keyers.get(store)?.(secret);
}

const toHit = (row: HitRow, now: number): CounterHit => ({
  count: row.count,
  resetAt: now + Math.max(0, Math.ceil(row.remaining_ms)),
});

const REMAINING_MS = sql`(extract(epoch FROM (reset_at - now())) * 1000)::float8 AS remaining_ms`;

export interface PostgresCounterOptions {
  /** The JWT secret the keys' HMAC key is derived from (or later: keyCounters). */
  secret?: Uint8Array;
  now?: () => number;
  /** Told when sweeping expired rows fails (counting goes on). */
  log?: { error(details: object, message: string): void };
}

/** The store's database (any Kysely instance on PostgreSQL; the counters use raw SQL). */
export function createPostgresCounterStore(
  db: Db,
  opts: PostgresCounterOptions = {},
): CounterStore {
  const now = opts.now ?? Date.now;
  let lastSweep = now();
  let hmacKey = opts.secret && counterKeySecret(opts.secret);
  const digest = (key: string): string => {
    if (!hmacKey) throw new Error('the PostgreSQL counter store has no secret (keyCounters)');
    return counterDigest(hmacKey, key);
  };

  /** Deletes a bounded batch of ended windows, in the background of a hit. */
  const sweepNowAndThen = () => {
    if (now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now();
    sql`DELETE FROM rate_counters WHERE key IN (
          SELECT key FROM rate_counters WHERE reset_at <= now() LIMIT ${SWEEP_BATCH}
        )`
      .execute(db)
      .catch((error: unknown) => opts.log?.error({ err: error }, 'sweeping rate_counters failed'));
  };

  const store: CounterStore = {
    async increment(key, windowMs) {
      sweepNowAndThen();
      const { rows } = await sql<HitRow>`
        INSERT INTO rate_counters AS c (key, count, reset_at)
        VALUES (${digest(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING count, ${REMAINING_MS}`.execute(db);
      return toHit(rows[0] as HitRow, now());
    },
    async get(key) {
      const { rows } = await sql<HitRow>`
        SELECT count, ${REMAINING_MS} FROM rate_counters
        WHERE key = ${digest(key)} AND reset_at > now()`.execute(db);
      return rows[0] && toHit(rows[0], now());
    },
    async reset(key) {
      await sql`DELETE FROM rate_counters WHERE key = ${digest(key)}`.execute(db);
    },
  };
  keyers.set(store, (secret) => (hmacKey = counterKeySecret(secret)));
  return store;
}
