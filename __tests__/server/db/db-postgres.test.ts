// What only the PostgreSQL store promises: its migrations table, migrations that are atomic and
// safe when instances start together, a bounded pool, and a clear message when the database
// cannot be reached. The shared contract is in db.test.ts. The cases that need a server run when
// TEST_DATABASE_URL is set (see stores.ts).

import net from 'node:net';
import { sql } from 'kysely';
import { openDataStore, type DataStore } from '../../../server/db';
import { openPostgres } from '../../../server/db/dialect';
import { type Migration, MIGRATIONS, migrate } from '../../../server/db/migrations';
import { DEFAULT_DATABASE_POOL } from '../../../server/db/settings';
import { STORES, type FreshDatabase } from '../stores';

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

it('says where the unreachable database is, without its password', async () => {
  const port = await closedPort();
  const attempt = openDataStore({
    databaseFile: 'unused.db',
    databaseUrl: `postgres://kestrel:s3cret-pass@127.0.0.1:${port}/kestrel`,
    databasePool: { ...DEFAULT_DATABASE_POOL, connectionTimeoutMs: 1000 },
  });
  await expect(attempt).rejects.toThrow(
    new RegExp(`PostgreSQL database at 127\\.0\\.0\\.1:${port}/kestrel \\(DATABASE_URL\\)`),
  );
  await expect(attempt).rejects.not.toThrow(/s3cret/);
});

/** A migration of raw statements, run in order. */
const raw = (...statements: string[]): Migration => ({
  name: 'test',
  async up(db) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
});

const postgres = STORES.find((harness) => harness.name === 'PostgreSQL');

if (postgres) {
  describe('the PostgreSQL store', () => {
    let database: FreshDatabase;
    const stores: DataStore[] = [];
    const open = async (config = database.config) => {
      const store = await openDataStore(config);
      stores.push(store);
      return store;
    };

    beforeEach(async () => {
      database = await postgres.fresh();
    });

    afterEach(async () => {
      await Promise.all(stores.splice(0).map((store) => store.close()));
      await database.dispose();
    });

    it('records each migration in schema_migrations and keeps times as timestamptz', async () => {
      expect((await open()).kind).toBe('postgres');
      const versions = await database.query('SELECT version FROM schema_migrations ORDER BY 1');
      expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
      const types = await database.query(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE column_name IN ('created_at', 'updated_at') ORDER BY 1, 2`,
      );
      // Every table's times (users and contact_messages at least; later migrations add more).
      expect(types.length).toBeGreaterThanOrEqual(3);
      expect(new Set(types.map((row) => row.data_type))).toEqual(
        new Set(['timestamp with time zone']),
      );
      const indexes = await database.query(
        "SELECT indexdef FROM pg_indexes WHERE indexname = 'users_email_normalized_unique'",
      );
      expect(indexes[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(email_normalized\)/);
    });

    it('applies the migrations once when several instances start at the same moment', async () => {
      const opened = await Promise.all(Array.from({ length: 4 }, () => open()));
      const versions = await database.query(
        'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY 1 ORDER BY 1',
      );
      expect(versions).toEqual(MIGRATIONS.map((_, i) => ({ version: i + 1, n: 1 })));
      await opened[0]!.users.create({ email: 'a@example.com', passwordHash: 'h', name: 'a' });
      expect(await opened[3]!.users.findByEmail('A@example.com')).toBeDefined();
    });

    it('lets a migration run longer than the statement timeout that requests get', async () => {
      await open();
      const { db, dialect, close } = openPostgres({
        url: database.config.databaseUrl!,
        pool: { ...DEFAULT_DATABASE_POOL, statementTimeoutMs: 200 },
      });
      try {
        await expect(sql`SELECT pg_sleep(0.4)`.execute(db)).rejects.toThrow(/statement timeout/);
        const slow = [
          ...MIGRATIONS,
          raw('SELECT pg_sleep(0.4)', 'CREATE TABLE slow_done (id integer)'),
        ];
        await expect(migrate(db, dialect, slow)).resolves.toBe(slow.length);
      } finally {
        await close();
      }
      expect(await database.query("SELECT to_regclass('slow_done') AS t")).toEqual([
        { t: 'slow_done' },
      ]);
    });

    it('rolls a failing migration back whole and leaves the version where it was', async () => {
      await open();
      const { db, dialect, close } = openPostgres({ url: database.config.databaseUrl! });
      try {
        const broken = [
          ...MIGRATIONS,
          raw('CREATE TABLE half_done (id integer)', 'SELECT no_such_function()'),
        ];
        await expect(migrate(db, dialect, broken)).rejects.toThrow(/no_such_function/);
      } finally {
        await close();
      }
      expect(await database.query("SELECT to_regclass('half_done') AS t")).toEqual([{ t: null }]);
      const [row] = await database.query('SELECT max(version) AS v FROM schema_migrations');
      expect(row?.v).toBe(MIGRATIONS.length);
    });

    it('opens no more connections than DATABASE_POOL_MAX, and queues the rest', async () => {
      const store = await open({
        ...database.config,
        databasePool: { ...DEFAULT_DATABASE_POOL, max: 2 },
      });
      await store.users.create({ email: 'q@example.com', passwordHash: 'h', name: 'q' });
      const name = new URL(database.config.databaseUrl!).pathname.slice(1);
      const watch = async () =>
        Number(
          (
            await database.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = '${name}' AND application_name = 'kestrel-site'`,
            )
          )[0]?.n,
        );
      const burst = Promise.all(
        Array.from({ length: 40 }, () => store.users.findByEmail('q@example.com')),
      );
      const during = await watch();
      const found = await burst;
      expect(found.every((user) => user?.name === 'q')).toBe(true);
      expect(during).toBeLessThanOrEqual(2);
      expect(await watch()).toBeLessThanOrEqual(2);
    });
  });
}
