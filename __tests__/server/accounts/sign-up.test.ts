// Sign-up does not tell who has an account (server/accounts/sign-up.ts), on each store: a registered
// address and a new one get the same answer, the registered account is left exactly as it was,
// and its owner is emailed through the outbox (at most once an hour) instead. The API and the
// sign-up page's own form post (no JavaScript) are two doors of the same service: same answers,
// same emails, one per-address limit.

import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { createSealer } from '../../../server/mail/seal';
import { type TestServer, call, logIn, signUp, startServer, uniqueEmail } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const XSRF = 'sign-up-test-xsrf-token';

/** The sign-up page's form, posted by a browser without JavaScript (its XSRF field, or `xsrf`). */
const postForm = (server: TestServer, fields: Record<string, string>, xsrf = XSRF) =>
  call(server, '/signup', {
    body: new URLSearchParams({ _xsrf: xsrf, ...fields }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${XSRF}` },
  });

describe.each(STORE_TABLE)('sign-up on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: { ...database.env, RATE_LIMIT_AUTH_MAX: '1000' } });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /** The emails queued for `email` (kind and text, opened as the recipient would). */
  const emailsTo = async (email: string) => {
    const sealer = createSealer(server.config.jwtSecret);
    return (await server.app.store.outbox.list())
      .filter((row) => row.recipient.toLowerCase() === email.toLowerCase())
      .map((row) => ({ kind: row.kind, text: sealer.open(row.payload).text }));
  };

  /** The account's row as stored, every column. */
  const accountRow = async (email: string) =>
    database.query(`SELECT * FROM users WHERE email_normalized = '${email.toLowerCase()}'`);

  it('answers a registered address exactly as a new one, and changes nothing', async () => {
    const taken = uniqueEmail('Taken');
    await signUp(server, taken);
    const before = await accountRow(taken);
    const emailsBefore = await emailsTo(taken);

    const fresh = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail('fresh'), password: 'a perfectly fine passphrase' },
    });
    const again = await call(server, '/api/auth/create', {
      json: { email: taken.toUpperCase(), password: 'a perfectly fine passphrase' },
    });
    expect([again.status, again.headers.get('content-type'), again.json]).toEqual([
      fresh.status,
      fresh.headers.get('content-type'),
      fresh.json,
    ]);
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ message: SIGN_UP_ACCEPTED });

    // One account, every column as it was; the old password works, the new one does not.
    expect(await accountRow(taken)).toEqual(before);
    expect((await logIn(server, taken)).split('.')).toHaveLength(3);
    const intruder = await call(server, '/api/auth/login', {
      json: { email: taken, password: 'a perfectly fine passphrase' },
    });
    expect(intruder.status).toBe(401);

    // Its owner is told, with the way to a new password; no welcome, no verification link.
    const queued = (await emailsTo(taken)).slice(emailsBefore.length);
    expect(queued.map((e) => e.kind)).toEqual(['sign-up-attempt']);
    expect(queued[0]?.text).toContain('already has an account, so no new one was made');
    expect(queued[0]?.text).toContain(`${server.config.mail.publicUrl}/forgot-password`);
  });

  it('emails the owner at most once an hour, however often the address is tried', async () => {
    const taken = uniqueEmail('spammed');
    await signUp(server, taken);
    for (let i = 0; i < 5; i++) {
      const answer = await call(server, '/api/auth/create', {
        json: { email: i % 2 ? taken : taken.toUpperCase(), password: `passphrase ${i}x` },
      });
      expect([answer.status, answer.json]).toEqual([201, { message: SIGN_UP_ACCEPTED }]);
    }
    const kinds = (await emailsTo(taken)).map((e) => e.kind);
    expect(kinds.filter((kind) => kind === 'sign-up-attempt')).toHaveLength(1);
  });

  it('the form posted without JavaScript goes through the same service', async () => {
    const email = uniqueEmail('form');
    const created = await postForm(server, { email, password: 'a form-posted passphrase' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/signup?done=1');
    expect(await accountRow(email)).toHaveLength(1);
    expect((await emailsTo(email)).map((e) => e.kind)).toEqual(['welcome', 'email-verification']);
    expect((await logIn(server, email, 'a form-posted passphrase')).split('.')).toHaveLength(3);

    // The same address again: the same answer, and the owner is told instead.
    const before = await accountRow(email);
    const again = await postForm(server, {
      email: email.toUpperCase(),
      password: 'another form passphrase',
    });
    expect([again.status, again.headers.get('location')]).toEqual([303, '/signup?done=1']);
    expect(await accountRow(email)).toEqual(before);
    expect((await emailsTo(email)).map((e) => e.kind)).toEqual([
      'welcome',
      'email-verification',
      'sign-up-attempt',
    ]);
  });
});

describe('the sign-up form without JavaScript', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (fields: Record<string, string>, xsrf?: string) => postForm(server, fields, xsrf);

  it("checks the API's schema and rules first, with the API's sentences", async () => {
    const malformed = await post({ email: 'not an address', password: 'long enough words' });
    expect([malformed.status, malformed.text]).toEqual([
      400,
      'Please enter a valid email address.',
    ]);
    const short = await post({ email: uniqueEmail('short'), password: 'short' });
    expect([short.status, short.text]).toEqual([
      400,
      'Password must be between 8 and 128 characters.',
    ]);
    const forged = await post({ email: uniqueEmail('forged'), password: 'long enough words' }, 'x');
    expect(forged.status).toBe(403);
  });

  it('shares one per-address limit with the API (RATE_LIMIT_AUTH_MAX)', async () => {
    // The requests above counted too: with the API's, the fourth of the minute is refused.
    const api = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail('api'), password: 'long enough words' },
    });
    expect(api.status).toBe(429);
    const form = await post({ email: uniqueEmail('late'), password: 'long enough words' });
    expect(form.status).toBe(429);
    expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(form.text).toMatch(/^Too many sign-up attempts\. Try again in \d+ seconds\.$/);
  });
});
