// A password hash made with an older argon2id cost is replaced by one with today's cost at the
// account's next successful login, on both stores; a wrong password or a password changed in the
// meantime leaves it alone, and the sessions opened before stay valid.

import { createPasswordHasher } from '../../../server/accounts/passwords';
import {
  TEST_HASHING,
  type TestServer,
  call,
  logIn,
  signUp,
  startServer,
  uniqueEmail,
} from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const PASSWORD = 'correct horse 1';
/** Today's cost in these tests, and an older one (more memory, fewer passes). */
const TODAY = `m=${TEST_HASHING.memoryCost},t=${TEST_HASHING.timeCost},p=1`;
const OLDER = { memoryCost: 2048, timeCost: 1, parallelism: 1 };

describe.each(STORE_TABLE)('a hash of an older cost, on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const hashOf = async (email: string) =>
    (await server.app.store.users.findByEmail(email))?.passwordHash ?? '';

  /** An account whose stored hash was made with OLDER, as before a change of cost. */
  const accountWithOlderHash = async () => {
    const email = uniqueEmail('older');
    await signUp(server, email, PASSWORD);
    const user = await server.app.store.users.findByEmail(email);
    const older = await createPasswordHasher(OLDER).hash(PASSWORD);
    const current = user?.passwordHash ?? '';
    expect(await server.app.store.credentials.upgradeHash(user?.id ?? 0, current, older)).toBe(
      true,
    );
    expect(await hashOf(email)).toContain('$m=2048,t=1,p=1$');
    return email;
  };

  it('is replaced by a hash of the current cost at the next login; sessions stay valid', async () => {
    const email = await accountWithOlderHash();
    const before = await logIn(server, email, PASSWORD);
    expect(await hashOf(email)).toContain(`$${TODAY}$`);
    // The same password still logs in, and the session opened with the old hash still works.
    const after = await logIn(server, email, PASSWORD);
    expect((await call(server, '/api/profile', { token: before })).status).toBe(200);
    expect((await call(server, '/api/profile', { token: after })).status).toBe(200);
  });

  it('is left as it is after a wrong password', async () => {
    const email = await accountWithOlderHash();
    const stored = await hashOf(email);
    const wrong = await call(server, '/api/auth/login', {
      json: { email, password: 'wrong horse 1' },
    });
    expect(wrong.status).toBe(401);
    expect(await hashOf(email)).toBe(stored);
  });

  it('is not written over a password changed since it was read', async () => {
    const email = await accountWithOlderHash();
    const user = await server.app.store.users.findByEmail(email);
    const stale = user?.passwordHash ?? '';
    const changed = await createPasswordHasher(TEST_HASHING).hash('a new password 2');
    await server.app.store.credentials.changePassword(user?.id ?? 0, changed, []);
    const upgraded = await createPasswordHasher(TEST_HASHING).hash(PASSWORD);
    expect(await server.app.store.credentials.upgradeHash(user?.id ?? 0, stale, upgraded)).toBe(
      false,
    );
    expect(await hashOf(email)).toBe(changed);
  });
});
