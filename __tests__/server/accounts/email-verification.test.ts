// Email verification over HTTP, on each store: sign-up stays as the spec says (201, then login)
// and also queues a verification link (24 hours, single use, kept hashed); the link verifies the
// address once; the profile shows the state and can ask for a new link, at most 3 an hour per
// account, counted across instances on PostgreSQL; each kind of link does only its own job.

import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { RESET_REFUSED } from '../../../server/accounts/password-reset';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  RESEND_LIMITED,
  VERIFICATION_SENT,
  VERIFY_REFUSED,
} from '../../../server/accounts/routes/verification';
import { type TestServer, call, logIn, startServer, uniqueEmail } from '../helpers';
import { countQueued, linkToken } from '../link-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const HOUR_MS = 3600_000;
let clock = new Date();
const now = () => clock;

describe.each(STORE_TABLE)('email verification on %s', (name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

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
  });

  const verify = (token: string) => call(server, '/api/auth/verify-email', { json: { token } });
  const profile = async (token: string) =>
    (await call(server, '/api/profile', { token })).json as { emailVerified: boolean };
  /** Signs up (the spec's answer, unchanged) and logs in without verifying. */
  const member = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    const created = await call(server, '/api/auth/create', {
      json: { email, password: 'correct horse 1' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ message: SIGN_UP_ACCEPTED });
    return { email, session: await logIn(server, email) };
  };
  const verifyLink = (email: string) =>
    linkToken(server, 'email-verification', email, '/verify-email');

  it('sign-up queues a verification link; it verifies the address once, logged in or not', async () => {
    const { email, session } = await member('verify');
    expect(await profile(session)).toMatchObject({ email, emailVerified: false });
    const token = await verifyLink(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await verify(token!);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: EMAIL_VERIFIED });
    expect(await profile(session)).toMatchObject({ emailVerified: true });
    const audit = (await server.app.store.staff.audit.list({})).items[0];
    expect(audit).toMatchObject({ action: 'user.verified', actorEmail: email, after: { email } });

    const again = await verify(token!);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: VERIFY_REFUSED.used });
    for (const bad of ['x'.repeat(43), 'short', `${token}x`]) {
      expect((await verify(bad)).json).toEqual({ message: VERIFY_REFUSED.unknown });
    }
  });

  it('a link older than 24 hours is refused as expired; one just under still works', async () => {
    const { email, session } = await member('late');
    const token = await verifyLink(email);
    clock = new Date(clock.getTime() + 24 * HOUR_MS);
    expect((await verify(token!)).json).toEqual({ message: VERIFY_REFUSED.expired });
    expect(await profile(session)).toMatchObject({ emailVerified: false });

    clock = new Date();
    const resent = await call(server, '/api/profile/verification', {
      method: 'POST',
      token: session,
    });
    expect(resent.status).toBe(202);
    const fresh = await verifyLink(email);
    clock = new Date(clock.getTime() + 24 * HOUR_MS - 1000);
    expect((await verify(fresh!)).status).toBe(200);
  });

  it('resending: a new link each time, 3 an hour per account (across instances), 409 once verified', async () => {
    const { email, session } = await member('resend');
    // On PostgreSQL a second instance shares the count; on SQLite there is one instance.
    const other = name === 'PostgreSQL' ? await startServer({ env: database.env }) : server;
    try {
      const resend = (via: TestServer) =>
        call(via, '/api/profile/verification', { method: 'POST', token: session });
      for (const via of [server, other, server]) {
        const sent = await resend(via);
        expect(sent.status).toBe(202);
        expect(sent.json).toEqual({ message: VERIFICATION_SENT });
      }
      expect(await countQueued(server, 'email-verification', email)).toBe(4);
      const held = await resend(other);
      expect(held.status).toBe(429);
      expect((held.json as { message: string }).message).toMatch(
        new RegExp(`^${RESEND_LIMITED.replace(/[()]/g, '\\$&')} Try again in \\d+ seconds\\.$`),
      );
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await countQueued(server, 'email-verification', email)).toBe(4);

      // Any of the links works; once verified, no more are sent.
      expect((await verify((await verifyLink(email))!)).status).toBe(200);
      const verified = await resend(server);
      expect(verified.status).toBe(409);
      expect(verified.json).toEqual({ message: EMAIL_ALREADY_VERIFIED });
    } finally {
      if (other !== server) await other.close();
    }
  });

  it('each link does its own job: a verification link sets no password; a reset link verifies', async () => {
    const { email, session } = await member('kinds');
    const verifyToken = await verifyLink(email);
    const asReset = await call(server, '/api/auth/reset', {
      json: { token: verifyToken, password: 'hijacked secret 1' },
    });
    expect(asReset.json).toEqual({ message: RESET_REFUSED.unknown });

    await call(server, '/api/auth/forgot', { json: { email } });
    const resetToken = await linkToken(server, 'password-reset', email, '/reset-password');
    expect((await verify(resetToken!)).json).toEqual({ message: VERIFY_REFUSED.unknown });
    const reset = await call(server, '/api/auth/reset', {
      json: { token: resetToken, password: 'chosen secret 12' },
    });
    expect(reset.status).toBe(200);
    // The reset link reached the address: it is verified now, and the old session has ended.
    expect((await call(server, '/api/profile', { token: session })).status).toBe(401);
    expect(await profile(await logIn(server, email, 'chosen secret 12'))).toMatchObject({
      emailVerified: true,
    });
    // The verification link still answers, and says so.
    expect((await verify(verifyToken!)).json).toEqual({ message: EMAIL_ALREADY_VERIFIED });
  });
});
