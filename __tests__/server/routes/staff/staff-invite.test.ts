// The command line's accounts over HTTP, on each store. `invite`: the emailed set-password link
// (24 hours, single use) gives a logged-in staff account with a verified address, and takes an
// unverified address from whoever registered it first. `add`'s printed one-time password works
// for 24 hours (then 401 with the reason) and a session opened with it may only change it (403
// with the reason on every other authenticated route: the one guard decides).

import { company } from '../../../../contract/values/company';
import { CHANGE_ONE_TIME_PASSWORD } from '../../../../server/accounts/authenticate';
import { createPasswordHasher } from '../../../../server/accounts/passwords';
import { runStaffCommand } from '../../../../server/cli/staff';
import { createEmails } from '../../../../server/mail/emails';
import { createSealer } from '../../../../server/mail/seal';
import { ONE_TIME_PASSWORD_EXPIRED } from '../../../../server/accounts/routes/auth';
import { RESET_REFUSED } from '../../../../server/accounts/password-reset';
import {
  TEST_HASHING,
  type TestServer,
  call,
  logIn,
  startServer,
  uniqueEmail,
} from '../../helpers';
import { linkToken } from '../../link-support';
import { type FreshDatabase, STORE_TABLE } from '../../stores';

const HOUR_MS = 3600_000;
let clock = new Date();
const now = () => clock;

describe.each(STORE_TABLE)('staff accounts from the command line on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let out: string[];

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env, app: { now } });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });
  beforeEach(() => {
    clock = new Date();
    out = [];
  });

  /** Runs `npm run staff -- ...` on the server's database, with the server's clock and secret. */
  const staff = (...args: string[]) =>
    runStaffCommand(args, {
      store: server.app.store,
      passwords: createPasswordHasher(TEST_HASHING),
      emails: createEmails(
        server.config.mail,
        createSealer(server.config.jwtSecret),
        () => company,
      ),
      now,
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
  const setPassword = (token: string | undefined, password: string) =>
    call(server, '/api/auth/reset', { json: { token, password } });
  const inviteLink = (email: string) =>
    linkToken(server, 'staff-invitation', email, '/set-password');
  const staffUsers = (token: string) => call(server, '/api/staff/users', { token });

  it('invite link → set password → logged-in staff with a verified address; the squatter is out', async () => {
    // Someone registers the future staff member's address first and keeps a session open.
    const email = uniqueEmail('future.staff');
    await call(server, '/api/auth/create', { json: { email, password: 'squatter secret 1' } });
    const squatter = await logIn(server, email, 'squatter secret 1');
    expect(await staff('add', email)).toBe(1);

    expect(await staff('invite', email)).toBe(0);
    expect((await call(server, '/api/profile', { token: squatter })).status).toBe(401);
    const oldPassword = await call(server, '/api/auth/login', {
      json: { email, password: 'squatter secret 1' },
    });
    expect(oldPassword.status).toBe(401);

    const link = await inviteLink(email);
    expect((await setPassword(link, 'the owner chose 1')).status).toBe(200);
    const session = await logIn(server, email, 'the owner chose 1');
    expect((await staffUsers(session)).status).toBe(200);
    const profile = await call(server, '/api/profile', { token: session });
    expect(profile.json).toMatchObject({ email, role: 'admin', emailVerified: true });
    expect((await setPassword(link, 'another try 12')).json).toEqual({
      message: RESET_REFUSED.used,
    });
    const actions = (await server.app.store.staff.audit.list({})).items
      .map((e) => e.action)
      .filter((action) => action !== 'auth.login-failed');
    expect(actions.slice(0, 3)).toEqual(['user.verified', 'user.role', 'user.invited']);
  });

  it('an invitation link works for 24 hours only', async () => {
    const email = uniqueEmail('slow.staff');
    expect(await staff('invite', email)).toBe(0);
    const link = await inviteLink(email);
    clock = new Date(clock.getTime() + 24 * HOUR_MS);
    expect((await setPassword(link, 'too late secret 1')).json).toEqual({
      message: RESET_REFUSED.expired,
    });
    // No password yet: nothing logs in.
    const login = await call(server, '/api/auth/login', {
      json: { email, password: 'anything at all 1' },
    });
    expect(login.status).toBe(401);
  });

  it('a one-time password: its session may only change it; then everything opens', async () => {
    const email = uniqueEmail('printed');
    expect(await staff('add', email)).toBe(0);
    const printed = /shown only now\): (\S+)/.exec(out.join('\n'))![1]!;
    clock = new Date(clock.getTime() + 23 * HOUR_MS);
    const session = await logIn(server, email, printed);

    for (const answer of [
      await call(server, '/api/profile', { token: session }),
      await staffUsers(session),
      await call(server, '/api/profile/verification', { method: 'POST', token: session }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: CHANGE_ONE_TIME_PASSWORD });
    }
    const changed = await call(server, '/api/profile/password', {
      method: 'PUT',
      token: session,
      json: { currentPassword: printed, newPassword: 'my own secret 12' },
    });
    expect(changed.status).toBe(200);
    const renewed = (changed.json as { token: string }).token;
    expect((await call(server, '/api/profile', { token: renewed })).status).toBe(200);
    expect((await staffUsers(renewed)).status).toBe(200);
    // Chosen by its owner now: no 24-hour limit.
    clock = new Date(clock.getTime() + 48 * HOUR_MS);
    expect(await logIn(server, email, 'my own secret 12')).toBeTruthy();
  });

  it('a one-time password older than 24 hours answers 401 with the reason', async () => {
    const email = uniqueEmail('expired');
    expect(await staff('add', email)).toBe(0);
    const printed = /shown only now\): (\S+)/.exec(out.join('\n'))![1]!;
    clock = new Date(clock.getTime() + 24 * HOUR_MS);
    const late = await call(server, '/api/auth/login', { json: { email, password: printed } });
    expect(late.status).toBe(401);
    expect(late.text).toBe(ONE_TIME_PASSWORD_EXPIRED);
    // A wrong password still gets the usual answer, revealing nothing.
    const wrong = await call(server, '/api/auth/login', {
      json: { email, password: 'not the password 1' },
    });
    expect(wrong.text).toBe('Invalid email or password');
  });
});
