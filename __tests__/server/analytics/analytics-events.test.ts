// POST /api/events (docs/product.md §10.19): 202 at once, validation with reasons, the body's
// bound, the per-address throttle, bots and opted-out visitors ignored, the write buffer's
// batches, the daily salt, and no address stored.

import { ANALYTICS } from '../../../contract/values/analytics-limits';
import { createEventBuffer } from '../../../server/analytics/buffer';
import fs from 'node:fs/promises';
import { openSqlite } from '../../../server/db/dialect';
import { type TestServer, call, makeTempRoot, startServer } from '../helpers';
import { callFrom } from '../raw-requests';
import { databaseOf } from '../leads/lead-support';

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const VIEW = { type: 'view', path: '/pricing', screen: 'desktop' };
const LCP = { type: 'vital', path: '/pricing', name: 'LCP', value: 1800, target: 'main>img' };

let clock = new Date('2026-11-20T10:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ app: { now: () => clock } });
});
afterAll(() => server.close());

const send = (events: unknown[], headers: Record<string, string> = {}) =>
  call(server, '/api/events', { json: { events }, headers: { 'user-agent': UA, ...headers } });

const rows = async () => {
  await server.app.analytics.buffer.flush();
  const opened = databaseOf(server);
  try {
    return await opened.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
  } finally {
    await opened.close();
  }
};

const clear = async () => {
  await server.app.analytics.buffer.flush();
  const opened = databaseOf(server);
  try {
    await opened.db.deleteFrom('analytics_events').execute();
  } finally {
    await opened.close();
  }
};

beforeEach(clear);

it('answers 202 before writing, then writes the batch with a visitor hash and no address', async () => {
  const answer = await send([
    { ...VIEW, referrer: 'news.example.org', source: 'mail', medium: 'email', campaign: 'launch' },
    LCP,
  ]);
  expect(answer.status).toBe(202);
  expect(answer.text).toBe('');
  expect(answer.headers.get('set-cookie')).toBeNull();
  expect(server.app.analytics.buffer.size).toBe(2);
  const stored = await rows();
  expect(server.app.analytics.buffer.size).toBe(0);
  expect(stored).toHaveLength(2);
  expect(stored[0]).toMatchObject({
    kind: 'view',
    day: '2026-11-20',
    path: '/pricing',
    referrer: 'news.example.org',
    source: 'mail',
    medium: 'email',
    campaign: 'launch',
    screen: 'desktop',
  });
  expect(stored[0]?.visitor).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[1]).toMatchObject({
    kind: 'vital',
    metric: 'LCP',
    value: 1800,
    target: 'main>img',
  });
  expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
});

it.each([
  ['an unknown kind', [{ ...VIEW, type: 'click' }]],
  ['a path that is a URL', [{ ...VIEW, path: 'https://evil.example/' }]],
  ['a path with a query', [{ ...VIEW, path: '/pricing?email=a@b.c' }]],
  ['a field the schema lacks', [{ ...VIEW, email: 'a@b.c' }]],
  ['a negative value', [{ ...LCP, value: -1 }]],
  ['an LCP over a minute', [{ ...LCP, value: ANALYTICS.maxMs + 1 }]],
  ['an unknown vital', [{ ...LCP, name: 'FID' }]],
  ['a long campaign', [{ ...VIEW, campaign: 'x'.repeat(ANALYTICS.utm + 1) }]],
  ['too many events', Array.from({ length: ANALYTICS.maxEvents + 1 }, () => VIEW)],
  ['no events', []],
])('refuses %s with 400 and a reason, storing nothing', async (_what, events) => {
  const answer = await send(events);
  expect(answer.status).toBe(400);
  expect((answer.json as { message: string }).message).toMatch(/\w+ \w+/);
  expect(await rows()).toHaveLength(0);
});

it('refuses paths that are no page, and a CLS out of range, with the reason', async () => {
  const api = await send([{ ...VIEW, path: '/api/staff/leads' }]);
  expect(api.status).toBe(400);
  expect(api.json).toEqual({ message: "Event 0's path is not a page of the site." });
  expect((await send([VIEW, { ...VIEW, path: '/staff/analytics' }])).status).toBe(400);
  const cls = await send([{ ...LCP, name: 'CLS', value: 11 }]);
  expect(cls.json).toEqual({ message: `Event 0's CLS must be at most ${ANALYTICS.maxCls}.` });
  expect(await rows()).toHaveLength(0);
});

it('keeps every valid event under the per-event bound, and refuses a larger body with 413', async () => {
  const largest = {
    ...VIEW,
    path: `/${'é'.repeat(ANALYTICS.path - 1)}`,
    referrer: 'a'.repeat(ANALYTICS.host),
    source: '😀'.repeat(ANALYTICS.utm),
    medium: '😀'.repeat(ANALYTICS.utm),
    campaign: '😀'.repeat(ANALYTICS.utm),
  };
  // (é is not a path character: the real bound is lower still.)
  expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(ANALYTICS.eventBytes);
  const body = JSON.stringify({
    events: [{ ...VIEW, pad: 'x'.repeat(ANALYTICS.maxEvents * ANALYTICS.eventBytes) }],
  });
  const answer = await call(server, '/api/events', {
    body,
    headers: { 'content-type': 'application/json', 'user-agent': UA },
  });
  expect(answer.status).toBe(413);
});

it('stores nothing for Global Privacy Control, Do Not Track, bots and no user agent', async () => {
  expect((await send([VIEW], { 'sec-gpc': '1' })).status).toBe(202);
  expect((await send([VIEW], { dnt: '1' })).status).toBe(202);
  const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  expect((await send([VIEW], { 'user-agent': bot })).status).toBe(202);
  const bare = await callFrom(server, '127.0.0.1', '/api/events', { json: { events: [VIEW] } });
  expect(bare.status).toBe(202);
  expect(await rows()).toHaveLength(0);
  // The same request without the signals is stored.
  await send([VIEW]);
  expect(await rows()).toHaveLength(1);
});

it('accepts the beacon with the XSRF cookie and no header (sendBeacon cannot set one)', async () => {
  const answer = await send([VIEW], { cookie: 'XSRF-TOKEN=abc' });
  expect(answer.status).toBe(202);
  expect(await rows()).toHaveLength(1);
});

it('gives a visitor one hash a day, another the next day, and forgets the salt of a day gone', async () => {
  clock = new Date('2026-11-20T10:00:00.000Z');
  await send([VIEW]);
  await send([{ ...VIEW, path: '/' }]);
  await callFrom(server, '127.0.0.2', '/api/events', {
    json: { events: [VIEW] },
    headers: { 'user-agent': UA },
  });
  clock = new Date('2026-11-21T09:00:00.000Z');
  await send([VIEW]);
  const [first, second, other, nextDay] = (await rows()).map((r) => r.visitor);
  expect(first).toBe(second);
  expect(other).not.toBe(first);
  expect(nextDay).not.toBe(first);

  await server.app.analytics.rollup.runOnce(clock);
  const opened = databaseOf(server);
  try {
    const salts = await opened.db.selectFrom('analytics_salts').select('day').execute();
    expect(salts.map((s) => s.day)).toEqual(['2026-11-21']);
  } finally {
    await opened.close();
  }
});

describe('the throttle', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { RATE_LIMIT_EVENTS_MAX: '2' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past RATE_LIMIT_EVENTS_MAX a minute', async () => {
    const post = () =>
      call(limited, '/api/events', { json: { events: [VIEW] }, headers: { 'user-agent': UA } });
    expect((await post()).status).toBe(202);
    expect((await post()).status).toBe(202);
    const third = await post();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((third.json as { message: string }).message).toMatch(/Too many analytics events/);
  });
});

describe('the write buffer', () => {
  afterEach(() => jest.useRealTimers());

  it('writes every second or at `batch` events, drops and counts past `capacity`, and writes the rest on close', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const buffer = createEventBuffer({
      store: server.app.store,
      log: server.app.log,
      capacity: 5,
      batch: 4,
      intervalMs: 1000,
    });
    buffer.start();
    const event = { at: '2026-11-20T10:00:00.000Z', kind: 'view' as const, path: '/a' };
    expect(buffer.add([event, event])).toBe(true);
    await jest.advanceTimersByTimeAsync(999);
    expect(buffer.size).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(buffer.size).toBe(0);
    jest.useRealTimers();
    expect(await rows()).toHaveLength(2);

    // A full batch goes at once, without the timer.
    buffer.add([event, event, event, event]);
    expect(buffer.size).toBe(0);
    await buffer.flush();
    expect(await rows()).toHaveLength(6);

    expect(buffer.add([event, event, event])).toBe(true);
    expect(buffer.add([event, event, event])).toBe(false);
    expect(buffer.dropped).toBe(3);
    await buffer.close();
    expect(buffer.size).toBe(0);
    expect(await rows()).toHaveLength(9);
  });
});

describe('closing the server', () => {
  it('writes the events still waiting before the database closes', async () => {
    const root = await makeTempRoot();
    const closing = await startServer({ root, removeOnClose: false });
    try {
      const answer = await call(closing, '/api/events', {
        json: { events: [VIEW, LCP] },
        headers: { 'user-agent': UA },
      });
      expect(answer.status).toBe(202);
      expect(closing.app.analytics.buffer.size).toBe(2);
      await closing.close();
      const opened = openSqlite(closing.config.databaseFile);
      try {
        expect(await opened.db.selectFrom('analytics_events').selectAll().execute()).toHaveLength(
          2,
        );
      } finally {
        await opened.close();
      }
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
