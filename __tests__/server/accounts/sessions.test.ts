// Sessions kept on the server (server/accounts/sessions.ts), over HTTP on SQLite and PostgreSQL:
// logout ends the token on the server, "log out everywhere" ends every session of the account, a
// staff session idle too long ends (the app's injected clock), a token from before sessions were
// kept counts as ended, and last_seen_at is written at most once a minute. On PostgreSQL a logout
// on one instance is seen at once by another sharing the database.

import { SignJWT, decodeJwt } from 'jose';
import { type TestServer, call, logIn, newUser, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const EXPIRED = { message: 'Your session has expired. Please log in again.' };
const MINUTE = 60_000;

describe.each(STORE_TABLE)('sessions on %s', (name, harness) => {
  let database: FreshDatabase;
  let clock: number;
  let servers: TestServer[];

  const start = async (env: Record<string, string> = {}) => {
    const options = { env: { ...database.env, ...env }, app: { now: () => new Date(clock) } };
    servers = [await startServer(options)];
    // A second instance on the same database (PostgreSQL): every session state is in it.
    if (name === 'PostgreSQL') servers.push(await startServer(options));
  };
  const other = () => servers[servers.length - 1]!;

  beforeEach(async () => {
    clock = Date.parse('2026-11-25T09:00:00.000Z');
    database = await harness.fresh();
  });

  afterEach(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  it('logout ends the token on the server, on every instance; other sessions go on', async () => {
    await start();
    const [server] = servers as [TestServer];
    const { email, token } = await newUser(server, 'leaver');
    const second = await logIn(server, email);
    expect((await call(other(), '/api/profile', { token })).status).toBe(200);

    const out = await call(server, '/api/auth/logout', { method: 'POST', token });
    expect(out.status).toBe(204);

    // The token has not expired, and is still signed: the server refuses it all the same.
    for (const instance of servers) {
      const answer = await call(instance, '/api/profile', { token });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(EXPIRED);
    }
    expect((await call(other(), '/api/profile', { token: second })).status).toBe(200);
    expect((await call(server, '/api/auth/logout', { method: 'POST', token })).status).toBe(401);

    // The next login clears the account's rows no token can use: ended, or older than a token.
    clock += 2 * 3600_000;
    await logIn(server, email);
    const rows = await database.query(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = '${email}'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('"log out everywhere" ends every session of the account, audited', async () => {
    await start();
    const [server] = servers as [TestServer];
    const staff = await newStaff(server, 'everywhere');
    const phone = await logIn(server, staff.email);
    const bystander = await newUser(server, 'bystander');

    const answer = await call(other(), '/api/profile/logout-everywhere', {
      method: 'POST',
      token: staff.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      message: 'Every session of your account has ended, this one too.',
    });
    for (const token of [staff.token, phone]) {
      expect((await call(server, '/api/profile', { token })).status).toBe(401);
    }
    expect((await call(server, '/api/profile', { token: bystander.token })).status).toBe(200);

    const fresh = await logIn(server, staff.email);
    const audit = await call(server, '/api/staff/audit', { token: fresh });
    expect((audit.json as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({
        action: 'auth.logout-everywhere',
        actorEmail: staff.email,
        entityId: staff.id,
        after: { sessionsEnded: 2 },
      }),
    );
  });

  it('a staff session idle longer than STAFF_IDLE_MINUTES ends; a member session does not', async () => {
    await start();
    const [server] = servers as [TestServer];
    const staff = await newStaff(server, 'idle');
    const member = await newUser(server, 'member');
    const messages = () => call(server, '/api/staff/messages', { token: staff.token });

    clock += 29 * MINUTE;
    expect((await messages()).status).toBe(200);
    clock += 29 * MINUTE; // 29 minutes after the last request: still going.
    expect((await call(other(), '/api/profile', { token: staff.token })).status).toBe(200);
    clock += 31 * MINUTE;
    const answer = await messages();
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
    clock -= 20 * MINUTE; // Ended for good, not only while idle.
    expect((await messages()).status).toBe(401);

    expect((await call(server, '/api/profile', { token: member.token })).status).toBe(200);
    // A new login starts a new session.
    const again = await logIn(server, staff.email);
    expect((await call(server, '/api/staff/messages', { token: again })).status).toBe(200);
  });

  it('STAFF_IDLE_MINUTES sets the idle time', async () => {
    await start({ STAFF_IDLE_MINUTES: '5' });
    const [server] = servers as [TestServer];
    const staff = await newStaff(server, 'short');
    clock += 4 * MINUTE;
    expect((await call(server, '/api/profile', { token: staff.token })).status).toBe(200);
    clock += 6 * MINUTE;
    expect((await call(server, '/api/profile', { token: staff.token })).status).toBe(401);
  });

  it('writes last_seen_at at most once a minute per session', async () => {
    await start();
    const [server] = servers as [TestServer];
    const { token } = await newUser(server, 'busy');
    const sid = decodeJwt(token).sid as string;
    const seen = async () => {
      const rows = await database.query(`SELECT last_seen_at FROM sessions WHERE id = '${sid}'`);
      return new Date(rows[0]!.last_seen_at as string).toISOString();
    };
    const opened = await seen();
    for (let i = 0; i < 5; i += 1) {
      clock += 10_000;
      expect((await call(server, '/api/profile', { token })).status).toBe(200);
    }
    expect(await seen()).toBe(opened);
    clock += 15_000;
    await call(server, '/api/profile', { token });
    expect(await seen()).toBe(new Date(clock).toISOString());
  });

  it('a token from before sessions were kept (no session id) counts as ended', async () => {
    await start();
    const [server] = servers as [TestServer];
    const { token } = await newUser(server, 'legacy');
    const claims = decodeJwt(token);
    const seconds = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({ email: claims.email, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub!)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .sign(server.config.jwtSecret);
    const answer = await call(server, '/api/profile', { token: legacy });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(EXPIRED);
  });
});
