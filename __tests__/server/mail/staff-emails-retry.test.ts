// The back office's Emails API over real HTTP, on each store (SQLite always, PostgreSQL with
// TEST_DATABASE_URL): a failed email sent again is pending, then really delivered by the worker,
// with its audit row; 404 and 409 (not failed, or a reset or verification link that has expired).
// What the list shows: staff-emails-list.test.ts.

import { LINK_EXPIRED, VERIFY_LINK_EXPIRED } from '../../../server/mail/staff-routes';
import { type TestServer, call, logIn, newUser, signUp, uniqueEmail } from '../helpers';
import { startSmtp, type TestSmtp } from '../smtp';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  type EmailServer,
  emailCalls,
  later,
  startEmailServer,
  stopEmailServer,
} from './staff-emails-support';

describe.each(STORE_TABLE)('staff emails on %s', (_name, harness) => {
  let database: FreshDatabase;
  let smtp: TestSmtp;
  let server: TestServer;
  let staff: EmailServer['staff'];

  const start = async (smtpUrl: string) => {
    ({ server, staff } = await startEmailServer(database, smtpUrl));
  };
  const { get, sendAll } = emailCalls(() => ({ server, staff }));
  const retry = (id: number | string, token = staff.token) =>
    call(server, `/api/staff/emails/${id}/retry`, { method: 'POST', token });

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
});
