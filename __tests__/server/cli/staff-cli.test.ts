// npm run staff -- add|invite|role|remove|list (server/cli/staff.ts), on each store: an unverified
// address is never promoted as it stands (add refuses it; invite clears its password, ends its
// sessions and queues a single-use set-password link); a printed one-time password lasts 24 hours;
// staff are admins unless --role editor says otherwise, and the last admin stays one.

import { company } from '../../../contract/values/company';
import { createPasswordHasher } from '../../../server/accounts/passwords';
import { hashLinkToken } from '../../../server/accounts/link-tokens';
import {
  ONE_TIME_PASSWORD_HOURS,
  runStaffCommand,
  unverifiedRefusal,
  USAGE,
} from '../../../server/cli/staff';
import { openDataStore, type DataStore } from '../../../server/db';
import { createEmails } from '../../../server/mail/emails';
import { createSealer } from '../../../server/mail/seal';
import { TEST_HASHING, makeTempRoot, testConfig } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

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
    expect(user?.role).toBe('admin');
    expect(await passwords.verify(user!.passwordHash, password!)).toBe(true);
    expect(user?.passwordExpiresAt).toBe(
      new Date(CLOCK.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR_MS).toISOString(),
    );
    expect(out.join('\n')).toMatch(/within 24 hours and must then choose their own password/);
    expect(out.join('\n')).not.toContain(user!.passwordHash);
    // The operator vouches for the address: verified, and no confirmation email to wait for.
    expect(user?.emailVerifiedAt).toBe(CLOCK.toISOString());
    expect(out.join('\n')).toMatch(/Its address counts as verified/);
    expect(await store.outbox.list('pending')).toEqual([]);
    expect(await run('list')).toBe(0);
    expect(out.at(-1)).toMatch(/^Boss@Example\.com\tadmin\tBoss\tsince /);
    const audit = await store.staff.audit.list({});
    expect(audit.items.map((e) => [e.action, e.actorEmail, e.after])).toEqual([
      ['user.role', 'command line', { email: 'Boss@Example.com', role: 'admin' }],
      [
        'user.created',
        'command line',
        {
          email: 'Boss@Example.com',
          by: 'npm run staff -- add',
          oneTimePassword: true,
          emailVerified: true,
        },
      ],
    ]);
  });

  it('promotes a verified account, refuses to remove the last admin, then demotes', async () => {
    await account('a@example.com', true);
    await account('b@example.com', true);
    expect(await run('add', 'a@example.com')).toBe(0);
    expect(out.join('\n')).not.toMatch(/password/);
    expect(await run('remove', 'a@example.com')).toBe(1);
    expect(err).toEqual(['This is the last admin account: make another account admin first.']);
    expect(await run('add', 'b@example.com')).toBe(0);
    expect(await run('remove', 'a@example.com')).toBe(0);
    expect((await store.staff.accounts.listStaff()).map((a) => a.email)).toEqual(['b@example.com']);
    const audit = await store.staff.audit.list({});
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
    expect(user).toMatchObject({ role: 'admin', passwordHash: '', emailVerifiedAt: null });
    const token = await invitationToken('new@example.com');
    expect(token).toBeDefined();
    expect(await store.credentials.findReset(hashLinkToken(token!))).toEqual({
      userId: user!.id,
      expiresAt: new Date(CLOCK.getTime() + 24 * HOUR_MS).toISOString(),
      usedAt: null,
      purpose: 'invite',
    });
    expect(out.join('\n')).not.toContain(token);
    const audit = await store.staff.audit.list({});
    expect(audit.items.map((e) => e.action)).toEqual(['user.role', 'user.invited', 'user.created']);
    expect(audit.items.every((e) => e.actorEmail === 'command line')).toBe(true);
  });

  it('invite takes an unverified account from whoever signed up: password cleared, sessions ended', async () => {
    const before = await account('future.boss@example.com', false);
    expect(await run('invite', 'future.boss@example.com')).toBe(0);
    const after = await store.users.findByEmail('future.boss@example.com');
    expect(after?.role).toBe('admin');
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
    expect(after).toMatchObject({ role: 'admin', passwordHash: before.passwordHash });
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
    // A role that is not one, an option that is not --role, a role command without its role.
    err = [];
    expect(await run('add', 'a@example.com', '--role', 'owner')).toBe(2);
    expect(await run('add', 'a@example.com', '--colour', 'editor')).toBe(2);
    expect(await run('role', 'a@example.com')).toBe(2);
    expect(await run('role', 'a@example.com', 'member')).toBe(2);
    expect(await run('remove', 'a@example.com', '--role', 'editor')).toBe(2);
    expect(err).toEqual([USAGE, USAGE, USAGE, USAGE, USAGE]);
    expect(USAGE).toMatch(/role <email> admin\|editor/);
  });

  it('makes editors with --role, changes roles with role, and lists every role', async () => {
    await account('ed@example.com', true);
    expect(await run('add', 'boss@example.com')).toBe(0);
    expect(await run('add', 'ed@example.com', '--role', 'editor')).toBe(0);
    expect(out.at(-1)).toBe('ed@example.com is staff now (editor): the back office is at /staff.');
    expect(await run('invite', 'writer@example.com', '--role=editor')).toBe(0);
    expect((await store.users.findByEmail('writer@example.com'))?.role).toBe('editor');
    out = [];
    expect(await run('list')).toBe(0);
    expect(out.map((line) => line.split('\t').slice(0, 2))).toEqual([
      ['ed@example.com', 'editor'],
      ['boss@example.com', 'admin'],
      ['writer@example.com', 'editor'],
    ]);

    expect(await run('role', 'ed@example.com', 'admin')).toBe(0);
    expect(out.at(-1)).toBe('ed@example.com is an admin now.');
    expect(await run('role', 'boss@example.com', 'editor')).toBe(0);
    // The last admin stays one, whether demoted to editor or removed.
    err = [];
    expect(await run('role', 'ed@example.com', 'editor')).toBe(1);
    expect(await run('remove', 'ed@example.com')).toBe(1);
    expect(await run('add', 'ed@example.com', '--role', 'editor')).toBe(1);
    expect(err).toEqual(
      Array(3).fill('This is the last admin account: make another account admin first.'),
    );
    expect((await store.users.findByEmail('ed@example.com'))?.role).toBe('admin');
    // An editor may be removed; a member has no staff role to change.
    expect(await run('remove', 'writer@example.com')).toBe(0);
    expect(await run('role', 'writer@example.com', 'admin')).toBe(1);
    expect(err.at(-1)).toBe(
      'writer@example.com is not staff: make it staff with add or invite (and --role admin).',
    );

    // Every change in the audit log: who, whom, from, to.
    const changes = (await store.staff.audit.list({})).items
      .filter((e) => e.action === 'user.role')
      .map((e) => [e.actorEmail, e.entityId !== null, e.before, e.after])
      .reverse();
    const change = (email: string, from: string, to: string) => [
      'command line',
      true,
      { email, role: from },
      { email, role: to },
    ];
    expect(changes).toEqual([
      change('boss@example.com', 'member', 'admin'),
      change('ed@example.com', 'member', 'editor'),
      change('writer@example.com', 'member', 'editor'),
      change('ed@example.com', 'editor', 'admin'),
      change('boss@example.com', 'admin', 'editor'),
      change('writer@example.com', 'editor', 'member'),
    ]);
  });
});
