// The repository contract (server/db/types.ts), held against every store: SQLite always,
// PostgreSQL too when TEST_DATABASE_URL is set (see stores.ts). Store-specific checks (SQLite's
// pragmas, PostgreSQL's migrations table and advisory lock) are in db-sqlite.test.ts and
// db-postgres.test.ts.

import { DuplicateEmailError, openDataStore, type DataStore } from '../../../server/db';
import { MIGRATIONS } from '../../../server/db/migrations';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const ISO_UTC_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe.each(STORE_TABLE)('the %s store', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  const others: DataStore[] = [];

  /** Another store on the same database, as a second server instance would open it. */
  const another = async () => {
    const other = await openDataStore(database.config);
    others.push(other);
    return other;
  };

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
  });

  afterEach(async () => {
    await Promise.all([store, ...others.splice(0)].map((s) => s.close()));
    await database.dispose();
  });

  it('answers a ping while open, and no longer once closed (closing twice is harmless)', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toThrow();
    await store.close();
  });

  it('opening an up-to-date database again keeps its data', async () => {
    await store.users.create({ email: 'keep@example.com', passwordHash: 'h', name: 'keep' });
    await store.close();
    store = await openDataStore(database.config);
    expect(await store.users.findByEmail('keep@example.com')).toMatchObject({ name: 'keep' });
  });

  it('refuses a database from a newer server', async () => {
    await store.close();
    await database.forgeNewerSchema(MIGRATIONS.length + 1);
    await expect(openDataStore(database.config)).rejects.toThrow(/newer than this server/);
  });

  it('finds users by email ignoring case and surrounding spaces, and by id', async () => {
    const created = await store.users.create({
      email: 'Mixed.Case@Example.com',
      passwordHash: 'h',
      name: 'n',
    });
    expect(created).toMatchObject({
      email: 'Mixed.Case@Example.com',
      passwordHash: 'h',
      name: 'n',
      phone: '',
      address: '',
    });
    expect(created.createdAt).toMatch(ISO_UTC_MS);
    expect(created.updatedAt).toBe(created.createdAt);
    expect(await store.users.findByEmail(' mixed.case@EXAMPLE.COM ')).toEqual(created);
    expect(await store.users.findById(created.id)).toEqual(created);
    expect(await store.users.findById(created.id + 1)).toBeUndefined();
    expect(await store.users.findByEmail('other@example.com')).toBeUndefined();
  });

  it('enforces one account per email whatever the case', async () => {
    await store.users.create({ email: 'one@example.com', passwordHash: 'h', name: 'n' });
    await expect(
      store.users.create({ email: ' ONE@example.com', passwordHash: 'h', name: 'n' }),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('keeps one account when two instances sign up the same email at once', async () => {
    const second = await another();
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? second : store).users.create({
          email: i % 3 ? 'race@example.com' : 'RACE@example.com',
          passwordHash: `h${i}`,
          name: `n${i}`,
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === 'fulfilled');
    const lost = attempts.filter((a) => a.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const failure of lost) expect(failure.reason).toBeInstanceOf(DuplicateEmailError);
    const rows = await database.query('SELECT email FROM users');
    expect(rows).toHaveLength(1);
  });

  it('updates only the given profile fields and the update time', async () => {
    const user = await store.users.create({
      email: 'p@example.com',
      passwordHash: 'h',
      name: 'Old',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await store.users.updateProfile(user.id, { phone: '07700 900000' });
    expect(updated).toMatchObject({ name: 'Old', phone: '07700 900000', address: '' });
    expect(updated?.updatedAt).toMatch(ISO_UTC_MS);
    expect(updated && updated.updatedAt > user.updatedAt).toBe(true);
    expect(updated?.createdAt).toBe(user.createdAt);
    const again = await store.users.updateProfile(user.id, { name: 'New', address: '1 High St' });
    expect(again).toMatchObject({ name: 'New', phone: '07700 900000', address: '1 High St' });
    expect(await store.users.findById(user.id)).toEqual(again);
    expect(await store.users.updateProfile(user.id + 99, { name: 'x' })).toBeUndefined();
  });

  it('stores contact messages, lists them oldest first, and another instance sees them', async () => {
    const first = await store.contactMessages.insert({
      fullName: 'A',
      email: 'a@example.com',
      subject: 's1',
      message: 'm1 — ünïcode ✓',
    });
    expect(first.createdAt).toMatch(ISO_UTC_MS);
    await store.contactMessages.insert({
      fullName: 'B',
      email: 'b@example.com',
      subject: 's2',
      message: 'm2',
    });
    const list = await store.contactMessages.list();
    expect(list.map((m) => [m.fullName, m.email, m.subject, m.message])).toEqual([
      ['A', 'a@example.com', 's1', 'm1 — ünïcode ✓'],
      ['B', 'b@example.com', 's2', 'm2'],
    ]);
    expect(list[0]).toEqual(first);
    // Another connection (a second instance, or the browser tests' checks) sees them at once.
    expect(await (await another()).contactMessages.list()).toEqual(list);
    expect(await database.query('SELECT subject FROM contact_messages')).toHaveLength(2);
  });
});
