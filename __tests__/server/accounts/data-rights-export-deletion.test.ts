// A member's data rights over real HTTP, on each store (docs/product.md §10.18, docs/security.md):
// the data export's sections and what it never holds, and the account's deletion: refused without
// the password, the code of a second factor or the confirmation (nothing deleted), refused for the
// last admin; done, every session ends, the login fails, the address can sign up again, the old
// address is sent a confirmation, and the audit log keeps its lines, anonymised. What was sent
// from the account's address: data-rights-address-match.test.ts.

import { Secret, TOTP } from 'otpauth';
import { type TestServer, call, logIn, newUser, signUp, startServer } from '../helpers';
import { newVerifiedUser } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { PASSWORD, dataRightsCalls, openDataRightsServer } from './data-rights-support';

describe.each(STORE_TABLE)('data rights on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, server } = await openDataRightsServer(harness));
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const { remove, outboxTo } = dataRightsCalls(() => server);

  it('exports every section as an attachment, never a secret', async () => {
    const { email, token } = await newVerifiedUser(server, 'export');
    await call(server, '/api/enrolments', { token, json: { course: 'webdevelopment' } });
    const contact = await call(server, '/api/contact', {
      json: { fullName: 'Ada', email: email.toUpperCase(), subject: 'Hi', message: 'Hello there' },
    });
    expect(contact.status).toBe(201);
    const answer = await call(server, '/api/profile/data', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[^"]+\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.json as Record<string, unknown[]> & {
      profile: { email: string };
      addressMatch: unknown;
    };
    expect(Object.keys(data).sort()).toEqual(
      [
        'addressMatch',
        'applications',
        'auditAbout',
        'auditBy',
        'authorProfile',
        'enrolments',
        'exportedAt',
        'internships',
        'messages',
        'newsletter',
        'profile',
        'sessions',
      ].sort(),
    );
    expect(data.profile.email).toBe(email);
    expect(data.addressMatch).toEqual({
      address: email,
      verifiedAt: expect.any(String),
      sections: ['messages', 'applications'],
    });
    expect(data.enrolments).toEqual([expect.objectContaining({ course: 'webdevelopment' })]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'Hi' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions?.[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      endedAt: null,
    });
    const user = await server.app.store.users.findByEmail(email);
    expect(answer.text).not.toContain(user!.passwordHash);
    expect(answer.text).not.toMatch(/passwordHash|tokenHash|token_hash|secret|\$argon2/i);
    expect(answer.text).not.toContain(token);
    expect((await call(server, '/api/profile/data')).status).toBe(401);
  });

  it('refuses a wrong password, a missing confirmation or code, and deletes nothing', async () => {
    const { email, token } = await newUser(server, 'keep');
    await call(server, '/api/enrolments', { token, json: { course: 'webdevelopment' } });
    const wrong = await remove(token, { password: 'not my password', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ message: 'Your current password is not correct.' });
    const unconfirmed = await remove(token, { password: PASSWORD, confirm: 'delete' });
    expect(unconfirmed.status).toBe(400);
    expect((await call(server, '/api/profile', { token })).json).toMatchObject({
      email,
      enrolledCourses: 1,
    });
    expect(await outboxTo(email)).not.toContain('account-deleted');

    // An account with a second factor needs its code too.
    const staff = await newStaff(server, 'twofa', 'editor');
    const setup = await call(server, '/api/profile/second-factor/setup', {
      token: staff.token,
      json: { password: PASSWORD },
    });
    const { key } = setup.json as { key: string };
    const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
    const confirmed = await call(server, '/api/profile/second-factor/confirm', {
      token: staff.token,
      json: { code },
    });
    const { recoveryCodes } = confirmed.json as { recoveryCodes: string[] };
    const noCode = await remove(staff.token, { password: PASSWORD, confirm: 'DELETE' });
    expect(noCode.status).toBe(400);
    const badCode = await remove(staff.token, {
      password: PASSWORD,
      code: '000000',
      confirm: 'DELETE',
    });
    expect(badCode.status).toBe(400);
    expect((await call(server, '/api/profile', { token: staff.token })).status).toBe(200);
    const done = await remove(staff.token, {
      password: PASSWORD,
      code: recoveryCodes[0],
      confirm: 'DELETE',
    });
    expect(done.status).toBe(200);
  });

  it('deletes the account: sessions end, login fails, the audit log keeps anonymised lines', async () => {
    const admin = await newStaff(server, 'boss');
    const { email, token } = await newVerifiedUser(server, 'leaver');
    const other = await logIn(server, email);
    const id = (await server.app.store.users.findByEmail(email))!.id;
    await call(server, '/api/enrolments', { token, json: { course: 'webdevelopment' } });
    await call(server, '/api/contact', {
      json: { fullName: 'Leaver', email, subject: 'Bye', message: 'Something personal' },
    });
    // A line by them, and a line about them.
    await call(server, '/api/auth/login', { json: { email, password: 'wrong password 1' } });
    await call(server, '/api/auth/logout-everywhere', { token: other, method: 'POST' });
    const fresh = await logIn(server, email);

    const answer = await remove(fresh, { password: PASSWORD, confirm: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Your account has been deleted.' });

    const audit = await call(server, '/api/staff/audit', { token: admin.token });
    const text = audit.text;
    expect(text).not.toContain(email);
    const items = (
      audit.json as {
        items: {
          action: string;
          actorId: number | null;
          actorEmail: string;
          entityId: number | null;
        }[];
      }
    ).items;
    expect(items).toContainEqual(
      expect.objectContaining({
        action: 'user.delete',
        entityId: id,
        actorEmail: `deleted member #${id}`,
      }),
    );
    expect(
      items.filter((e) => e.actorId === id).every((e) => e.actorEmail === `deleted member #${id}`),
    ).toBe(true);
    expect(items.filter((e) => e.entityId === id).length).toBeGreaterThan(1);

    expect((await call(server, '/api/profile', { token: fresh })).status).toBe(401);
    expect(
      (await call(server, '/api/auth/login', { json: { email, password: PASSWORD } })).status,
    ).toBe(401);
    expect(await outboxTo(email)).toContain('account-deleted');
    const leads = await server.app.store.contactMessages.list();
    expect(leads.some((m) => m.email === email)).toBe(false);

    // The same address signs up again: a new account, with nothing of the old.
    await signUp(server, email);
    const again = await logIn(server, email);
    expect((await call(server, '/api/profile', { token: again })).json).toMatchObject({
      enrolledCourses: 0,
    });
  });

  it('refuses to delete the last admin account, with the reason', async () => {
    const fresh = await harness.fresh();
    const alone = await startServer({ env: fresh.env });
    try {
      const admin = await newStaff(alone, 'only');
      const answer = await call(alone, '/api/profile/delete', {
        token: admin.token,
        json: { password: PASSWORD, confirm: 'DELETE' },
      });
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({
        message: 'This is the last admin account: make another account admin first.',
      });
      expect((await call(alone, '/api/profile', { token: admin.token })).status).toBe(200);
    } finally {
      await alone.close();
      await fresh.dispose();
    }
  });

  it('lets the audit log change only by anonymising a line (last: it changes lines)', async () => {
    // The driver's error may come from another realm (not instanceof Error here): match its text.
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'no error',
        (error: unknown) => String((error as { message?: unknown }).message ?? error),
      );
    const tamper =
      "UPDATE audit_log SET actor_email = 'someone@example.com' WHERE actor_id IS NOT NULL";
    expect(await failure(database.query(tamper))).toMatch(/append-only/);
    const reword =
      "UPDATE audit_log SET action = 'x', actor_email = 'deleted member #' || actor_id";
    expect(await failure(database.query(reword))).toMatch(/append-only/);
    const anonymise =
      "UPDATE audit_log SET actor_email = 'deleted member #' || actor_id WHERE actor_id IS NOT NULL";
    expect(await failure(database.query(anonymise))).toBe('no error');
    expect(await failure(database.query('DELETE FROM audit_log'))).toMatch(/append-only/);
  });
});
