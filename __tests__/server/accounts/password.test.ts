// Forgotten and changed passwords over HTTP: the reset link works once, for 30 minutes, for its
// own account only; a tampered one is refused with a reason; a reset and a change end every
// login token issued before them (401, as an expired token), while the tab that changed the
// password gets a fresh token; the limits per address and per email.

import { createSealer } from '../../../server/mail/seal';
import {
  FORGOT_ACCEPTED,
  PASSWORD_RESET_DONE,
  RESET_REFUSED,
} from '../../../server/accounts/password-reset';
import {
  PASSWORD_CHANGED,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from '../../../server/accounts/routes/password';
import { call, logIn, newUser, startServer, type TestServer, uniqueEmail } from '../helpers';

let clock = new Date();
const now = () => clock;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ app: { now } });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  clock = new Date();
});

/** Asks for a reset link for `email` and reads its token from the queued email. */
async function requestReset(email: string): Promise<string> {
  const answer = await call(server, '/api/auth/forgot', { json: { email } });
  expect(answer.status).toBe(202);
  expect(answer.json).toEqual({ message: FORGOT_ACCEPTED });
  const rows = await server.app.store.outbox.list('pending');
  const row = rows.filter((e) => e.kind === 'password-reset' && e.recipient === email).pop();
  if (!row) throw new Error('no reset email queued');
  const text = createSealer(server.config.jwtSecret).open(row.payload).text;
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no link in the email');
  return token;
}

const reset = (token: string, password: string) =>
  call(server, '/api/auth/reset', { json: { token, password } });

const profile = (token: string) => call(server, '/api/profile', { token });

it('a reset link sets a new password once; the old password and every older token stop working', async () => {
  const { email, token: session } = await newUser(server, 'reset');
  const otherTab = await logIn(server, email);
  const link = await requestReset(email);

  const done = await reset(link, 'a brand new secret 7');
  expect(done.status).toBe(200);
  expect(done.json).toEqual({ message: PASSWORD_RESET_DONE });

  expect((await profile(session)).status).toBe(401);
  expect((await profile(otherTab)).status).toBe(401);
  const oldLogin = await call(server, '/api/auth/login', {
    json: { email, password: 'correct horse 1' },
  });
  expect(oldLogin.status).toBe(401);
  const fresh = await logIn(server, email, 'a brand new secret 7');
  expect((await profile(fresh)).status).toBe(200);

  // Used once: the same link again is refused, and the password stays.
  const again = await reset(link, 'another new secret 8');
  expect(again.status).toBe(400);
  expect(again.json).toEqual({ message: RESET_REFUSED.used });
  expect((await profile(fresh)).status).toBe(200);
});

it('a link older than 30 minutes is refused as expired; one just under still works', async () => {
  const { email } = await newUser(server, 'expiry');
  const first = await requestReset(email);
  later(30 * 60_000);
  expect((await reset(first, 'late new secret 9')).json).toEqual({
    message: RESET_REFUSED.expired,
  });

  clock = new Date();
  const second = await requestReset(email);
  later(30 * 60_000 - 1000);
  expect((await reset(second, 'timely new secret 9')).status).toBe(200);
});

it('a tampered or made-up token is refused as not valid, whatever its shape', async () => {
  const { email } = await newUser(server, 'tamper');
  const token = await requestReset(email);
  const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  for (const bad of [flipped, 'x'.repeat(43), 'short', `${token}extra`]) {
    const answer = await reset(bad, 'tampered new secret 1');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: RESET_REFUSED.unknown });
  }
  // The genuine one still works.
  expect((await reset(token, 'genuine new secret 1')).status).toBe(200);
});

it("one account's link changes only that account's password", async () => {
  const alice = await newUser(server, 'alice');
  const bob = await newUser(server, 'bob');
  const aliceLink = await requestReset(alice.email);
  expect((await reset(aliceLink, 'alice new secret 2')).status).toBe(200);
  expect((await profile(bob.token)).status).toBe(200);
  expect(await logIn(server, bob.email)).toBeTruthy();
  expect(await logIn(server, alice.email, 'alice new secret 2')).toBeTruthy();
});

it('a new link closes nothing, but a reset closes every other open link of the account', async () => {
  const { email } = await newUser(server, 'twolinks');
  const first = await requestReset(email);
  const second = await requestReset(email);
  expect((await reset(second, 'second new secret 3')).status).toBe(200);
  expect((await reset(first, 'first new secret 3')).json).toEqual({
    message: RESET_REFUSED.used,
  });
});

it('a reset refuses a password the sign-up would refuse, and the link stays usable', async () => {
  const { email } = await newUser(server, 'weak');
  const token = await requestReset(email);
  expect((await reset(token, 'password')).status).toBe(400);
  const own = await reset(token, email);
  expect(own.status).toBe(400);
  expect((own.json as { message: string }).message).toMatch(/email/);
  expect((await reset(token, 'short')).json).toEqual({
    message: 'Password must be between 8 and 128 characters.',
  });
  expect((await reset(token, 'a fine new secret 4')).status).toBe(200);
});

it('changing the password returns a fresh token for this tab and ends the other sessions', async () => {
  const { email, token: thisTab } = await newUser(server, 'change');
  const otherTab = await logIn(server, email);
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call(server, '/api/profile/password', {
      method: 'PUT',
      token,
      json: { currentPassword, newPassword },
    });

  const wrong = await change(thisTab, 'not my password', 'changed secret 5');
  expect(wrong.status).toBe(400);
  expect(wrong.json).toEqual({ message: WRONG_CURRENT_PASSWORD });
  expect((await change(thisTab, 'correct horse 1', 'correct horse 1')).json).toEqual({
    message: SAME_PASSWORD,
  });
  expect((await profile(thisTab)).status).toBe(200);

  const done = await change(thisTab, 'correct horse 1', 'changed secret 5');
  expect(done.status).toBe(200);
  const { message, token: renewed } = done.json as { message: string; token: string };
  expect(message).toBe(PASSWORD_CHANGED);
  expect((await profile(renewed)).status).toBe(200);
  expect((await profile(thisTab)).status).toBe(401);
  expect((await profile(otherTab)).status).toBe(401);
  expect(await logIn(server, email, 'changed secret 5')).toBeTruthy();

  const rows = await server.app.store.outbox.list('pending');
  expect(rows.filter((e) => e.recipient === email).map((e) => e.kind)).toEqual([
    'welcome',
    'email-verification',
    'password-changed',
  ]);
  // Without a token, or with an ended one: 401.
  expect((await change(otherTab, 'changed secret 5', 'other secret 6')).status).toBe(401);
});

describe('limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      env: { RATE_LIMIT_FORGOT_MAX: '4', FORGOT_EMAIL_MAX: '2' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('per email address, known or not, then per client address: 429 with Retry-After', async () => {
    const email = uniqueEmail('limit');
    const ask = (address: string) =>
      call(limited, '/api/auth/forgot', { json: { email: address } });
    expect((await ask(email)).status).toBe(202);
    expect((await ask(email.toUpperCase())).status).toBe(202);
    // Past the cap, one request per FORGOT_EMAIL_SLOW_MINUTES still goes through
    // (forgot-slowdown.test.ts), the next is held.
    expect((await ask(email)).status).toBe(202);
    const fourth = await ask(email);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((fourth.json as { message: string }).message).toMatch(/this email address/);
    // The address limit: four requests a minute from this client.
    const fifth = await ask(uniqueEmail('other'));
    expect(fifth.status).toBe(429);
    expect((fifth.json as { message: string }).message).toMatch(/Too many password reset/);
  });
});
