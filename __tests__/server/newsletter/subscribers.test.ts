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
  SUBSCRIBE_ACCEPTED,
  SUBSCRIBE_WORDING,
} from '../../../contract/values/newsletter';
import { call, type TestServer, startServer, uniqueEmail } from '../helpers';
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
      env: database.env,
      app: { counters: createMemoryCounterStore({ now: () => clock }), now: () => new Date(clock) },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
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

    await server.app.newsletter.suppress(react.toUpperCase(), 'bounced');
    expect(await row(react)).toBeUndefined();
    expect(await recipientEmails('react')).not.toContain(react);
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

  it('refuses a bad address or topic with the reason', async () => {
    const bad = await subscribe('not an address');
    expect(bad.status).toBe(400);
    expect((await subscribe(uniqueEmail(), { topics: ['Not A Slug'] })).status).toBe(400);
    expect((await confirm('short')).status).toBe(400);
  });
});
