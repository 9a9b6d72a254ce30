// The analytics store on each database (SQLite always; PostgreSQL when TEST_DATABASE_URL is set,
// see stores.ts): a batch written in one transaction, the day's salt shared by two instances,
// the rollup of a finished day once and the same figures from it as from the raw events, p75
// from the histograms, and the retention.

import type { NewAnalyticsEvent } from '../../../server/db';
import { type TestServer, call, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const at = (day: string) => `${day}T12:00:00.000Z`;
const events: NewAnalyticsEvent[] = [
  { at: at('2026-06-01'), kind: 'view', path: '/', visitor: 'a', referrer: 'x.example' },
  { at: at('2026-06-01'), kind: 'view', path: '/quote', visitor: 'a', campaign: 'c' },
  { at: at('2026-06-01'), kind: 'view', path: '/', visitor: 'b', screen: 'phone' },
  ...[100, 200, 300, 400].map((value): NewAnalyticsEvent => ({
    at: at('2026-06-01'),
    kind: 'vital',
    path: '/',
    metric: 'INP',
    value,
  })),
  { at: at('2026-06-01'), kind: 'vital', path: '/', metric: 'CLS', value: 0.05, target: 'main>h1' },
];

describe.each(STORE_TABLE)('analytics on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    token = (await newStaff(server, 'analyst')).token;
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const figures = async () => {
    const answer = await call(server, '/api/staff/analytics?from=2026-06-01&to=2026-06-02', {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.json as Record<string, unknown>;
  };

  it('gives the same figures from the raw events and from the rollup, once rolled up', async () => {
    await server.app.store.analytics.insert(events);
    const raw = await figures();
    expect(raw).toMatchObject({
      totals: { views: 3, visitors: 2 },
      pages: [
        { path: '/', views: 2, visitors: 2 },
        { path: '/quote', views: 1, visitors: 1 },
      ],
      referrers: [{ host: 'x.example', views: 1 }],
      campaigns: [{ source: '', medium: '', campaign: 'c', views: 1 }],
      funnel: { visitors: 2, interested: 1 },
      vitals: [
        { path: '/', metric: 'INP', p75: 300, samples: 4 },
        { path: '/', metric: 'CLS', p75: 0.05, samples: 1 },
      ],
    });
    const job = server.app.analytics.rollup;
    expect((await job.runOnce(new Date(at('2026-06-02')))).rolledUp).toEqual(['2026-06-01']);
    expect((await job.runOnce(new Date(at('2026-06-02')))).rolledUp).toEqual([]);
    expect(await figures()).toEqual(raw);

    // 30 days on, the raw events are gone and the rollup answers alone.
    const later = await job.runOnce(new Date(at('2026-07-01')));
    expect(later.deletedEvents).toBe(events.length);
    const rows = await database.query('SELECT count(*) AS n FROM analytics_events');
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await figures()).toEqual(raw);
  });

  it('shares one salt a day between instances, and forgets it when the day is over', async () => {
    const other = await startServer({ env: database.env });
    try {
      const mine = await server.app.store.analytics.saltOf('2026-06-05');
      expect(await other.app.store.analytics.saltOf('2026-06-05')).toBe(mine);
      expect(await other.app.store.analytics.saltOf('2026-06-06')).not.toBe(mine);
      expect(await server.app.store.analytics.expire('2026-05-07', '2026-06-06')).toMatchObject({
        salts: 1,
      });
      const salts = await database.query('SELECT day FROM analytics_salts ORDER BY day');
      expect(salts).toEqual([{ day: '2026-06-06' }]);
    } finally {
      await other.close();
    }
  });
});
