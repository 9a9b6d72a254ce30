// The dashboard's figures (GET /api/staff/analytics, docs/product.md §10.19), added up from the
// days' rows (the rollup's for past days, the raw events' for today: analytics/store.ts) and the
// conversions counted from their own tables.

import type { AnalyticsReport } from '../../contract/api/analytics';
import { VITAL_NAMES, type VitalName } from '../../contract/values/analytics-limits';
import type { ConversionCount, DayRow } from '../db';
import { CONVERSION_SOURCES } from './conversions';
import { daysBetween } from './store';
import { addTo, type Histogram, p75, samplesOf } from './histogram';

/** How many pages, referrers and campaigns the lists show. */
const TOP = 20;

type Report = AnalyticsReport;

/** Sums `views` and `visitors` by key; the largest first (then by key), `limit` of them. */
function top(rows: DayRow[], limit: number) {
  const sums = new Map<string, { views: number; visitors: number }>();
  for (const r of rows) {
    const sum = sums.get(r.key) ?? { views: 0, visitors: 0 };
    sum.views += r.views;
    sum.visitors += r.visitors;
    sums.set(r.key, sum);
  }
  return [...sums.entries()]
    .sort(([a, x], [b, y]) => y.views - x.views || (a < b ? -1 : 1))
    .slice(0, limit);
}

export function buildReport(
  from: string,
  to: string,
  rows: DayRow[],
  conversions: ConversionCount[],
): Report {
  const of = (dimension: DayRow['dimension']) => rows.filter((r) => r.dimension === dimension);
  const totals = new Map(of('total').map((r) => [r.day, r]));
  const days = daysBetween(from, to).map((day) => ({
    day,
    views: totals.get(day)?.views ?? 0,
    visitors: totals.get(day)?.visitors ?? 0,
  }));
  const sum = (key: 'views' | 'visitors') => days.reduce((n, d) => n + d[key], 0);
  const funnelKeys = new Set(CONVERSION_SOURCES.filter((s) => s.funnel).map((s) => s.key));

  const pages = top(of('page'), TOP);
  const vitals = new Map<string, { path: string; metric: VitalName; histogram: Histogram }>();
  for (const r of of('vital')) {
    if (r.metric === '' || !r.histogram) continue;
    const id = `${r.key}\n${r.metric}`;
    const entry = vitals.get(id) ?? { path: r.key, metric: r.metric, histogram: {} };
    addTo(entry.histogram, r.histogram);
    vitals.set(id, entry);
  }
  return {
    from,
    to,
    days,
    totals: { views: sum('views'), visitors: sum('visitors') },
    pages: pages.map(([path, s]) => ({ path, ...s })),
    referrers: top(of('referrer'), TOP).map(([host, s]) => ({ host, views: s.views })),
    campaigns: top(of('campaign'), TOP).map(([key, s]) => {
      const [source = '', medium = '', campaign = ''] = key.split('|');
      return { source, medium, campaign, views: s.views };
    }),
    conversions,
    funnel: {
      visitors: sum('visitors'),
      interested: of('funnel').reduce((n, r) => n + r.visitors, 0),
      converted: conversions.filter((c) => funnelKeys.has(c.key)).reduce((n, c) => n + c.count, 0),
    },
    vitals: [...vitals.values()]
      .sort(
        (a, b) =>
          (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
          VITAL_NAMES.indexOf(a.metric) - VITAL_NAMES.indexOf(b.metric),
      )
      .map(({ path, metric, histogram }) => ({
        path,
        metric,
        p75: p75(metric, histogram),
        samples: samplesOf(histogram),
      })),
  };
}

/** The CSV export's rows: each day's views and visitors per page (the days with any). */
export function pageDays(
  rows: DayRow[],
): { day: string; path: string; views: number; visitors: number }[] {
  return rows
    .filter((r) => r.dimension === 'page')
    .map((r) => ({ day: r.day, path: r.key, views: r.views, visitors: r.visitors }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : b.views - a.views));
}
