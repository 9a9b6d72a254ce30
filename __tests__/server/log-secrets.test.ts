// No secret reaches the log: a test run at the most verbose level walks the journeys that issue
// secrets (sign-up, login, a reset link opened, used and misused, a password change, a
// verification link and a staff invitation's link opened and used) and then
// scans every line written for each token issued during it and each password typed.

import { company } from '../../contract/values/company';
import { redactUrl } from '../../server/platform/logger';
import { createSealer } from '../../server/mail/seal';
import { createPasswordHasher } from '../../server/accounts/passwords';
import { runStaffCommand } from '../../server/cli/staff';
import { createEmails } from '../../server/mail/emails';
import {
  TEST_HASHING,
  type TestServer,
  call,
  logIn,
  signUp,
  startServer,
  uniqueEmail,
} from './helpers';
import { rawGet } from './raw-requests';
import { linkToken } from './link-support';

let server: TestServer;
let logged = '';

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'trace' },
    app: { logStream: { write: (line: string) => void (logged += line) } },
  });
});

afterAll(() => server.close());

async function resetTokenFor(email: string): Promise<string> {
  expect((await call(server, '/api/auth/forgot', { json: { email } })).status).toBe(202);
  const row = (await server.app.store.outbox.list('pending'))
    .filter((e) => e.kind === 'password-reset' && e.recipient === email)
    .pop();
  const text = createSealer(server.config.jwtSecret).open(row!.payload).text;
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

test('tokens and passwords issued or typed during a run never appear in its log', async () => {
  const email = uniqueEmail('logscan');
  const password = 'correct horse 1';
  const newPassword = 'a fresh secret 42';
  await signUp(server, email, password);
  const session = await logIn(server, email, password);
  expect((await call(server, '/api/profile', { token: session })).status).toBe(200);

  const reset = await resetTokenFor(email);
  // The page the email links to, as a browser opens it, and some ways of sending it wrongly.
  await rawGet(server, `/reset-password?token=${reset}`);
  await rawGet(server, `/reset-password?utm=x&Token=${reset}#top`);
  await rawGet(server, `/api/nothing-here?token=${reset}`);
  await rawGet(server, `/%zz?token=${reset}`);
  const used = await call(server, '/api/auth/reset', {
    json: { token: reset, password: newPassword },
  });
  expect(used.status).toBe(200);
  const fresh = await logIn(server, email, newPassword);
  await call(server, '/api/profile/password', {
    method: 'PUT',
    token: fresh,
    json: { currentPassword: newPassword, newPassword: `${newPassword}!` },
  });

  expect(logged).toContain('/reset-password?token=[redacted]');
  for (const secret of [reset, session, fresh, password, newPassword]) {
    expect([secret, logged.includes(secret)]).toEqual([secret, false]);
  }
});

test('verification and invitation links never appear in the log, opened or used', async () => {
  const email = uniqueEmail('logverify');
  await signUp(server, email, 'correct horse 1');
  const verify = await linkToken(server, 'email-verification', email, '/verify-email');
  await rawGet(server, `/verify-email?token=${verify}`);
  expect((await call(server, '/api/auth/verify-email', { json: { token: verify } })).status).toBe(
    200,
  );

  const invited = uniqueEmail('loginvite');
  const code = await runStaffCommand(['invite', invited], {
    store: server.app.store,
    passwords: createPasswordHasher(TEST_HASHING),
    emails: createEmails(server.config.mail, createSealer(server.config.jwtSecret), () => company),
    out: () => undefined,
    err: () => undefined,
  });
  expect(code).toBe(0);
  const invite = await linkToken(server, 'staff-invitation', invited, '/set-password');
  await rawGet(server, `/set-password?token=${invite}`);
  const chosen = 'invited and chosen 1';
  expect(
    (await call(server, '/api/auth/reset', { json: { token: invite, password: chosen } })).status,
  ).toBe(200);

  expect(logged).toContain('/verify-email?token=[redacted]');
  expect(logged).toContain('/set-password?token=[redacted]');
  for (const secret of [verify!, invite!, chosen]) {
    expect([secret, logged.includes(secret)]).toEqual([secret, false]);
  }
});

test('redactUrl takes out secret parameters, whatever their case, and keeps the rest', () => {
  expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
  expect(redactUrl('/x?a=1&TOKEN=abc&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2');
  expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  expect(redactUrl('/products?category=ui-kits')).toBe('/products?category=ui-kits');
  expect(redactUrl('/about')).toBe('/about');
});
