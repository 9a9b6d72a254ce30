// The newsletter's subscribers (server/newsletter/subscribers/) over each database, through the
// JSON API and the forms that work without JavaScript, on one server per database with a clock the
// test moves: double opt-in (the same answer for every address, one confirmation an hour, the link
// single use and valid 7 days), the per-address and per-client limits, and what is refused.
// Leaving and suppression: subscribers-suppression.test.ts; members and staff:
// subscribers-accounts.test.ts.

import {
  LINK_EXPIRED,
  LINK_USED,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIBE_WORDING,
} from '../../../contract/values/newsletter';
import { call, type TestServer, uniqueEmail } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  HOUR,
  startSubscriberServer,
  stopSubscriberServer,
  subscriberCalls,
} from './subscribers-support';

const DAY = 24 * HOUR;

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

  it('refuses a bad address or topic with the reason', async () => {
    const bad = await subscribe('not an address');
    expect(bad.status).toBe(400);
    expect((await subscribe(uniqueEmail(), { topics: ['Not A Slug'] })).status).toBe(400);
    expect((await confirm('short')).status).toBe(400);
  });
});
