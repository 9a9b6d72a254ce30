// npm run staff -- add|remove|list (server/cli/staff.ts), on each store.

import { createPasswordHasher } from '../../server/auth/passwords';
import { runStaffCommand, USAGE } from '../../server/cli/staff';
import { openDataStore, type DataStore } from '../../server/db';
import { TEST_HASHING } from './helpers';
import { type FreshDatabase, STORE_TABLE } from './stores';

describe.each(STORE_TABLE)('npm run staff on %s', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let out: string[];
  let err: string[];
  const passwords = createPasswordHasher(TEST_HASHING);
  const run = (...args: string[]) =>
    runStaffCommand(args, {
      store,
      passwords,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
    out = [];
    err = [];
  });
  afterEach(async () => {
    await store.close();
    await database.dispose();
  });

  it('creates an account with a one-time password that logs in, and makes it staff', async () => {
    expect(await run('add', 'Boss@Example.com')).toBe(0);
    const password = /one-time password \(shown only now\): (\S+)/.exec(out.join('\n'))?.[1];
    const user = await store.users.findByEmail('boss@example.com');
    expect(user?.role).toBe('staff');
    expect(await passwords.verify(user!.passwordHash, password!)).toBe(true);
    expect(out.join('\n')).not.toContain(user!.passwordHash);
    expect(await run('list')).toBe(0);
    expect(out.at(-1)).toMatch(/^Boss@Example\.com\tBoss\tsince /);
  });

  it('promotes an existing account, refuses to remove the last staff, then demotes', async () => {
    await store.users.create({ email: 'a@example.com', passwordHash: 'h', name: 'a' });
    await store.users.create({ email: 'b@example.com', passwordHash: 'h', name: 'b' });
    expect(await run('add', 'a@example.com')).toBe(0);
    expect(out.join('\n')).not.toMatch(/password/);
    expect(await run('remove', 'a@example.com')).toBe(1);
    expect(err).toEqual(['This is the last staff account: make another account staff first.']);
    expect(await run('add', 'b@example.com')).toBe(0);
    expect(await run('remove', 'a@example.com')).toBe(0);
    expect((await store.staff.accounts.listStaff()).map((a) => a.email)).toEqual(['b@example.com']);
    const audit = await store.staff.audit.list(1);
    expect(audit.items.map((e) => [e.action, e.actorEmail])).toEqual([
      ['user.role', 'command line'],
      ['user.role', 'command line'],
      ['user.role', 'command line'],
    ]);
  });

  it('explains its usage and refuses what is not an email or not an account', async () => {
    expect(await run()).toBe(2);
    expect(await run('add')).toBe(2);
    expect(err).toEqual([USAGE, USAGE]);
    expect(await run('add', 'not-an-email')).toBe(2);
    expect(await run('remove', 'nobody@example.com')).toBe(1);
    expect(err.at(-1)).toBe('No account has the email nobody@example.com.');
  });
});
