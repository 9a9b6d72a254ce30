// The back office's Emails API over real HTTP, on each store (SQLite always, PostgreSQL with
// TEST_DATABASE_URL): failed emails listed newest first in pages, never their sealed message;
// SMTP_URL's credentials echoed by an SMTP server never answered, stored or logged; a failed email
// sent again is pending, then really delivered by the worker, with its audit row; 404 and 409
// (not failed, or a reset link that has expired). The worker is driven with drain() and a clock
// the test moves; nothing sleeps.

import { LINK_EXPIRED, VERIFY_LINK_EXPIRED } from '../../../server/mail/staff-routes';
import type { StaffEmail } from '../../../src/api/types';
import {
  type TestServer,
  call,
  logIn,
  newUser,
  signUp,
  startServer,
  uniqueEmail,
} from '../helpers';
import { startSmtp, type TestSmtp } from '../smtp';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

// A minute ahead of the wall clock, which stamps queued emails: they are due at once.
let clock = new Date();
const now = () => clock;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

// The shape the site reads (src/api/types.ts).
interface EmailPage {
  items: StaffEmail[];
  total: number;
  next: string | null;
  pageSize: number;
  failed: number;
}

const USER = 'kestrel-mailer';
const PASSWORD = 'p@ss/w0rd!42';

describe.each(STORE_TABLE)('staff emails on %s', (_name, harness) => {
  let database: FreshDatabase;
  let smtp: TestSmtp;
  let server: TestServer;
  let staff: { token: string; email: string };
  const logLines: string[] = [];

  const start = async (smtpUrl: string) => {
    clock = new Date(Date.now() + 60_000);
    server = await startServer({
      env: {
        ...database.env,
        SMTP_URL: smtpUrl,
        OUTBOX_RETRY_BASE_MS: '1000',
        OUTBOX_MAX_ATTEMPTS: '2',
        LOG_LEVEL: 'info',
      },
      app: { now, logStream: { write: (line) => void logLines.push(line) } },
    });
    staff = await newStaff(server);
    // Each test starts with an empty outbox (not the staff account's welcome email).
    await database.query('DELETE FROM email_outbox RETURNING id');
  };

  const get = async (query = '') => {
    const answer = await call(server, `/api/staff/emails${query}`, { token: staff.token });
    expect(answer.status).toBe(200);
    return answer.json as EmailPage;
  };
  const retry = (id: number | string, token = staff.token) =>
    call(server, `/api/staff/emails/${id}/retry`, { method: 'POST', token });
  /** Every due email tried until each is sent or failed (two attempts, a second apart). */
  const sendAll = async () => {
    await server.app.outbox.drain();
    later(60_000);
    await server.app.outbox.drain();
  };

  beforeEach(async () => {
    logLines.length = 0;
    database = await harness.fresh();
  });

  afterEach(async () => {
    await server.close();
    await smtp.close();
    await database.dispose();
  });

  describe('with an SMTP server refusing every message', () => {
    beforeEach(async () => {
      smtp = await startSmtp();
      smtp.reject = true;
      await start(smtp.url);
    });

    it('lists failed emails newest first, 20 a page, with a total, and never their message', async () => {
      // 11 contact messages: 22 emails, all failed; a sign-up's two left pending.
      for (let i = 1; i <= 11; i += 1) {
        const message = {
          fullName: `V${i}`,
          email: `v${i}@example.com`,
          subject: `S${i}`,
          message: 'Hi',
        };
        expect((await call(server, '/api/contact', { json: message })).status).toBe(201);
      }
      await sendAll();
      await signUp(server, 'still.pending@example.com');

      const first = await get();
      expect(first).toMatchObject({ total: 22, pageSize: 20, failed: 22 });
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toEqual({
        id: expect.any(Number),
        kind: 'contact-acknowledgement',
        recipient: 'v11@example.com',
        subject: 'We received your message: S11',
        status: 'failed',
        attempts: 2,
        lastError: expect.stringMatching(/Mailbox unavailable/),
        createdAt: expect.any(String),
        nextAttemptAt: null,
        sentAt: null,
        cannotRetry: null,
      });
      const ids = first.items.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const second = await get(`?status=failed&cursor=${first.next}`);
      expect(second.items.map((e) => e.recipient)).toEqual([
        'v1@example.com',
        'support@kestrel.example',
      ]);

      const pending = await get('?status=pending');
      expect(pending).toMatchObject({ total: 2, failed: 22 });
      expect(pending.items.map((e) => e.kind)).toEqual(['email-verification', 'welcome']);
      expect(pending.items[1]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(pending.items[0]?.nextAttemptAt).toEqual(expect.any(String));
      expect((await get('?status=sent')).items).toEqual([]);

      // The sealed message is in the database, and in no answer.
      const [row] = await database.query(
        "SELECT payload FROM email_outbox WHERE status = 'failed' LIMIT 1",
      );
      const payload = String(row?.payload);
      expect(payload).toMatch(/^v1:/);
      for (const query of ['', `?cursor=${first.next ?? ''}`, '?status=pending']) {
        const answer = await call(server, `/api/staff/emails${query}`, { token: staff.token });
        expect(answer.text).not.toContain(payload.slice(3, 40));
        expect(answer.text).not.toContain('payload');
      }
    });

    it('refuses a bad status or page with a reason', async () => {
      const bad = await call(server, '/api/staff/emails?status=lost', { token: staff.token });
      expect([bad.status, bad.json]).toEqual([
        400,
        { message: 'Field "status" must be one of: failed, pending, sent.' },
      ]);
      const page = await call(server, '/api/staff/emails?cursor=%3D%3D', { token: staff.token });
      expect(page.status).toBe(400);
      const extra = await call(server, '/api/staff/emails?q=x', { token: staff.token });
      expect([extra.status, extra.json]).toEqual([
        400,
        { message: 'Unknown query parameter "q".' },
      ]);
    });

    it('an error text holding a URL with credentials, a reset link or a token is answered without them, cut short', async () => {
      await server.app.store.outbox.enqueue([
        { kind: 'welcome', recipient: 'old@example.com', subject: 'Old', payload: 'v1:x' },
      ]);
      const [row] = await server.app.store.outbox.list('pending');
      const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLWJ5dGVz';
      const text =
        'connect failed for smtps://olduser:oldpass@mail.example.com:465 ' +
        'while sending https://site.example/reset-password?token=AbCdEf0123456789_-xyz ' +
        `with Bearer ${jwt} ${'x'.repeat(400)}`;
      await server.app.store.outbox.markFailed(row?.id ?? 0, text);
      const answer = await call(server, '/api/staff/emails', { token: staff.token });
      const [shown] = (answer.json as EmailPage).items;
      expect(shown?.lastError).toMatch(
        /^connect failed for smtps:\/\/\[redacted\]@mail\.example\.com:465 while sending https:\/\/site\.example\/reset-password\?token=\[redacted\] with Bearer \[redacted\] x+…$/,
      );
      expect(shown?.lastError).toHaveLength(300);
      for (const secret of ['olduser', 'oldpass', 'AbCdEf0123456789', jwt.slice(0, 20)])
        expect(answer.text).not.toContain(secret);
    });

    it('a failed email sent again is pending, then delivered by the worker; audited; 404 and 409', async () => {
      const email = uniqueEmail('welcome');
      await signUp(server, email);
      await sendAll();
      // Newest first: the verification email, then the welcome.
      const [, failed] = (await get()).items;
      expect(failed).toMatchObject({
        kind: 'welcome',
        recipient: email,
        status: 'failed',
        attempts: 2,
      });
      const id = failed?.id ?? 0;

      // Someone who is not staff changes nothing.
      const member = await newUser(server, 'member');
      expect((await retry(id, member.token)).status).toBe(403);
      expect((await call(server, `/api/staff/emails/${id}/retry`, { method: 'POST' })).status).toBe(
        401,
      );

      smtp.reject = false;
      const answer = await retry(id);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ id, status: 'pending', attempts: 0, lastError: null });
      expect((await get()).items.map((e) => e.id)).not.toContain(id);
      expect((await get('?status=pending')).items.map((e) => e.id)).toContain(id);

      const audit = await call(server, '/api/staff/audit', { token: staff.token });
      expect((audit.json as { items: unknown[] }).items[0]).toMatchObject({
        action: 'email.retry',
        entity: 'email',
        entityId: id,
        actorEmail: staff.email,
        before: { kind: 'welcome', recipient: email, status: 'failed', attempts: 2 },
        after: { status: 'pending', attempts: 0 },
      });

      // Due at once: the worker's next round sends it.
      expect(await server.app.outbox.drain()).toBeGreaterThanOrEqual(1);
      expect(smtp.envelopes).toContainEqual([email]);
      expect(smtp.received.find((m) => m.subject === 'Welcome to Kestrel Software')).toBeDefined();
      const sent = (await get('?status=sent')).items.find((e) => e.id === id);
      expect(sent).toMatchObject({ id, status: 'sent', attempts: 1, sentAt: expect.any(String) });

      const again = await retry(id);
      expect([again.status, again.json]).toEqual([
        409,
        { message: 'Only a failed email can be sent again; this one is sent.' },
      ]);
      expect((await retry(2_000_000)).json).toEqual({ message: 'No such email.' });
      expect((await retry(2_000_000)).status).toBe(404);
      expect((await retry('abc')).status).toBe(400);
    });

    it('a reset email is sent again while its link works; after 30 minutes it is refused with the reason', async () => {
      const email = uniqueEmail('forgot');
      await signUp(server, email);
      await call(server, '/api/auth/forgot', { json: { email } });
      await call(server, '/api/auth/forgot', { json: { email } });
      await sendAll();
      const resets = (await get()).items.filter((e) => e.kind === 'password-reset');
      expect(resets).toHaveLength(2);
      expect(resets.every((e) => e.cannotRetry === null)).toBe(true);

      later(10 * 60_000); // some 12 minutes after the requests: the links still work
      expect((await retry(resets[0]?.id ?? 0)).status).toBe(200);

      later(20 * 60_000); // some 32 minutes after: expired
      const auditBefore = (await server.app.store.staff.audit.list({})).total;
      const listed = (await get()).items.find((e) => e.id === resets[1]?.id);
      expect(listed?.cannotRetry).toBe(LINK_EXPIRED);
      const refused = await retry(resets[1]?.id ?? 0);
      expect([refused.status, refused.json]).toEqual([409, { message: LINK_EXPIRED }]);
      expect((await get()).items.find((e) => e.id === resets[1]?.id)?.status).toBe('failed');
      expect((await server.app.store.staff.audit.list({})).total).toBe(auditBefore);
    });

    it('a verification email is sent again within 24 hours; afterwards it is refused with the reason', async () => {
      const email = uniqueEmail('verify');
      await signUp(server, email);
      await sendAll();
      const verification = () =>
        get().then((page) =>
          page.items.find((e) => e.kind === 'email-verification' && e.recipient === email),
        );
      expect((await verification())?.cannotRetry).toBeNull();
      later(24 * 3600_000);
      // A day without a request ends a staff session (STAFF_IDLE_MINUTES): log in again.
      staff.token = await logIn(server, staff.email);
      expect((await verification())?.cannotRetry).toBe(VERIFY_LINK_EXPIRED);
      const refused = await retry((await verification())?.id ?? 0);
      expect([refused.status, refused.json]).toEqual([409, { message: VERIFY_LINK_EXPIRED }]);
    });
  });

  it('SMTP_URL credentials echoed in an SMTP answer are never answered, stored or logged', async () => {
    smtp = await startSmtp(0, { echoCredentials: true });
    await start(`smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}`);
    await signUp(server, uniqueEmail('echo'));
    await sendAll();

    const [failed] = (await get()).items;
    expect(failed?.lastError).toMatch(/Authentication failed for \[redacted\] with \[redacted\]/);
    const secrets = [
      USER,
      PASSWORD,
      encodeURIComponent(PASSWORD),
      Buffer.from(`\0${USER}\0${PASSWORD}`).toString('base64'),
    ];
    const answer = await call(server, '/api/staff/emails', { token: staff.token });
    const stored = JSON.stringify(await database.query('SELECT last_error FROM email_outbox'));
    const logged = logLines.join('');
    expect(logged).toMatch(/email failed: giving up after the last attempt/);
    expect(logged).toMatch(/\[redacted\]/);
    for (const secret of secrets) {
      expect(answer.text).not.toContain(secret);
      expect(stored).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });
});
