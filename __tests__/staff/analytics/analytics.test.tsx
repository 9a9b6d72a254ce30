import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AnalyticsReport } from '../../../src/api/types';
import type { RootState } from '../../../src/app/store';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo } from '../../support/staffApp';

// The Analytics page in the whole app (real routes, store and API slice; fetch answered at the
// network boundary): the range is in the store and the address, each following the other; the
// charts are images with a title and a description beside their tables; each vital says its
// rating in words; an editor may open it.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const report = (from: string, to: string): AnalyticsReport => ({
  from,
  to,
  days: [
    { day: from, views: 3, visitors: 2 },
    { day: to, views: 1, visitors: 1 },
  ],
  totals: { views: 4, visitors: 3 },
  pages: [
    { path: '/', views: 3, visitors: 2 },
    { path: '/pricing', views: 1, visitors: 1 },
  ],
  referrers: [{ host: 'news.example.org', views: 2 }],
  campaigns: [{ source: 'mail', medium: 'email', campaign: 'spring', views: 1 }],
  conversions: [
    { key: 'messages', label: 'Contact messages', count: 2 },
    { key: 'quotes', label: 'Quote requests', count: 1 },
    { key: 'signups', label: 'Sign-ups', count: 0 },
  ],
  funnel: { visitors: 3, interested: 1, converted: 3 },
  vitals: [
    { path: '/', metric: 'LCP', p75: 2500, samples: 4 },
    { path: '/', metric: 'INP', p75: 650, samples: 2 },
    { path: '/', metric: 'CLS', p75: 0.12, samples: 4 },
  ],
});

const serve = () =>
  net.on('GET', '/api/staff/analytics', (request) => {
    const query = new URL(request.url).searchParams;
    return json(report(query.get('from')!, query.get('to')!));
  });

it('reads its days from the address, shows each chart with its table, and rates the vitals in words', async () => {
  serve();
  const { store } = await openStaffApp(
    net,
    'admin',
    '/staff/analytics?from=2026-11-01&to=2026-11-02',
  );
  expect(await screen.findByText('4 page views by 3 visitors')).toBeVisible();
  expect((store.getState() as RootState).analytics?.range).toEqual({
    from: '2026-11-01',
    to: '2026-11-02',
  });
  expect(requestsTo(net, 'GET', '/api/staff/analytics')[0]?.url).toMatch(
    /\?from=2026-11-01&to=2026-11-02$/,
  );
  const chart = screen.getByRole('img', { name: /^Page views and visitors per day/ });
  expect(chart).toHaveAccessibleName(
    expect.stringContaining('from 2026-11-01 to 2026-11-02: 4 page views and 3 visitors'),
  );
  const days = screen.getByRole('region', { name: 'Page views and visitors per day: table' });
  expect(within(days).getByRole('row', { name: '2026-11-01 3 2' })).toBeVisible();
  expect(screen.getByRole('row', { name: 'news.example.org 2' })).toBeVisible();
  expect(screen.getByRole('row', { name: 'Quote requests 1' })).toBeVisible();
  const vitals = screen.getByRole('region', { name: 'Core Web Vitals (75th percentile)' });
  const home = within(vitals).getByRole('row', { name: /^\// });
  expect(home).toHaveTextContent('2.50 s Good');
  expect(home).toHaveTextContent('650 ms Poor');
  expect(home).toHaveTextContent('0.12 Needs improvement');
});

it('puts a chosen range in the store and the address, and asks for its figures', async () => {
  serve();
  const { user, router } = await openStaffApp(net, 'admin', '/staff/analytics');
  await screen.findByText('4 page views by 3 visitors');
  // No range in the address: the last 7 days (UTC), written there.
  expect(router.state.location.search).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
  // The address follows the store through the router's navigation, which settles after the click.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    ),
  );
  const { from, to } = Object.fromEntries(new URLSearchParams(router.state.location.search));
  expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(29);
  expect(requestsTo(net, 'GET', '/api/staff/analytics').at(-1)?.url).toContain(`from=${from}`);
});

it('is not open to editors: the company figures are administration, like the leads', async () => {
  serve();
  await openStaffApp(net, 'editor', '/staff/analytics?from=2026-11-01&to=2026-11-02');
  expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
  expect(requestsTo(net, 'GET', '/api/staff/analytics')).toEqual([]);
});

it('counts in words English agrees with: one page view, one visitor, one sample', async () => {
  net.on('GET', '/api/staff/analytics', () =>
    json({
      ...report('2026-11-01', '2026-11-01'),
      days: [{ day: '2026-11-01', views: 1, visitors: 1 }],
      totals: { views: 1, visitors: 1 },
      vitals: [
        { path: '/', metric: 'LCP', p75: 1200, samples: 1 },
        { path: '/', metric: 'CLS', p75: 0.01, samples: 3 },
      ],
    }),
  );
  await openStaffApp(net, 'admin', '/staff/analytics?from=2026-11-01&to=2026-11-01');
  expect(await screen.findByText('1 page view by 1 visitor')).toBeVisible();
  expect(
    screen.getByRole('img', { name: /^Page views and visitors per day/ }),
  ).toHaveAccessibleName(expect.stringContaining(': 1 page view and 1 visitor in all.'));
  const vitals = screen.getByRole('region', { name: 'Core Web Vitals (75th percentile)' });
  const home = within(vitals).getByRole('row', { name: /^\// });
  expect(home).toHaveTextContent('1.20 s Good1 sample');
  expect(home).toHaveTextContent('3 samples');
  expect(home).not.toHaveTextContent('1 samples');
});
