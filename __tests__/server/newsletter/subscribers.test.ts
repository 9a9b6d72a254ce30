// The newsletter's subscribers (server/newsletter/subscribers/) over each database, through the
// JSON API and the service the campaigns call, on one server per database with a clock the test
// moves: double opt-in (the same answer for every address, one confirmation an hour, the link
// single use and valid 7 days), unsubscribing by the signed link (the row deleted, only a keyed
// hash kept), suppression lifted only by the person's own confirmation, the recipients of a topic,
// and the per-address limit.

import { createSealer } from '../../../server/mail/seal';
import { createMemoryCounterStore } from '../../../server/security/counter-store';
import {
  LINK_EXPIRED,
  LINK_USED,
  PROFILE_WORDING,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIBE_WORDING,
} from '../../../contract/values/newsletter';
import { call, logIn, signUp, type TestServer, startServer, uniqueEmail } from '../helpers';
import { verifyAddress } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(STORE_TABLE)('newsletter subscribers on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let clock = Date.parse('2026-11-24T08:00:00Z');

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({
      // Forty subscribe requests a minute per client (both doors counted together).
      env: { ...database.env, RATE_LIMIT_CONTACT_MAX: '40' },
      app: { counters: createMemoryCounterStore({ now: () => clock }), now: () => new Date(clock) },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });
  // Each test in a minute of its own: the per-client limit counts afresh.
  beforeEach(() => {
    clock += 60_000;
  });

  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    call(server, '/api/newsletter/subscribers', { json: { email, ...extra } });

  /** The confirmation emails queued for `email`, their links' tokens in order. */
  const confirmations = async (email: string) => {
    const rows = await server.app.store.outbox.list('pending');
    const sealer = createSealer(server.config.jwtSecret);
    return rows
      .filter((row) => row.kind === 'newsletter-confirmation' && row.recipient === email)
      .map(
        (row) =>
          /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
            sealer.open(row.payload).text,
          )?.[1],
      );
  };
  const confirm = (token: string | undefined) =>
    call(server, '/api/newsletter/confirm', { json: { token } });
  const row = (email: string) => server.app.store.newsletter.byEmail(email);
  /** Every text of the three tables, to look for an address in them. */
  const everything = async () =>
    JSON.stringify([
      await database.query('SELECT * FROM newsletter_subscribers'),
      await database.query('SELECT * FROM newsletter_suppressions'),
    ]);

  it('answers every address alike, sends one confirmation an hour, confirms once', async () => {
    const email = uniqueEmail('reader');
    const first = await subscribe(email.toUpperCase(), {
      topics: ['react', 'testing'],
      source: 'footer',
    });
    expect([first.status, first.json]).toEqual([202, { message: SUBSCRIBE_ACCEPTED }]);
    expect(await row(email)).toMatchObject({
      status: 'pending',
      all: false,
      topics: ['react', 'testing'],
      consent: { source: 'footer', wording: SUBSCRIBE_WORDING, at: new Date(clock).toISOString() },
    });
    // Pending: no second email within the hour, one after it.
    clock += HOUR - 1000;
    expect((await subscribe(email)).json).toEqual({ message: SUBSCRIBE_ACCEPTED });
    expect(await confirmations(email)).toHaveLength(1);
    clock += 2000;
    await subscribe(email, { topics: ['react', 'testing'] });
    const links = await confirmations(email);
    expect(links).toHaveLength(2);
    // The newest link works, once.
    const done = await confirm(links[1]);
    expect(done.status).toBe(200);
    expect(await row(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: new Date(clock).toISOString(),
    });
    expect([(await confirm(links[1])).status, (await confirm(links[1])).json]).toEqual([
      404,
      { message: LINK_USED },
    ]);
    // Confirmed: the same answer, no email, nothing changed.
    clock += 2 * HOUR;
    expect((await subscribe(email, { topics: ['other'] })).json).toEqual({
      message: SUBSCRIBE_ACCEPTED,
    });
    expect(await confirmations(email)).toHaveLength(2);
    expect((await row(email))?.topics).toEqual(['react', 'testing']);
    // The answer carries the preferences link's token.
    const { token } = done.json as { token: string };
    const preferences = await call(server, `/api/newsletter/preferences?token=${token}`);
    expect(preferences.json).toEqual({ email, all: false, topics: ['react', 'testing'] });
  });

  it('a link works for 7 days; an expired one can send a new one', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const [link] = await confirmations(email);
    clock += 7 * DAY + 1000;
    expect([(await confirm(link)).status, (await confirm(link)).json]).toEqual([
      410,
      { message: LINK_EXPIRED },
    ]);
    expect((await row(email))?.status).toBe('pending');
    const resent = await call(server, '/api/newsletter/confirm/resend', { json: { token: link } });
    expect([resent.status, resent.json]).toEqual([202, { message: SUBSCRIBE_ACCEPTED }]);
    const links = await confirmations(email);
    expect(links).toHaveLength(2);
    expect((await confirm(links[1])).status).toBe(200);
    expect((await row(email))?.all).toBe(true);
  });

  it('unsubscribing deletes the row and keeps only a keyed hash; only a new confirmation lifts it', async () => {
    const email = uniqueEmail('leaver');
    await subscribe(email);
    const { token } = (await confirm((await confirmations(email))[0])).json as { token: string };
    const { id } = (await row(email))!;
    expect(server.app.newsletter.unsubscribeUrl(id)).toBe(
      `${server.config.mail.publicUrl}/newsletter/unsubscribe?token=${token}`,
    );
    const gone = await call(server, '/api/newsletter/unsubscribe', { json: { token } });
    expect(gone.status).toBe(200);
    expect(await row(email)).toBeUndefined();
    expect(await everything()).not.toContain(email);
    const suppressed = await database.query('SELECT reason FROM newsletter_suppressions');
    expect(suppressed).toContainEqual({ reason: 'unsubscribed' });
    // Again: the same answer; a forged signature is refused.
    expect((await call(server, '/api/newsletter/unsubscribe', { json: { token } })).status).toBe(
      200,
    );
    const forged = `${id}.${'A'.repeat(43)}`;
    expect(
      (await call(server, '/api/newsletter/unsubscribe', { json: { token: forged } })).status,
    ).toBe(400);
    expect((await call(server, `/api/newsletter/preferences?token=${token}`)).status).toBe(404);

    // Subscribing again: the one email a suppressed address may receive; still suppressed (and
    // not a recipient) until it is confirmed.
    clock += 2 * HOUR;
    await subscribe(email);
    const again = (await confirmations(email)).at(-1);
    expect(again).toBeDefined();
    expect(
      await server.app.store.newsletter.isSuppressed(server.app.newsletter.addressHash(email)),
    ).toBe(true);
    expect(await recipientEmails()).not.toContain(email);
    expect((await confirm(again)).status).toBe(200);
    expect(
      await server.app.store.newsletter.isSuppressed(server.app.newsletter.addressHash(email)),
    ).toBe(false);
    expect(await recipientEmails()).toContain(email);
  });

  const recipientEmails = async (topic?: string) => {
    const found: string[] = [];
    let after = 0;
    for (let page = 0; page < 100; page += 1) {
      const rows = await server.app.newsletter.recipients({ topic, after, limit: 2 });
      if (rows.length === 0) break;
      found.push(...rows.map((r) => r.email));
      after = rows.at(-1)!.id;
    }
    return found;
  };

  it('a bounce suppresses the address; recipients are the confirmed ones of a topic, page by page', async () => {
    const admin = await newStaff(server, 'admin');
    /** How many the staff API says a campaign to `topic` (or everyone) would reach. */
    const audience = async (topic?: string) => {
      const answer = await call(
        server,
        `/api/staff/newsletter/subscribers/audience${topic ? `?topic=${topic}` : ''}`,
        { token: admin.token },
      );
      expect(answer.status).toBe(200);
      return (answer.json as { confirmed: number }).confirmed;
    };
    const before = { all: await audience(), react: await audience('react') };
    const confirmed = async (topics?: string[]) => {
      const email = uniqueEmail('topic');
      await subscribe(email, topics ? { topics } : {});
      await confirm((await confirmations(email))[0]);
      return email;
    };
    const everyTopic = await confirmed();
    const react = await confirmed(['react']);
    const design = await confirmed(['design']);
    const pending = uniqueEmail('pending');
    await subscribe(pending, { topics: ['react'] });
    const ofReact = await recipientEmails('react');
    expect(ofReact).toEqual(expect.arrayContaining([everyTopic, react]));
    expect(ofReact).not.toContain(design);
    expect(ofReact).not.toContain(pending);
    expect(await recipientEmails()).toEqual(expect.arrayContaining([everyTopic, react, design]));
    // The back office's count of a campaign's audience follows the same rule.
    expect(await audience()).toBe(before.all + 3);
    expect(await audience('react')).toBe(before.react + 2);
    expect(
      (
        await call(server, '/api/staff/newsletter/subscribers/audience?topic=Not%20a%20slug', {
          token: admin.token,
        })
      ).status,
    ).toBe(400);

    await server.app.newsletter.suppress(react.toUpperCase(), 'bounced');
    expect(await row(react)).toBeUndefined();
    expect(await recipientEmails('react')).not.toContain(react);
    expect(await audience('react')).toBe(before.react + 1);
    expect(await everything()).not.toContain(react);
    expect(await database.query('SELECT reason FROM newsletter_suppressions')).toContainEqual({
      reason: 'bounced',
    });
  });

  it('limits the requests for one address (429 with Retry-After)', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await subscribe(email)).status).toBe(202);
    const refused = await subscribe(email);
    expect(refused.status).toBe(429);
    expect((refused.json as { message: string }).message).toMatch(/this email address/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await confirmations(email)).toHaveLength(1);
    clock += HOUR;
    expect((await subscribe(email)).status).toBe(202);
  });

  /** A form posted as a browser without JavaScript posts it. */
  const post = (path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, one);
    }
    return call(server, path, {
      body: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  };

  it('works without JavaScript: the footer form, the confirm page, preferences, one click', async () => {
    const email = uniqueEmail('nojs');
    const sent = await post('/newsletter', { email, source: 'footer' });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/newsletter?sent=1']);
    expect((await call(server, '/newsletter?sent=1')).text).toContain(
      SUBSCRIBE_ACCEPTED.replace(/'/g, '&#39;'),
    );
    expect((await row(email))?.consent.source).toBe('footer');
    // The email's link shows a button; fetching it confirms nothing.
    const [link] = await confirmations(email);
    const page = await call(server, `/newsletter/confirm?token=${link}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`name="token" value="${link}"`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await row(email))?.status).toBe('pending');
    const confirmed = await post('/newsletter/confirm', { token: link! });
    expect(confirmed.text).toContain('your subscription is confirmed');
    expect((await row(email))?.status).toBe('confirmed');
    expect((await post('/newsletter/confirm', { token: link! })).status).toBe(404);

    const { id } = (await row(email))!;
    const address = new URL(server.app.newsletter.unsubscribeUrl(id));
    const preferences = await call(server, address.pathname + address.search);
    expect(preferences.text).toContain('Every new insight');
    expect(preferences.text).toContain(email);
    const some = await post(`/newsletter/preferences${address.search}`, {
      scope: 'some',
      topics: ['react', 'design'],
    });
    expect(some.status).toBe(303);
    expect((await row(email))?.topics).toEqual(['design', 'react']);
    expect((await post(`/newsletter/preferences${address.search}`, { scope: 'some' })).status).toBe(
      400,
    );
    // RFC 8058: the mail program POSTs List-Unsubscribe=One-Click to the List-Unsubscribe address.
    const oneClick = await post(address.pathname + address.search, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await row(email)).toBeUndefined();
    const forged = await post(`/newsletter/unsubscribe?token=${id}.${'B'.repeat(43)}`, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(forged.status).toBe(400);
  });

  it('the form keeps what was typed when refused; 429 past the per-client limit', async () => {
    const bad = await post('/newsletter', { email: 'typo@', source: 'footer' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('value="typo@"');
    expect(bad.text).toContain('role="alert"');
    // Forty a minute from one client, both doors together.
    for (let i = 0; i < 20; i += 1) await subscribe(uniqueEmail('many'));
    for (let i = 0; i < 20; i += 1) await post('/newsletter', { email: uniqueEmail('many') });
    const last = uniqueEmail('last');
    const refused = await post('/newsletter', { email: last });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.text).toContain(`value="${last}"`);
    expect(refused.text).toContain('Too many subscribe requests from your address');
    expect((await subscribe(uniqueEmail('api'))).status).toBe(429);
    clock += 60_000;
    expect((await subscribe(uniqueEmail('api'))).status).toBe(202);
  });

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

  it('refuses a bad address or topic with the reason', async () => {
    const bad = await subscribe('not an address');
    expect(bad.status).toBe(400);
    expect((await subscribe(uniqueEmail(), { topics: ['Not A Slug'] })).status).toBe(400);
    expect((await confirm('short')).status).toBe(400);
  });
});
