// The analytics' rollup and retention (at a clock of the test's own) and the dashboard's API:
// ranges, per-day figures from the rollup and today's from the raw events, p75 per page, the
// funnel and the conversions counted from their own tables, who may read it, the CSV export.

import { type VitalName } from '../../../contract/values/analytics-limits';
import type { NewAnalyticsEvent } from '../../../server/db';
import { type TestServer, call, newUser, signUp, startServer, uniqueEmail } from '../helpers';
import { apply, newPosting } from '../hiring/application-support';
import { databaseOf, QUOTE, seedLeads } from '../leads/lead-support';
import { newStaff } from '../staff-support';

let server: TestServer;
let admin: { token: string };

beforeAll(async () => {
  server = await startServer();
  admin = await newStaff(server, 'admin');
});
afterAll(() => server.close());

const at = (day: string, hour = 10) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const view = (day: string, path: string, visitor: string, extra: Partial<NewAnalyticsEvent> = {}) =>
  ({ at: at(day), kind: 'view', path, visitor, screen: 'phone', ...extra }) as NewAnalyticsEvent;
const vital = (day: string, path: string, metric: VitalName, value: number): NewAnalyticsEvent => ({
  at: at(day),
  kind: 'vital',
  path,
  metric,
  value,
});

interface Report {
  days: { day: string; views: number; visitors: number }[];
  totals: { views: number; visitors: number };
  pages: { path: string; views: number; visitors: number }[];
  referrers: { host: string; views: number }[];
  campaigns: { source: string; medium: string; campaign: string; views: number }[];
  conversions: { key: string; count: number }[];
  funnel: { visitors: number; interested: number; converted: number };
  vitals: { path: string; metric: string; p75: number | null; samples: number }[];
}

const report = async (from: string, to: string, token = admin.token) => {
  const answer = await call(server, `/api/staff/analytics?from=${from}&to=${to}`, { token });
  expect(answer.status).toBe(200);
  return answer.json as Report;
};

const count = async (table: 'analytics_events' | 'analytics_daily') => {
  const opened = databaseOf(server);
  try {
    return (await opened.db.selectFrom(table).select('day').execute()).length;
  } finally {
    await opened.close();
  }
};

describe('rollup, retention and the figures', () => {
  beforeAll(async () => {
    await server.app.store.analytics.insert([
      view('2026-10-01', '/', 'v1'),
      view('2026-11-01', '/', 'a', { referrer: 'news.example.org' }),
      view('2026-11-01', '/pricing', 'a'),
      view('2026-11-01', '/', 'b', { source: 'mail', medium: 'email', campaign: 'launch' }),
      view('2026-11-02', '/quote', 'c', { referrer: 'news.example.org' }),
      view('2026-11-02', '/', 'c'),
      ...[1000, 2000, 3000, 4000].map((value) => vital('2026-11-01', '/', 'LCP', value)),
      vital('2026-11-02', '/', 'LCP', 4500),
      vital('2026-11-02', '/', 'CLS', 0.1),
      vital('2026-11-02', '/', 'INP', 180),
      // Today (the clock below): from the raw events.
      view('2026-11-03', '/', 'd'),
      vital('2026-11-03', '/', 'LCP', 5000),
    ]);
  });

  it('rolls up each finished day once, deletes raw events past 30 days and keeps the rollup', async () => {
    const first = await server.app.analytics.rollup.runOnce(new Date(at('2026-11-03', 1)));
    expect(first.rolledUp).toEqual(['2026-10-01', '2026-11-01', '2026-11-02']);
    // 2026-10-01 is more than 30 days before 2026-11-03.
    expect(first.deletedEvents).toBe(1);
    const rollupRows = await count('analytics_daily');
    const again = await server.app.analytics.rollup.runOnce(new Date(at('2026-11-03', 2)));
    expect(again.rolledUp).toEqual([]);
    expect(await count('analytics_daily')).toBe(rollupRows);

    const october = await report('2026-10-01', '2026-10-01');
    expect(october.days).toEqual([{ day: '2026-10-01', views: 1, visitors: 1 }]);
  });

  it('adds up the rollup of past days and the raw events of today', async () => {
    const figures = await report('2026-11-01', '2026-11-03');
    expect(figures.days).toEqual([
      { day: '2026-11-01', views: 3, visitors: 2 },
      { day: '2026-11-02', views: 2, visitors: 1 },
      { day: '2026-11-03', views: 1, visitors: 1 },
    ]);
    expect(figures.totals).toEqual({ views: 6, visitors: 4 });
    expect(figures.pages[0]).toEqual({ path: '/', views: 4, visitors: 4 });
    expect(figures.referrers).toEqual([{ host: 'news.example.org', views: 2 }]);
    expect(figures.campaigns).toEqual([
      { source: 'mail', medium: 'email', campaign: 'launch', views: 1 },
    ]);
    // /pricing on the 1st by a, /quote on the 2nd by c.
    expect(figures.funnel).toMatchObject({ visitors: 4, interested: 2 });
  });

  it('computes p75 per page and vital over the range', async () => {
    const figures = await report('2026-11-01', '2026-11-03');
    const of = (metric: string) =>
      figures.vitals.find((v) => v.path === '/' && v.metric === metric);
    // 1000, 2000, 3000, 4000, 4500, 5000: the 5th of 6 (ceil(4.5)) is 4500.
    expect(of('LCP')).toEqual({ path: '/', metric: 'LCP', p75: 4500, samples: 6 });
    expect(of('CLS')).toEqual({ path: '/', metric: 'CLS', p75: 0.1, samples: 1 });
    expect(of('INP')).toEqual({ path: '/', metric: 'INP', p75: 200, samples: 1 });
    // The 1st alone: 1000, 2000, 3000, 4000 → the 3rd.
    const first = await report('2026-11-01', '2026-11-01');
    expect(first.vitals).toEqual([{ path: '/', metric: 'LCP', p75: 3000, samples: 4 }]);
  });

  it('exports each day and page as CSV', async () => {
    const answer = await call(
      server,
      '/api/staff/analytics/export.csv?from=2026-11-01&to=2026-11-02',
      {
        token: admin.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-2026-11-01-to-2026-11-02.csv"',
    );
    expect(answer.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Day (UTC),Page,Page views,Visitors',
      '2026-11-01,/,2,2',
      '2026-11-01,/pricing,1,1',
      '2026-11-02,/,1,1',
      '2026-11-02,/quote,1,1',
      '',
    ]);
  });
});

describe('conversions', () => {
  it('counts messages, quote requests and sign-ups from their tables over the range', async () => {
    await seedLeads(server, [
      { createdAt: at('2026-09-01') },
      { createdAt: at('2026-09-02') },
      { createdAt: at('2026-09-02'), quote: QUOTE },
      { createdAt: at('2026-09-05'), quote: QUOTE },
    ]);
    const figures = await report('2026-09-01', '2026-09-02');
    expect(figures.conversions).toEqual([
      { key: 'messages', label: 'Contact messages', count: 2 },
      { key: 'quotes', label: 'Quote requests', count: 1 },
      { key: 'signups', label: 'Sign-ups', count: 0 },
      { key: 'applications', label: 'Job applications', count: 0 },
    ]);
    expect(figures.funnel.converted).toBe(3);

    const today = new Date().toISOString().slice(0, 10);
    const before = (await report(today, today)).conversions.find((c) => c.key === 'signups');
    await signUp(server, uniqueEmail('member'));
    const after = (await report(today, today)).conversions.find((c) => c.key === 'signups');
    expect(after!.count).toBe(before!.count + 1);
  });

  it('counts the job applications sent in the range, outside the funnel', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await report(today, today);
    const posting = await newPosting(server, admin.token);
    expect((await apply(server, posting.slug)).status).toBe(201);
    const after = await report(today, today);
    const applications = (r: Report) => r.conversions.find((c) => c.key === 'applications')!.count;
    expect(applications(after)).toBe(applications(before) + 1);
    expect(after.funnel.converted).toBe(before.funnel.converted);
  });
});

describe('who may read it, and the range', () => {
  it('answers admins, and nobody else: not editors, members or visitors', async () => {
    await report('2026-11-01', '2026-11-02', admin.token);
    const editor = await newStaff(server, 'editor', 'editor');
    const member = await newUser(server, 'member');
    const path = '/api/staff/analytics?from=2026-11-01&to=2026-11-02';
    expect((await call(server, path, { token: editor.token })).status).toBe(403);
    expect((await call(server, path, { token: member.token })).status).toBe(403);
    expect((await call(server, path)).status).toBe(401);
  });

  it.each([
    ['from after to', 'from=2026-11-02&to=2026-11-01', /must not be after/],
    ['more than a year', 'from=2025-01-01&to=2026-01-02', /at most 366 days/],
    ['no such day', 'from=2026-02-30&to=2026-03-01', /No such day/],
    ['a malformed day', 'from=2026-1-1&to=2026-03-01', /from/],
    ['no range', '', /from/],
  ])('refuses %s with 400 and a reason', async (_what, query, reason) => {
    const answer = await call(server, `/api/staff/analytics?${query}`, { token: admin.token });
    expect(answer.status).toBe(400);
    expect((answer.json as { message: string }).message).toMatch(reason);
  });
});
