// Every write route is throttled per client address (429 + Retry-After + a reason); the contact
// form also has a daily cap of stored messages per address and a honeypot field for bots.

import { type TestServer, call, newUser, startServer } from '../helpers';
import { callFrom } from '../raw-requests';

const message = (n: number) => ({
  fullName: 'Burst Sender',
  email: 'burst@example.com',
  subject: `Message ${n}`,
  message: 'x'.repeat(4900),
});

describe('POST /api/contact limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { RATE_LIMIT_CONTACT_MAX: '5', CONTACT_DAILY_MAX: '8' },
    });
  });
  afterAll(() => server.close());

  const stored = async () => (await server.app.store.contactMessages.list()).length;

  it('a burst from one address gets 429 with Retry-After and a reason after the per-minute limit', async () => {
    const before = await stored();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 30; i += 1) {
      last = await callFrom(server, '127.0.0.2', '/api/contact', { json: message(i) });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(201));
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    expect(await stored()).toBe(before + 5);
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(JSON.parse(last?.text ?? '')).toEqual({
      message: `Too many messages from your address in a short time. Try again in ${retryAfter} seconds.`,
    });

    // Another address is not affected.
    expect(
      (await callFrom(server, '127.0.0.3', '/api/contact', { json: message(99) })).status,
    ).toBe(201);
  });

  it('stores at most CONTACT_DAILY_MAX messages per address per day', async () => {
    const daily = await startServer({
      env: { RATE_LIMIT_CONTACT_MAX: '1000', CONTACT_DAILY_MAX: '8' },
    });
    try {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 12; i += 1) {
        last = await call(daily, '/api/contact', { json: message(i) });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([...Array(8).fill(201), ...Array(4).fill(429)]);
      expect((await daily.app.store.contactMessages.list()).length).toBe(8);
      const retryAfter = Number(last?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(last?.json).toEqual({
        message:
          'We have received 8 messages from your address today, the most we accept in one day. ' +
          `Try again in ${retryAfter} seconds.`,
      });
    } finally {
      await daily.close();
    }
  });

  it('a filled honeypot field is answered as if stored, and nothing is stored', async () => {
    const before = await stored();
    const answer = await callFrom(server, '127.0.0.4', '/api/contact', {
      json: { ...message(1), website: 'https://spam.example' },
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({
      message: "Thanks for your message — we'll reply within one business day.",
    });
    expect(await stored()).toBe(before);

    // People leave it empty (the form sends it empty): stored as usual.
    const person = await callFrom(server, '127.0.0.4', '/api/contact', {
      json: { ...message(2), website: '' },
    });
    expect(person.status).toBe(201);
    expect(await stored()).toBe(before + 1);
  });
});

describe('PUT /api/profile limit', () => {
  it('answers 429 with Retry-After and a reason after RATE_LIMIT_PROFILE_MAX changes a minute', async () => {
    const server = await startServer({ env: { RATE_LIMIT_PROFILE_MAX: '3' } });
    try {
      const { token } = await newUser(server, 'profile-limit');
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await call(server, '/api/profile', {
          method: 'PUT',
          token,
          json: { name: `Name ${i}` },
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const retryAfter = Number(last?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(last?.json).toEqual({
        message: `Too many profile changes. Try again in ${retryAfter} seconds.`,
      });
      // Reading the profile is not limited.
      expect((await call(server, '/api/profile', { token })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
