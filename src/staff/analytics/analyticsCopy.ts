// The words of the back office's Analytics page (docs/product.md §10.19).

import type { VitalName } from '../../../contract/values/analytics-limits';
import { withCount } from '../../../contract/values/plural';
import type { VitalRating } from '../../lib/vitals';

export const analyticsCopy = {
  title: 'Analytics',
  intro:
    'Visits to the public site, counted without cookies: a visitor is one browser on one day. The back office is not counted.',
  range: 'Days (UTC)',
  from: 'From',
  to: 'To',
  presets: { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days' } as Record<number, string>,
  show: 'Show',
  loading: 'Loading the figures…',
  failed: 'The figures could not be loaded.',
  totals: (views: number, visitors: number) =>
    `${withCount(views, 'page view', 'page views')} by ${withCount(visitors, 'visitor', 'visitors')}`,
  perDay: 'Page views and visitors per day',
  perDayDescription: (from: string, to: string, views: number, visitors: number) =>
    `Bars for each day from ${from} to ${to}: ${withCount(views, 'page view', 'page views')} and ${withCount(visitors, 'visitor', 'visitors')} in all. The table beside the chart gives each day's numbers.`,
  day: 'Day',
  views: 'Page views',
  visitors: 'Visitors',
  topPages: 'Top pages',
  topPagesDescription: 'Bars for the most viewed pages; the table gives the numbers.',
  page: 'Page',
  referrers: 'Referrers',
  referrer: 'Site',
  noReferrers: 'No visits came from other sites in these days.',
  campaigns: 'Campaigns',
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  noCampaigns: 'No visits carried campaign (utm_) parameters in these days.',
  conversions: 'Conversions',
  conversion: 'What',
  count: 'Count',
  funnel: 'Funnel',
  funnelDescription:
    'Bars for visitors, those who viewed the pricing or quote pages, and messages and quote requests sent.',
  funnelSteps: {
    visitors: 'Visitors',
    interested: 'Viewed pricing or the quote wizard',
    converted: 'Sent a message or a quote request',
  },
  step: 'Step',
  vitals: 'Core Web Vitals (75th percentile)',
  vitalsIntro:
    "The page load's field speed as visitors' browsers measured it: good, needs improvement or poor by Google's thresholds.",
  metric: 'Metric',
  p75: '75th percentile',
  /** Under a vital's figure: '1 sample', '40 samples'. */
  samples: (n: number) => withCount(n, 'sample', 'samples'),
  rating: 'Rating',
  noVitals: 'No measurements in these days.',
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalRating, string>,
  metricNames: {
    LCP: 'Largest Contentful Paint',
    INP: 'Interaction to Next Paint',
    CLS: 'Cumulative Layout Shift',
    FCP: 'First Contentful Paint',
    TTFB: 'Time to First Byte',
  } satisfies Record<VitalName, string>,
  empty: 'No page views in these days.',
  exportButton: 'Export CSV',
  exporting: 'Exporting…',
  exportReady: (name: string) => `Download ${name}`,
  exportHint: 'Each day and page: page views and visitors.',
} as const;
