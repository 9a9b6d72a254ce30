// The back office's Emails API over real HTTP, on each store (SQLite always, PostgreSQL with
// TEST_DATABASE_URL): what the list shows. Failed emails listed newest first in pages, never their
// sealed message; a bad status or page refused; an error text answered without the credentials,
// link or token it holds; SMTP_URL's credentials echoed by an SMTP server never answered, stored
// or logged. Sending a failed email again: staff-emails-retry.test.ts.

import { type TestServer, call, signUp, uniqueEmail } from '../helpers';
import { startSmtp, type TestSmtp } from '../smtp';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  type EmailPage,
  type EmailServer,
  emailCalls,
  startEmailServer,
  stopEmailServer,
} from './staff-emails-support';

const USER = 'kestrel-mailer';
const PASSWORD = 'p@ss/w0rd!42';

describe.each(STORE_TABLE)('staff emails on %s', (_name, harness) => {
  let database: FreshDatabase;
  let smtp: TestSmtp;
  let server: TestServer;
  let staff: EmailServer['staff'];
  let logLines: string[];

  const start = async (smtpUrl: string) => {
    ({ server, staff, logLines } = await startEmailServer(database, smtpUrl));
  };
  const { get, sendAll } = emailCalls(() => ({ server, staff }));

  beforeEach(async () => {
    database = await harness.fresh();
  });

  afterEach(() => stopEmailServer(server, smtp, database));

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
