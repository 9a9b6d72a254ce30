// The contact form's acknowledgement (issue 22, item 7). It goes to whatever address was typed
// into the form, so a stranger could use it to send anyone their words through the company's
// mail server. It now repeats no free text but the subject, shortened and without links, and one
// address gets at most one an hour, counted across instances (the CounterStore: PostgreSQL's
// table with DATABASE_URL). The company is still told of every message, in full.

import { createMemoryCounterStore } from '../../../server/security/counter-store';
import { echoSubject } from '../../../server/mail/content';
import { createSealer } from '../../../server/mail/seal';
import { CONTACT_THANKS } from '../../../contract/values/constants';
import { type TestServer, call, startServer, uniqueEmail } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

/** The queued emails of `kind` to `to`, opened. */
async function queued(server: TestServer, kind: string, to: string) {
  const sealer = createSealer(server.config.jwtSecret);
  return (await server.app.store.outbox.list('pending'))
    .filter((row) => row.kind === kind && row.recipient.toLowerCase() === to.toLowerCase())
    .map((row) => sealer.open(row.payload));
}

const SPAM = {
  fullName: 'Visit https://win.example/prize now',
  subject: 'Claim your prize at win.example/x or www.prize.test — reply within 24 hours please',
  message: 'Click http://phish.example/login and enter your bank password. Call +1 555 0100.',
};

describe('what the acknowledgement says', () => {
  it.each([
    ['A quote for a website', 'A quote for a website'],
    ['Re: pricing', 'Re: pricing'],
    ['Go to https://evil.example/a now', 'Go to now'],
    ['see evil.example or EVIL.EXAMPLE/x', 'see or'],
    ['mail me at bob@evil.example', 'mail me at'],
    ['www.evil.example', ''],
    ['evil。example and evil．example', 'and'],
    ['javascript:alert(1) hi', 'hi'],
    ['x'.repeat(60), `${'x'.repeat(49)}…`],
    [
      'A very long subject about our new website and its shop pages',
      'A very long subject about our new website and its…',
    ],
  ])('echoSubject(%j) is %j', (subject, echoed) => {
    expect(echoSubject(subject)).toBe(echoed);
  });
});

describe.each(STORE_TABLE)('the acknowledgement on %s', (name, harness) => {
  let database: FreshDatabase;
  let servers: TestServer[];

  beforeAll(async () => {
    database = await harness.fresh();
    servers = [await startServer({ env: database.env })];
    // PostgreSQL: a second instance on the same database shares the count.
    if (name === 'PostgreSQL') servers.push(await startServer({ env: database.env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  it('repeats neither the name nor the message, only the subject shortened without links', async () => {
    const email = uniqueEmail('ack');
    const answer = await call(servers[0]!, '/api/contact', { json: { ...SPAM, email } });
    expect([answer.status, answer.json]).toEqual([201, { message: CONTACT_THANKS }]);

    const [ack] = await queued(servers[0]!, 'contact-acknowledgement', email);
    expect(ack).toBeDefined();
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toMatch(/win\.example|prize\.test|phish|bank password|555|https?:|www\./);
      expect(part).not.toContain('Visit');
    }
    expect(ack!.subject).toBe(
      'We received your message: Claim your prize at or — reply within 24 hours…',
    );
    expect(ack!.text).toContain(CONTACT_THANKS);

    // The company still gets every word.
    const [note] = await queued(servers[0]!, 'contact-notification', 'support@kestrel.example');
    expect(note).toBeDefined();
    const notes = await queued(servers[0]!, 'contact-notification', 'support@kestrel.example');
    expect(notes.some((n) => n.text.includes(SPAM.message) && n.text.includes(SPAM.fullName))).toBe(
      true,
    );
  });

  it('one address gets one acknowledgement an hour, whichever instance takes the message', async () => {
    const email = uniqueEmail('flooded');
    for (let i = 0; i < 6; i += 1) {
      const server = servers[i % servers.length]!;
      const sent = {
        fullName: 'Ann',
        email: i % 2 ? email.toUpperCase() : email,
        subject: `S${i}`,
        message: 'Hi',
      };
      const answer = await call(server, '/api/contact', { json: sent });
      // The visitor's answer is the form's text each time.
      expect([answer.status, answer.json]).toEqual([201, { message: CONTACT_THANKS }]);
    }
    expect(await queued(servers[0]!, 'contact-acknowledgement', email)).toHaveLength(1);
    const notes = (
      await queued(servers[0]!, 'contact-notification', 'support@kestrel.example')
    ).filter((n) => n.replyTo?.toLowerCase() === email.toLowerCase());
    expect(notes).toHaveLength(6);
    // Another address has its own hour.
    const other = uniqueEmail('other');
    await call(servers[0]!, '/api/contact', {
      json: { fullName: 'Bo', email: other, subject: 'Hello', message: 'Hi' },
    });
    expect(await queued(servers[0]!, 'contact-acknowledgement', other)).toHaveLength(1);
  });
});

it('an hour later the address gets an acknowledgement again (injected clock)', async () => {
  let clock = Date.parse('2026-11-24T08:00:00Z');
  const server = await startServer({
    app: { counters: createMemoryCounterStore({ now: () => clock }), now: () => new Date(clock) },
  });
  try {
    const email = uniqueEmail('hourly');
    const send = () =>
      call(server, '/api/contact', {
        json: { fullName: 'Cy', email, subject: 'Hello', message: 'Hi' },
      });
    await send();
    clock += 59 * 60_000;
    await send();
    expect(await queued(server, 'contact-acknowledgement', email)).toHaveLength(1);
    clock += 60_000;
    await send();
    expect(await queued(server, 'contact-acknowledgement', email)).toHaveLength(2);
  } finally {
    await server.close();
  }
});
