// A member's data rights over real HTTP, on each store (docs/product.md §10.18, docs/security.md):
// the data export's sections and what it never holds, and the account's deletion: refused without
// the password, the code of a second factor or the confirmation (nothing deleted), refused for the
// last admin; done, every session ends, the login fails, the address can sign up again, the old
// address is sent a confirmation, and the audit log keeps its lines, anonymised.

import { Secret, TOTP } from 'otpauth';
import {
  type TestServer,
  call,
  logIn,
  newUser,
  signUp,
  startServer,
  uniqueEmail,
} from '../helpers';
import { APPLICANT, PDF, apply, newPosting } from '../hiring/application-support';
import { newVerifiedUser, verifyAddress } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const PASSWORD = 'correct horse 1';

describe.each(STORE_TABLE)('data rights on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const remove = (token: string, body: object) =>
    call(server, '/api/profile/delete', { token, json: body });
  const outboxTo = async (email: string) =>
    (await server.app.store.outbox.list()).filter((e) => e.recipient === email).map((e) => e.kind);

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

  it("exports the job applications sent from the account's address, and deletes them with it", async () => {
    const admin = await newStaff(server, 'hirer');
    const posting = await newPosting(server, admin.token, { title: 'Data rights engineer' });
    const { email, token } = await newVerifiedUser(server, 'candidate');
    const applied = await apply(server, posting.slug, { email: email.toUpperCase() });
    expect(applied.status).toBe(201);
    const data = (await call(server, '/api/profile/data', { token })).json as {
      applications: { id: number; postTitle: string; stage: string; cv: object }[];
    };
    expect(data.applications).toEqual([
      expect.objectContaining({
        postTitle: 'Data rights engineer',
        stage: 'new',
        cv: { name: 'cv.pdf', type: 'pdf', bytes: PDF.length },
      }),
    ]);
    // Metadata only: neither the CV's bytes nor the cover letter.
    const text = JSON.stringify(data);
    expect(text).not.toContain(PDF.toString('base64'));
    expect(text).not.toContain(APPLICANT.coverLetter);

    const id = data.applications[0]!.id;
    expect((await remove(token, { password: PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const cv = await call(server, `/api/staff/applications/${id}/cv`, { token: admin.token });
    expect(cv.status).toBe(404);
    const audit = (await call(server, '/api/staff/audit', { token: admin.token })).json as {
      items: { action: string; entityId: number | null; before: unknown; after: unknown }[];
    };
    const deletion = audit.items.find(
      (e) => e.action === 'application.delete' && e.entityId === id,
    );
    expect(deletion).toBeDefined();
    expect(JSON.stringify(deletion)).not.toContain(email);
  });

  // Someone signs up with another person's address and never verifies it (they cannot): what that
  // person sent without an account is not theirs to read or delete (docs/security.md).
  it('an unverified account neither exports nor deletes what was sent from its address', async () => {
    const admin = await newStaff(server, 'guard');
    const posting = await newPosting(server, admin.token, { title: 'Unverified trap' });
    const victim = uniqueEmail('victim');
    expect((await apply(server, posting.slug, { email: victim })).status).toBe(201);
    const sent = await call(server, '/api/contact', {
      json: { fullName: 'Victim', email: victim, subject: 'Private', message: 'My secret plans' },
    });
    expect(sent.status).toBe(201);
    const [application] = await server.app.store.applications.list(posting.id);

    await signUp(server, victim);
    const token = await logIn(server, victim);
    const answer = await call(server, '/api/profile/data', { token });
    expect(answer.status).toBe(200);
    const data = answer.json as {
      messages: unknown[];
      applications: unknown[];
      addressMatch: unknown;
    };
    expect(data.messages).toEqual([]);
    expect(data.applications).toEqual([]);
    expect(data.addressMatch).toEqual({ address: victim, verifiedAt: null, sections: [] });
    expect(answer.text).not.toContain('My secret plans');
    expect(answer.text).not.toContain('Unverified trap');

    expect((await remove(token, { password: PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const kept = await call(server, `/api/staff/applications/${application!.id}`, {
      token: admin.token,
    });
    expect(kept.status).toBe(200);
    const messages = await server.app.store.contactMessages.list();
    expect(messages.filter((m) => m.email === victim).map((m) => m.message)).toEqual([
      'My secret plans',
    ]);
    // The acknowledgements the person was sent are theirs too: still in the outbox.
    expect(await outboxTo(victim)).toEqual(
      expect.arrayContaining(['application-received', 'account-deleted']),
    );
  });

  it('verifying the address later brings its messages and applications into the export', async () => {
    const admin = await newStaff(server, 'later');
    const posting = await newPosting(server, admin.token, { title: 'Verified later' });
    const email = uniqueEmail('owner');
    expect((await apply(server, posting.slug, { email })).status).toBe(201);
    await call(server, '/api/contact', {
      json: { fullName: 'Owner', email, subject: 'Mine', message: 'Written before signing up' },
    });
    await signUp(server, email);
    const token = await logIn(server, email);
    const before = (await call(server, '/api/profile/data', { token })).json as {
      messages: unknown[];
    };
    expect(before.messages).toEqual([]);

    await verifyAddress(server, email);
    const after = (await call(server, '/api/profile/data', { token })).json as {
      messages: { message: string }[];
      applications: { postTitle: string }[];
      addressMatch: { verifiedAt: string | null; sections: string[] };
    };
    expect(after.messages.map((m) => m.message)).toEqual(['Written before signing up']);
    expect(after.applications.map((a) => a.postTitle)).toEqual(['Verified later']);
    expect(after.addressMatch.sections).toEqual(['messages', 'applications']);
    expect(Date.parse(after.addressMatch.verifiedAt ?? '')).not.toBeNaN();
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
