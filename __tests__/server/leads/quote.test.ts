// POST /api/quote over real HTTP against a real database (docs/api.md): a valid request is stored
// as a lead of kind `quote` with its two emails in the outbox, every broken field is refused with
// its reason and nothing stored, the honeypot and the limits are the contact form's, and the range
// is the server's own, from the prices as published.

import Database from 'better-sqlite3';
import { CONTACT_THANKS, QUOTE_THANKS } from '../../../contract/values/constants';
import { DOCUMENTS } from '../../../contract/documents';
import { type QuoteDetails, quoteOwnWords } from '../../../contract/values/leads';
import { createSealer } from '../../../server/mail/seal';
import { type TestServer, call, startServer, uniqueEmail } from '../helpers';

const VALID = {
  service: 'web-development',
  tier: 'standard',
  pages: 'up-to-20',
  integrations: 'one',
  contentReady: 'partly',
  deadline: 'flexible',
  budget: '10k-30k',
  fullName: 'Ada Quote',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '',
  message: 'We would like an online catalogue.',
};

interface LeadRow {
  kind: string;
  quote: string | null;
  full_name: string;
  subject: string;
  message: string;
}

/** The stored leads from `email`, read from the database file itself. */
function storedLeads(server: TestServer, email: string): LeadRow[] {
  const db = new Database(server.config.databaseFile, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT kind, quote, full_name, subject, message FROM contact_messages WHERE email = ?',
      )
      .all(email) as LeadRow[];
  } finally {
    db.close();
  }
}

/** The queued emails to `to`, opened, with their kind. */
async function queued(server: TestServer, to: string) {
  const sealer = createSealer(server.config.jwtSecret);
  return (await server.app.store.outbox.list('pending'))
    .filter(
      (row) => row.recipient.toLowerCase() === to.toLowerCase() || row.kind.startsWith('quote'),
    )
    .map((row) => ({ kind: row.kind, recipient: row.recipient, ...sealer.open(row.payload) }));
}

describe('POST /api/quote', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('stores a valid request as a quote lead, its range the server computed, and queues its emails', async () => {
    const email = uniqueEmail('quote');
    const answer = await call(server, '/api/quote', { json: { ...VALID, email } });
    // $20,000–$30,000 × 1.1 (6 to 20 pages) × 1.1 (one integration) × 1.05 (some content),
    // rounded to $500.
    expect([answer.status, answer.json]).toEqual([
      201,
      { message: QUOTE_THANKS, estimate: { low: 25500, high: 38000, currency: 'USD' } },
    ]);

    const [row, ...others] = storedLeads(server, email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      kind: 'quote',
      full_name: 'Ada Quote',
      subject: 'Quote: Web Development — Standard',
    });
    const details = JSON.parse(row!.quote!) as QuoteDetails;
    expect(details).toEqual({
      service: 'Web Development',
      tier: 'Standard',
      answers: [
        { label: 'How many pages or screens?', value: '6 to 20' },
        { label: 'How many existing systems should it connect to?', value: 'One' },
        { label: 'Are the texts and images ready?', value: 'Some of them' },
        { label: 'When do you need it?', value: 'No fixed date' },
        { label: 'What budget do you have in mind?', value: '$10,000 to $30,000' },
        { label: 'Company', value: 'Analytical Engines Ltd' },
      ],
      estimate: { low: 25500, high: 38000, currency: 'USD' },
    });
    // The inbox shows the answers with the visitor's own words.
    expect(row!.message).toContain('Tier: Standard');
    expect(row!.message).toContain('Are the texts and images ready?: Some of them');
    expect(row!.message).toContain('Indicative price range: $25,500 – $38,000 (USD)');
    expect(row!.message.endsWith('\n\nWe would like an online catalogue.')).toBe(true);

    const emails = await queued(server, email);
    const note = emails.find((e) => e.kind === 'quote-notification' && e.replyTo === email);
    expect(note?.subject).toBe('Quote: Web Development — Standard');
    expect(note?.text).toContain('Analytical Engines Ltd');
    expect(note?.text).toContain('We would like an online catalogue.');
    // Each answer and the range once (a table), then the visitor's own words.
    const times = (part: string) => (note?.text ?? '').split(part).length - 1;
    expect(times('Are the texts and images ready?: Some of them')).toBe(1);
    expect(times('Tier: Standard')).toBe(1);
    expect(times('$25,500 – $38,000')).toBe(1);
    expect(quoteOwnWords(row!.message, details)).toBe('We would like an online catalogue.');
    const ack = emails.find((e) => e.kind === 'quote-acknowledgement' && e.recipient === email);
    expect(ack?.subject).toBe('We received your quote request: Web Development — Standard');
    expect(ack?.text).toContain('$25,500 – $38,000');
    // Nothing the visitor typed goes to the address they gave.
    expect(ack?.text).not.toContain('Ada');
    expect(ack?.text).not.toContain('catalogue');
  });

  it('quotes every tier of the plan for "Not sure", from the prices as published now', async () => {
    const email = uniqueEmail('quote-unsure');
    const body = { ...VALID, email, tier: 'not-sure', pages: 'up-to-5', integrations: 'none' };
    const first = await call(server, '/api/quote', { json: body });
    // Basic's $5,000 to Premium's $100,000, × 1.05 (some content): $5,250 → $5,500 (to $500).
    expect(first.json).toMatchObject({ estimate: { low: 5500, high: 105000 } });
    expect(JSON.parse(storedLeads(server, email)[0]!.quote!)).toMatchObject({ tier: 'Not sure' });

    // Staff publish new prices: the next request is quoted from them.
    const { store } = server.app;
    const pricing = (await store.documents.get('pricing'))!;
    const seed = DOCUMENTS.pricing.seed;
    const changed = {
      ...seed,
      plans: seed.plans.map((plan) => ({
        ...plan,
        tiers: plan.tiers.map((tier) => ({ ...tier, price: { ...tier.price, min: 1000 } })),
      })),
    };
    const staff = { id: null, email: 'tests@example.com' };
    const draft = await store.documents.saveDraft('pricing', changed, pricing.revision, staff);
    await store.documents.publish(
      'pricing',
      { revision: (draft as { revision: number }).revision },
      staff,
    );
    let estimate: unknown;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await call(server, '/api/quote', {
        json: { ...body, email: uniqueEmail('q') },
      });
      estimate = (answer.json as { estimate: unknown }).estimate;
      if ((estimate as { low: number }).low !== 5500) break;
    }
    expect(estimate).toEqual({ low: 1000, high: 105000, currency: 'USD' });
  });

  it.each([
    ['service', { service: undefined }, 'Service is required.'],
    [
      'an unknown service',
      { service: 'logo-design' },
      'Service must be one of: software-development, web-development, mobile-app-development.',
    ],
    [
      'an unknown tier',
      { tier: 'gold' },
      'Tier must be one of: basic, standard, premium, not-sure.',
    ],
    [
      'pages',
      { pages: 'lots' },
      'Pages or screens must be one of: up-to-5, up-to-20, up-to-50, over-50.',
    ],
    ['integrations', { integrations: undefined }, 'Integrations is required.'],
    [
      'contentReady',
      { contentReady: 'maybe' },
      'Content ready must be one of: ready, partly, not-yet.',
    ],
    [
      'deadline',
      { deadline: 'yesterday' },
      'Deadline must be one of: flexible, three-months, one-month.',
    ],
    [
      'budget',
      { budget: 'a lot' },
      'Budget must be one of: under-10k, 10k-30k, 30k-60k, over-60k, not-sure.',
    ],
    ['fullName', { fullName: '   ' }, 'Full name must not be blank.'],
    ['email', { email: 'ada-at-example' }, 'Please enter a valid email address.'],
    ['company', { company: 'Two\nlines' }, 'Company must be a single line of text.'],
    ['phone', { phone: '1'.repeat(41) }, 'Phone must be at most 40 characters.'],
    [
      'message',
      { message: 'nul \u0000 here' },
      'Message contains a control character (such as NUL); remove it and send again.',
    ],
    [
      'an estimate from the browser',
      { estimate: { low: 1, high: 2, currency: 'USD' } },
      'Unexpected field "estimate".',
    ],
  ])('refuses %s with its reason, storing nothing', async (_name, change, reason) => {
    const email = uniqueEmail('quote-bad');
    const answer = await call(server, '/api/quote', { json: { ...VALID, email, ...change } });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toBe(reason);
    expect(storedLeads(server, email)).toHaveLength(0);
  });

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const email = uniqueEmail('quote-bot');
    const answer = await call(server, '/api/quote', {
      json: { ...VALID, email, website: 'https://spam.example' },
    });
    expect([answer.status, answer.json]).toEqual([201, { message: QUOTE_THANKS, estimate: null }]);
    expect(storedLeads(server, email)).toHaveLength(0);
    const emails = await queued(server, email);
    expect(emails.filter((e) => e.recipient === email)).toHaveLength(0);
  });
});

describe('the limits of POST /api/quote', () => {
  it('has the contact form’s per-minute limit', async () => {
    const server = await startServer({ env: { RATE_LIMIT_CONTACT_MAX: '2' } });
    try {
      const send = () =>
        call(server, '/api/quote', { json: { ...VALID, email: uniqueEmail('rl') } });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((third.json as { message: string }).message).toMatch(
        /^Too many quote requests from your address in a short time\. Try again in \d+ seconds\.$/,
      );
    } finally {
      await server.close();
    }
  });

  it('shares the contact form’s daily cap: messages and quotes count together', async () => {
    const server = await startServer({ env: { CONTACT_DAILY_MAX: '2' } });
    try {
      const contact = {
        fullName: 'Ada',
        email: uniqueEmail('cap'),
        subject: 'Hello',
        message: 'Hi',
      };
      expect((await call(server, '/api/contact', { json: contact })).json).toEqual({
        message: CONTACT_THANKS,
      });
      const email = uniqueEmail('cap-quote');
      expect((await call(server, '/api/quote', { json: { ...VALID, email } })).status).toBe(201);
      const over = await call(server, '/api/quote', { json: { ...VALID, email } });
      expect(over.status).toBe(429);
      expect((over.json as { message: string }).message).toMatch(
        /^We have received 2 messages from your address today/,
      );
      expect(storedLeads(server, email)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
