// npm run staff -- add|invite|remove|list (server/cli/staff.ts), on each store: an unverified
// address is never promoted as it stands (add refuses it; invite clears its password, ends its
// sessions and queues a single-use set-password link); a printed one-time password lasts 24 hours.

import { company } from '../../contract/company';
import { createPasswordHasher } from '../../server/auth/passwords';
import { hashLinkToken } from '../../server/auth/link-tokens';
import {
  ONE_TIME_PASSWORD_HOURS,
  runStaffCommand,
  unverifiedRefusal,
  USAGE,
} from '../../server/cli/staff';
import { openDataStore, type DataStore } from '../../server/db';
import { createEmails } from '../../server/mail/emails';
import { createSealer } from '../../server/mail/seal';
import { TEST_HASHING, makeTempRoot, testConfig } from './helpers';
import { type FreshDatabase, STORE_TABLE } from './stores';

const HOUR_MS = 3600_000;
const CLOCK = new Date('2026-11-25T09:00:00.000Z');
const secret = new TextEncoder().encode('staff-cli-test-secret-0123456789abcdefghijklmnop');
const sealer = createSealer(secret);

describe.each(STORE_TABLE)('npm run staff on %s', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let out: string[];
  let err: string[];
  const passwords = createPasswordHasher(TEST_HASHING);
  let emails: ReturnType<typeof createEmails>;
  const run = (...args: string[]) =>
    runStaffCommand(args, {
      store,
      passwords,
      emails,
      now: () => CLOCK,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  /** An account as sign-up makes it, optionally with its address verified. */
  const account = async (email: string, verified: boolean) => {
    const user = await store.users.create({
      email,
      passwordHash: await passwords.hash('their own secret 1'),
      name: email.split('@')[0]!,
    });
    if (verified) {
      await database.query(
        `UPDATE users SET email_verified_at = '${CLOCK.toISOString()}' WHERE id = ${user.id}`,
      );
    }
    return user;
  };
  /** The token of the newest invitation queued for `email`. */
  const invitationToken = async (email: string) => {
    const rows = await store.outbox.list('pending');
    const row = rows.filter((e) => e.kind === 'staff-invitation' && e.recipient === email).pop();
    const text = row ? sealer.open(row.payload).text : '';
    return /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  };

  beforeAll(async () => {
    emails = createEmails(testConfig(await makeTempRoot()).mail, sealer, () => company);
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

  it('creates an account with a one-time password that lasts 24 hours, and makes it staff', async () => {
    expect(await run('add', 'Boss@Example.com')).toBe(0);
    const password = /one-time password \(shown only now\): (\S+)/.exec(out.join('\n'))?.[1];
    const user = await store.users.findByEmail('boss@example.com');
    expect(user?.role).toBe('staff');
    expect(await passwords.verify(user!.passwordHash, password!)).toBe(true);
    expect(user?.passwordExpiresAt).toBe(
      new Date(CLOCK.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR_MS).toISOString(),
    );
    expect(out.join('\n')).toMatch(/within 24 hours and must then choose their own password/);
    expect(out.join('\n')).not.toContain(user!.passwordHash);
    expect(await run('list')).toBe(0);
    expect(out.at(-1)).toMatch(/^Boss@Example\.com\tBoss\tsince /);
    const audit = await store.staff.audit.list(1);
    expect(audit.items.map((e) => [e.action, e.actorEmail, e.after])).toEqual([
      ['user.role', 'command line', { email: 'Boss@Example.com', role: 'staff' }],
      [
        'user.created',
        'command line',
        { email: 'Boss@Example.com', by: 'npm run staff -- add', oneTimePassword: true },
      ],
    ]);
  });

  it('promotes a verified account, refuses to remove the last staff, then demotes', async () => {
    await account('a@example.com', true);
    await account('b@example.com', true);
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

  it('add refuses an address nobody verified, and points at invite', async () => {
    await account('squatter@example.com', false);
    expect(await run('add', 'squatter@example.com')).toBe(1);
    expect(err).toEqual([unverifiedRefusal('squatter@example.com')]);
    expect(err[0]).toMatch(/npm run staff -- invite squatter@example\.com/);
    expect((await store.users.findByEmail('squatter@example.com'))?.role).toBe('member');
  });

  it('invite creates an account without a password and queues a 24-hour set-password link', async () => {
    expect(await run('invite', 'new@example.com')).toBe(0);
    const user = await store.users.findByEmail('new@example.com');
    expect(user).toMatchObject({ role: 'staff', passwordHash: '', emailVerifiedAt: null });
    const token = await invitationToken('new@example.com');
    expect(token).toBeDefined();
    expect(await store.credentials.findReset(hashLinkToken(token!))).toEqual({
      userId: user!.id,
      expiresAt: new Date(CLOCK.getTime() + 24 * HOUR_MS).toISOString(),
      usedAt: null,
      purpose: 'invite',
    });
    expect(out.join('\n')).not.toContain(token);
    const audit = await store.staff.audit.list(1);
    expect(audit.items.map((e) => e.action)).toEqual(['user.role', 'user.invited', 'user.created']);
    expect(audit.items.every((e) => e.actorEmail === 'command line')).toBe(true);
  });

  it('invite takes an unverified account from whoever signed up: password cleared, sessions ended', async () => {
    const before = await account('future.boss@example.com', false);
    expect(await run('invite', 'future.boss@example.com')).toBe(0);
    const after = await store.users.findByEmail('future.boss@example.com');
    expect(after?.role).toBe('staff');
    expect(after?.passwordHash).toBe('');
    expect(await passwords.verify(after!.passwordHash, 'their own secret 1')).toBe(false);
    expect(after?.tokenVersion).toBe(before.tokenVersion + 1);
    expect(await invitationToken('future.boss@example.com')).toBeDefined();
    expect(out[0]).toMatch(/password is cleared and its sessions have ended/);
  });

  it('invite promotes a verified account as it is, says so, and sends nothing', async () => {
    const before = await account('known@example.com', true);
    expect(await run('invite', 'known@example.com')).toBe(0);
    const after = await store.users.findByEmail('known@example.com');
    expect(after).toMatchObject({ role: 'staff', passwordHash: before.passwordHash });
    expect(await invitationToken('known@example.com')).toBeUndefined();
    expect(out.join('\n')).toMatch(/verified email address: it is staff now/);
  });

  it('explains its usage and refuses what is not an email or not an account', async () => {
    expect(await run()).toBe(2);
    expect(await run('add')).toBe(2);
    expect(await run('invite')).toBe(2);
    expect(err).toEqual([USAGE, USAGE, USAGE]);
    expect(USAGE).toMatch(/invite <email>/);
    expect(await run('invite', 'not-an-email')).toBe(2);
    expect(await run('remove', 'nobody@example.com')).toBe(1);
    expect(err.at(-1)).toBe('No account has the email nobody@example.com.');
  });
});
