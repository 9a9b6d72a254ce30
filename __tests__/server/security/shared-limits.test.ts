// Limits that hold across instances: with PostgreSQL, the counters live in the database
// (server/security/postgres-counter-store.ts), so two servers on one database count the same failed
// logins, the same per-address write requests and the same contact messages per day. The SQLite
// default serves one process and keeps its counters in memory. The PostgreSQL cases run when
// TEST_DATABASE_URL is set (see stores.ts).

import { openDataStore } from '../../../server/db';
import type { CounterStore } from '../../../server/security/counter-store';
import { keyCounters } from '../../../server/security/postgres-counter-store';
import { type TestServer, signUp, startServer, uniqueEmail } from '../helpers';
import { callFrom } from '../raw-requests';
import { type FreshDatabase, SHARED_JWT_SECRET, STORES, STORE_TABLE } from '../stores';

const POSTGRES = STORES.filter((harness) => harness.name === 'PostgreSQL');
const SECRET = new Uint8Array(Buffer.from(SHARED_JWT_SECRET));

describe.each(STORE_TABLE)('the counters of the %s store', (name, harness) => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await harness.fresh();
  });
  afterAll(() => database.dispose());

  it(
    name === 'PostgreSQL'
      ? 'are shared through the database'
      : 'are left to the process (in memory)',
    async () => {
      const store = await openDataStore(database.config);
      try {
        if (name === 'PostgreSQL') expect(store.counters).toBeDefined();
        else expect(store.counters).toBeUndefined();
      } finally {
        await store.close();
      }
    },
  );
});

// Without TEST_DATABASE_URL there is no PostgreSQL case: stores.ts says so when the suite starts.
const POSTGRES_TABLE = POSTGRES.map((h) => [h.name, h] as const);
if (POSTGRES_TABLE.length > 0) {
  describe.each(POSTGRES_TABLE)('counters in %s', (_name, harness) => {
    let database: FreshDatabase;
    let closeAll: (() => Promise<void>)[] = [];

    /** The counters of a store opened on the test database: one "instance". */
    const instance = async (): Promise<CounterStore> => {
      const store = await openDataStore(database.config);
      closeAll.push(() => store.close());
      if (!store.counters) throw new Error('no shared counters');
      // As app.ts does: the keys are an HMAC under the instances' shared secret.
      keyCounters(store.counters, SECRET);
      return store.counters;
    };

    beforeEach(async () => {
      database = await harness.fresh();
    });
    afterEach(async () => {
      for (const close of closeAll) await close();
      closeAll = [];
      await database.dispose();
    });

    it('counts hits in a window, on every instance, and starts again when it ends', async () => {
      const [a, b] = [await instance(), await instance()];
      const before = Date.now();
      const first = await a.increment('login:ada@example.com', 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
      expect((await b.increment('login:ada@example.com', 60_000)).count).toBe(2);
      expect((await a.get('login:ada@example.com'))?.count).toBe(2);
      expect(await b.get('login:grace@example.com')).toBeUndefined();

      // The window ends (moved into the past behind the store's back): a new one starts at 1.
      await database.query(`UPDATE rate_counters SET reset_at = now() - interval '1 second'`);
      expect(await a.get('login:ada@example.com')).toBeUndefined();
      expect((await b.increment('login:ada@example.com', 60_000)).count).toBe(1);
    });

    it('counts every one of many simultaneous hits from two instances exactly once', async () => {
      const [a, b] = [await instance(), await instance()];
      const hits = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).increment('burst', 60_000)),
      );
      expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
    });

    it('reset forgets a key for every instance', async () => {
      const [a, b] = [await instance(), await instance()];
      await a.increment('k', 60_000);
      await a.increment('k', 60_000);
      await b.reset('k');
      expect(await a.get('k')).toBeUndefined();
      expect((await a.increment('k', 60_000)).count).toBe(1);
    });

    it('keeps no email or address in clear, and sweeps ended windows away', async () => {
      const a = await instance();
      await a.increment('account:ada@example.com', 60_000);
      await a.increment('client:127.0.0.1', 60_000);
      const keys = (await database.query('SELECT key FROM rate_counters')).map((row) => row.key);
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        expect(String(key)).not.toContain('ada@example.com');
        expect(String(key)).not.toContain('127.0.0.1');
      }

      // A store whose clock says a minute has passed sweeps on its next hit.
      let now = Date.now();
      const { createPostgresCounterStore } =
        await import('../../../server/security/postgres-counter-store');
      const { openPostgres } = await import('../../../server/db/dialect');
      const opened = openPostgres({ url: database.config.databaseUrl! });
      closeAll.push(() => opened.close());
      const sweeping = createPostgresCounterStore(opened.db, { now: () => now, secret: SECRET });
      await database.query(`UPDATE rate_counters SET reset_at = now() - interval '1 second'`);
      now += 61_000;
      await sweeping.increment('fresh', 60_000);
      // The sweep runs beside the hit: wait for it (bounded).
      for (let i = 0; i < 50; i += 1) {
        const rows = await database.query('SELECT count(*)::int AS n FROM rate_counters');
        if (rows[0]?.n === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await database.query('SELECT count(*)::int AS n FROM rate_counters')).toEqual([
        { n: 1 },
      ]);
    });
  });
}

if (POSTGRES_TABLE.length > 0) {
  describe.each(POSTGRES_TABLE)('two instances on %s share their limits', (_name, harness) => {
    let database: FreshDatabase;
    let servers: TestServer[];

    beforeAll(async () => {
      database = await harness.fresh();
      const env = {
        ...database.env,
        RATE_LIMIT_AUTH_MAX: '1000',
        RATE_LIMIT_PROFILE_MAX: '1000',
        RATE_LIMIT_CONTACT_MAX: '4',
        CONTACT_DAILY_MAX: '1000',
        LOGIN_FAILURE_MAX: '1000',
        LOGIN_ACCOUNT_FAILURE_MAX: '4',
      };
      servers = [await startServer({ env }), await startServer({ env })];
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await database.dispose();
    });

    const contact = (n: number) => ({
      fullName: 'Two Instances',
      email: 'two@example.com',
      subject: `Message ${n}`,
      message: 'Hello from one address through two instances.',
    });

    it('the per-address limit of a write route counts requests to both instances', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const server = servers[i % 2] as TestServer;
        statuses.push(
          (await callFrom(server, '127.0.0.21', '/api/contact', { json: contact(i) })).status,
        );
      }
      // RATE_LIMIT_CONTACT_MAX = 4 per minute for the address, whichever instance answers.
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      const stored = await database.query('SELECT count(*)::int AS n FROM contact_messages');
      expect(stored).toEqual([{ n: 4 }]);
      // Another address still gets through.
      expect(
        (
          await callFrom(servers[1] as TestServer, '127.0.0.22', '/api/contact', {
            json: contact(9),
          })
        ).status,
      ).toBe(201);
    });

    it('the failed-login limit of an account trips after failures spread over both instances', async () => {
      const email = uniqueEmail('shared-limit');
      await signUp(servers[0] as TestServer, email);
      const attempt = (server: TestServer, from: string, password: string) =>
        callFrom(server, from, '/api/auth/login', { json: { email, password } });

      // Four failures (LOGIN_ACCOUNT_FAILURE_MAX), alternating instances and addresses.
      const failures = [];
      for (let i = 0; i < 4; i += 1) {
        failures.push(
          (await attempt(servers[i % 2] as TestServer, `127.0.0.${30 + i}`, 'wrong password'))
            .status,
        );
      }
      expect(failures).toEqual([401, 401, 401, 401]);

      // Now even the right password from a new address is refused, on either instance.
      for (const server of servers) {
        const refused = await attempt(server, '127.0.0.40', 'correct horse 1');
        expect(refused.status).toBe(429);
        expect(refused.text).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/);
      }
    });
  });
}
