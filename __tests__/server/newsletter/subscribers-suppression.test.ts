// The newsletter's subscribers (server/newsletter/subscribers/) over each database, through the
// JSON API and the service the campaigns call, on one server per database with a clock the test
// moves: unsubscribing by the signed link (the row deleted, only a keyed hash kept), suppression
// lifted only by the person's own confirmation, a bounce suppressing the address, and the
// recipients of a topic (as the back office counts a campaign's audience). Subscribing:
// subscribers-signup.test.ts.

import { call, type TestServer, uniqueEmail } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  HOUR,
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

  /** Every text of the three tables, to look for an address in them. */
  const everything = async () =>
    JSON.stringify([
      await database.query('SELECT * FROM newsletter_subscribers'),
      await database.query('SELECT * FROM newsletter_suppressions'),
    ]);

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
});
