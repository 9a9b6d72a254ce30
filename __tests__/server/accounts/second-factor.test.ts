// The staff second factor (server/accounts/second-factor.ts, accounts/routes/second-factor.ts and the second
// step of a login, accounts/routes/sessions.ts), over HTTP on SQLite and PostgreSQL with the app's
// injected clock; the codes are computed here with otpauth from the key the server shows.

import { Secret, TOTP } from 'otpauth';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const PASSWORD = 'correct horse 1';
const STEP = 30_000;

describe.each(STORE_TABLE)('the staff second factor on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let clock: number;

  const start = async (env: Record<string, string> = {}) => {
    server = await startServer({
      env: { ...database.env, ...env },
      app: { now: () => new Date(clock) },
    });
  };
  const codeOf = (key: string, at = clock) =>
    new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });
  const post = (path: string, json: unknown, token?: string) =>
    call(server, path, { method: 'POST', json, token });

  /** Sets up and confirms a second factor; the key and the recovery codes. */
  const enrol = async (token: string) => {
    const setup = await post('/api/profile/second-factor/setup', { password: PASSWORD }, token);
    expect(setup.status).toBe(200);
    const { key } = setup.json as { key: string };
    const confirmed = await post(
      '/api/profile/second-factor/confirm',
      { code: codeOf(key) },
      token,
    );
    expect(confirmed.status).toBe(200);
    return { key, codes: (confirmed.json as { recoveryCodes: string[] }).recoveryCodes };
  };
  /** The login's first step: the challenge of the 202 answer. */
  const challengeFor = async (email: string) => {
    const answer = await post('/api/auth/login', { email, password: PASSWORD });
    expect(answer.status).toBe(202);
    return (answer.json as { challenge: string }).challenge;
  };
  const secondStep = (challenge: string, code: string) =>
    post('/api/auth/login/second-factor', { challenge, code });
  const auditActions = async (token: string) =>
    (
      (await call(server, '/api/staff/audit', { token })).json as { items: { action: string }[] }
    ).items.map((entry) => entry.action);

  beforeEach(async () => {
    clock = Date.parse('2026-11-25T09:00:10.000Z');
    database = await harness.fresh();
  });

  afterEach(async () => {
    await server.close();
    await database.dispose();
  });

  it('enrols: password, a QR code and the key, a code confirms, ten recovery codes once', async () => {
    await start();
    const staff = await newStaff(server);
    const status = () => call(server, '/api/profile/second-factor', { token: staff.token });
    expect((await status()).json).toEqual({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const wrong = await post('/api/profile/second-factor/setup', { password: 'nope' }, staff.token);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ message: 'Your current password is not correct.' });

    const setup = await post(
      '/api/profile/second-factor/setup',
      { password: PASSWORD },
      staff.token,
    );
    expect(setup.status).toBe(200);
    const { key, uri, qr } = setup.json as { key: string; uri: string; qr: string[] };
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${key}`);
    expect(uri).toContain('issuer=Kestrel%20Software');
    expect(qr.length).toBeGreaterThanOrEqual(21);
    expect(qr.every((row) => row.length === qr.length && /^[01]+$/.test(row))).toBe(true);
    expect((await status()).json).toMatchObject({ enabled: false, pending: true });

    const bad = await post('/api/profile/second-factor/confirm', { code: '000000' }, staff.token);
    expect(bad.status).toBe(400);
    const good = await post(
      '/api/profile/second-factor/confirm',
      { code: codeOf(key) },
      staff.token,
    );
    expect(good.status).toBe(200);
    const { recoveryCodes } = good.json as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await status()).json).toEqual({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
      required: false,
    });

    // Kept sealed and hashed: neither the key nor a recovery code is in the database.
    const stored = JSON.stringify([
      await database.query('SELECT * FROM second_factors'),
      await database.query('SELECT * FROM recovery_codes'),
    ]);
    expect(stored).not.toContain(key);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    expect(await auditActions(staff.token)).toContain('auth.2fa-enrolled');

    // A second set-up would replace it silently: refused while one is enabled.
    const again = await post(
      '/api/profile/second-factor/setup',
      { password: PASSWORD },
      staff.token,
    );
    expect(again.status).toBe(409);
  });

  it('a member cannot set one up; their login stays one step', async () => {
    await start();
    const member = await newUser(server, 'member');
    const setup = await post(
      '/api/profile/second-factor/setup',
      { password: PASSWORD },
      member.token,
    );
    expect(setup.status).toBe(403);
    const login = await post('/api/auth/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('login asks for the code; a right code logs in once, and is not accepted again', async () => {
    // (A login with a second factor counts two attempts until the code is right.)
    await start({ LOGIN_FAILURE_MAX: '20' });
    const staff = await newStaff(server);
    const { key } = await enrol(staff.token);
    clock += STEP;

    const first = await post('/api/auth/login', { email: staff.email, password: PASSWORD });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({
      challenge: expect.any(String),
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    const { challenge } = first.json as { challenge: string };
    // The challenge is not a session token.
    expect((await call(server, '/api/profile', { token: challenge })).status).toBe(401);

    const wrong = await secondStep(challenge, '123456' === codeOf(key) ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toBe('Invalid code');

    const code = codeOf(key);
    const ok = await secondStep(challenge, code);
    expect(ok.status).toBe(200);
    expect((await call(server, '/api/profile', { token: ok.text })).status).toBe(200);

    // The same code, replayed within its window (by someone who saw it), is refused.
    const replay = await secondStep(await challengeFor(staff.email), code);
    expect(replay.status).toBe(401);
    // So is the code of the step before, once a later one was used.
    const older = await secondStep(await challengeFor(staff.email), codeOf(key, clock - STEP));
    expect(older.status).toBe(401);
    clock += STEP;
    expect((await secondStep(await challengeFor(staff.email), codeOf(key))).status).toBe(200);
  });

  it('a recovery code works once (any case, with or without its hyphen), audited', async () => {
    await start();
    const staff = await newStaff(server);
    const { codes } = await enrol(staff.token);
    const code = codes[3]!;

    const ok = await secondStep(
      await challengeFor(staff.email),
      code.toUpperCase().replace('-', ''),
    );
    expect(ok.status).toBe(200);
    const again = await secondStep(await challengeFor(staff.email), code);
    expect(again.status).toBe(401);

    const status = await call(server, '/api/profile/second-factor', { token: ok.text });
    expect(status.json).toMatchObject({ recoveryCodesLeft: 9 });
    expect(await auditActions(ok.text)).toContain('auth.recovery-code-used');
  });

  it('wrong codes count with wrong passwords in the login throttle', async () => {
    await start({ LOGIN_FAILURE_MAX: '4' });
    const staff = await newStaff(server);
    const { key } = await enrol(staff.token);
    clock += STEP;
    // Enrolment's password and code were right: the count starts at 0 again.
    const challenge = await challengeFor(staff.email); // 1
    expect((await secondStep(challenge, '000000')).status).toBe(401); // 2
    expect((await secondStep(challenge, 'aaaaa-bbbbb')).status).toBe(401); // 3
    expect((await secondStep(challenge, '999999')).status).toBe(401); // 4
    const held = await secondStep(challenge, codeOf(key));
    expect(held.status).toBe(429);
    expect(held.text).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/);
    // A new login with the right password does not hand out fresh guesses.
    expect((await post('/api/auth/login', { email: staff.email, password: PASSWORD })).status).toBe(
      429,
    );
  });

  it('a password change voids a pending challenge', async () => {
    await start();
    const staff = await newStaff(server);
    const { key } = await enrol(staff.token);
    clock += STEP;
    const challenge = await challengeFor(staff.email);
    await call(server, '/api/profile/password', {
      method: 'PUT',
      token: staff.token,
      json: { currentPassword: PASSWORD, newPassword: 'another horse 22' },
    });
    const answer = await secondStep(challenge, codeOf(key));
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('This login has timed out. Please log in again.');
  });

  it('removes with the password and a code, audited; login is one step again', async () => {
    await start();
    const staff = await newStaff(server);
    const { key } = await enrol(staff.token);
    clock += STEP;
    const remove = (password: string, code: string) =>
      post('/api/profile/second-factor/remove', { password, code }, staff.token);
    expect((await remove('wrong password', codeOf(key))).status).toBe(400);
    expect((await remove(PASSWORD, '000000')).status).toBe(400);
    const removed = await remove(PASSWORD, codeOf(key));
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ message: 'Your second factor has been removed.' });
    expect((await remove(PASSWORD, codeOf(key))).status).toBe(409);
    expect(await auditActions(staff.token)).toContain('auth.2fa-removed');
    expect(await database.query('SELECT * FROM recovery_codes')).toEqual([]);
    const login = await post('/api/auth/login', { email: staff.email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('STAFF_REQUIRE_2FA: the back office answers 403 with the reason until enrolled', async () => {
    await start({ STAFF_REQUIRE_2FA: 'true' });
    const staff = await newStaff(server);
    const refused = await call(server, '/api/staff/messages', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      message:
        'Staff accounts need a second factor: set up an authenticator app on your profile page first.',
    });
    // The profile stays usable, so that they can enrol.
    expect((await call(server, '/api/profile', { token: staff.token })).status).toBe(200);
    const status = await call(server, '/api/profile/second-factor', { token: staff.token });
    expect(status.json).toMatchObject({ enabled: false, required: true });

    await enrol(staff.token);
    expect((await call(server, '/api/staff/messages', { token: staff.token })).status).toBe(200);
    const member = await newUser(server, 'member');
    expect((await call(server, '/api/profile', { token: member.token })).status).toBe(200);
  });
});
