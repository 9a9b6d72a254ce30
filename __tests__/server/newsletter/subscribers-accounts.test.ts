// The newsletter's subscribers (server/newsletter/subscribers/) over each database, as accounts
// see them, on one server per database with a clock the test moves: a member's data export and
// their subscription from the profile (their verified address only), and the staff's counts,
// list, removal, formula-safe CSV export and import. Subscribing: subscribers-signup.test.ts.

import { PROFILE_WORDING } from '../../../contract/values/newsletter';
import { call, logIn, signUp, type TestServer, uniqueEmail } from '../helpers';
import { verifyAddress } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  startSubscriberServer,
  stopSubscriberServer,
  subscriberCalls,
} from './subscribers-support';

describe.each(STORE_TABLE)('newsletter subscribers on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let clock = Date.parse('2026-11-24T08:00:00Z');

  beforeAll(async () => {
    ({ database, server } = await startSubscriberServer(harness, () => clock));
  });
  afterAll(() => stopSubscriberServer(server, database));
  // Each test in a minute of its own: the per-client limit counts afresh.
  beforeEach(() => {
    clock += 60_000;
  });

  const { subscribe, confirmations, confirm, row } = subscriberCalls(() => server);

  it("a member's export shows the subscription of their address only once it is verified", async () => {
    const email = uniqueEmail('member');
    await signUp(server, email);
    await subscribe(email);
    await confirm((await confirmations(email))[0]);
    const exported = async () =>
      (
        (await call(server, '/api/profile/data', { token: await logIn(server, email) })).json as {
          newsletter: unknown;
        }
      ).newsletter;
    expect(await exported()).toBeNull();
    await verifyAddress(server, email);
    expect(await exported()).toMatchObject({ email, status: 'confirmed', all: true });
  });

  it('a member subscribes from the profile with their verified address only, at once', async () => {
    const email = uniqueEmail('profile');
    await signUp(server, email);
    const mine = (token: string, json?: object) =>
      call(server, '/api/profile/newsletter', json ? { method: 'PUT', token, json } : { token });
    let token = await logIn(server, email);
    // Unverified: neither subscribe nor see the subscription someone made for the address.
    expect((await mine(token, { subscribed: true })).status).toBe(403);
    await subscribe(email);
    await confirm((await confirmations(email)).at(-1));
    expect((await mine(token)).status).toBe(403);
    expect((await mine(token, { subscribed: false })).status).toBe(403);
    expect((await row(email))?.status).toBe('confirmed');

    await verifyAddress(server, email);
    token = await logIn(server, email);
    expect((await mine(token)).json).toEqual({ subscribed: true, all: true, topics: [] });
    const off = await mine(token, { subscribed: false });
    expect([off.status, off.json]).toEqual([200, { subscribed: false, all: true, topics: [] }]);
    expect(await row(email)).toBeUndefined();
    const hash = server.app.newsletter.addressHash(email);
    expect(await server.app.store.newsletter.isSuppressed(hash)).toBe(true);
    const queued = (await confirmations(email)).length;
    const on = await mine(token, { subscribed: true, topics: ['react'] });
    expect(on.json).toEqual({ subscribed: true, all: false, topics: ['react'] });
    expect(await row(email)).toMatchObject({
      status: 'confirmed',
      consent: { source: 'profile', wording: PROFILE_WORDING },
    });
    expect((await row(email))?.userId).toEqual(expect.any(Number));
    expect(await server.app.store.newsletter.isSuppressed(hash)).toBe(false);
    expect(await confirmations(email)).toHaveLength(queued);
    expect((await call(server, '/api/profile/newsletter')).status).toBe(401);
  });

  it('staff: counts, list, removal, a formula-safe CSV export, an import with its report', async () => {
    const admin = await newStaff(server, 'admin');
    const editor = await newStaff(server, 'editor', 'editor');
    const staff = (path: string, options: Parameters<typeof call>[2] = {}) =>
      call(server, `/api/staff/newsletter/subscribers${path}`, { token: admin.token, ...options });
    expect(
      (await call(server, '/api/staff/newsletter/subscribers', { token: editor.token })).status,
    ).toBe(403);

    const left = uniqueEmail('left');
    await subscribe(left);
    await confirm((await confirmations(left)).at(-1));
    await server.app.newsletter.unsubscribe(server.app.newsletter.linkToken((await row(left))!.id));
    const existing = uniqueEmail('existing');
    await subscribe(existing);
    const formula = uniqueEmail('formula');
    const csv = [
      'email,topics,consent_source',
      `${uniqueEmail('fresh')},react;design,`,
      `${uniqueEmail('agreed')},,Signed up at the 2026 meetup`,
      'not-an-address,,',
      `${left.toUpperCase()},,`,
      `${existing},,`,
      `${formula},,"=HYPERLINK(""http://x"")"`,
      `${formula},,`,
      `${uniqueEmail('badtopic')},Not A Slug,`,
    ].join('\r\n');
    const report = await staff('/import', { json: { csv } });
    expect(report.status).toBe(200);
    expect(report.json).toEqual({
      imported: 3,
      confirmationsSent: 1,
      refused: [
        { line: 4, email: 'not-an-address', reason: 'not a valid email address' },
        { line: 5, email: left, reason: 'unsubscribed or bounced: never imported' },
        { line: 6, email: existing, reason: 'already a subscriber' },
        { line: 8, email: formula, reason: 'a duplicate of an earlier line' },
        { line: 9, email: expect.any(String), reason: expect.stringMatching(/^a topic/) },
      ],
    });
    expect(await row(left)).toBeUndefined();
    expect(await row(formula)).toMatchObject({
      status: 'confirmed',
      consent: { source: 'import', wording: '=HYPERLINK("http://x")' },
    });

    const list = await staff(`?q=${encodeURIComponent(existing)}`);
    const body = list.json as {
      counts: Record<string, number>;
      items: { id: number; email: string }[];
    };
    expect(body.items.map((i) => i.email)).toEqual([existing]);
    expect(body.counts.suppressed).toBeGreaterThan(0);
    const exported = await staff('/export.csv');
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.text).toContain(`'=HYPERLINK(""http://x"")`);
    expect(exported.text).not.toContain(left);

    expect((await staff(`/${body.items[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await row(existing)).toBeUndefined();
    expect(
      await server.app.store.newsletter.isSuppressed(server.app.newsletter.addressHash(existing)),
    ).toBe(true);
    expect((await staff(`/${body.items[0]!.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
