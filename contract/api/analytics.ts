// First-party analytics (docs/product.md §10.19): what the collector sends to POST /api/events,
// and what the back office's dashboard (/api/staff/analytics*) reads. The limits are ANALYTICS
// of contract/values/analytics-limits.ts, which the collector reads too.

import { type Static, Type } from 'typebox';
import { ANALYTICS, SCREEN_CLASSES, VITAL_NAMES } from '../values/analytics-limits';
import { PATTERNS } from '../values/constants';

/** A path of the site (no query, no fragment). */
const SitePath = Type.String({
  minLength: 1,
  maxLength: ANALYTICS.path,
  pattern: ANALYTICS.pathPattern,
});
const Utm = Type.String({ minLength: 1, maxLength: ANALYTICS.utm, pattern: PATTERNS.singleLine });

/** A page seen: on arrival, and at each navigation inside the site. */
const PageView = Type.Object(
  {
    type: Type.Literal('view'),
    path: SitePath,
    /** The referring site's host, when it is another site. */
    referrer: Type.Optional(
      Type.String({ maxLength: ANALYTICS.host, pattern: '^[a-z0-9.-]+(:[0-9]{1,5})?$' }),
    ),
    source: Type.Optional(Utm),
    medium: Type.Optional(Utm),
    campaign: Type.Optional(Utm),
    screen: Type.Enum(SCREEN_CLASSES),
  },
  { additionalProperties: false },
);

/** One Core Web Vital of one page load, as web-vitals reported it. */
const Vital = Type.Object(
  {
    type: Type.Literal('vital'),
    path: SitePath,
    name: Type.Enum(VITAL_NAMES),
    /** Milliseconds (LCP, INP, FCP, TTFB) or the layout-shift score (CLS). */
    value: Type.Number({ minimum: 0, maximum: ANALYTICS.maxMs }),
    /** The LCP element, INP interaction target or largest CLS shift's target, as a selector. */
    target: Type.Optional(
      Type.String({ maxLength: ANALYTICS.target, pattern: PATTERNS.singleLine }),
    ),
  },
  { additionalProperties: false },
);

const AnalyticsEvent = Type.Union([PageView, Vital]);

export const AnalyticsBatch = Type.Object(
  {
    events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: ANALYTICS.maxEvents }),
  },
  { additionalProperties: false },
);
export type AnalyticsBatch = Static<typeof AnalyticsBatch>;

const CalendarDate = Type.String({ pattern: PATTERNS.date });

/** The dashboard's days: `from` to `to` (UTC, both included). */
export const AnalyticsRange = Type.Object(
  { from: CalendarDate, to: CalendarDate },
  { additionalProperties: false },
);
export type AnalyticsRange = Static<typeof AnalyticsRange>;

const Count = Type.Integer({ minimum: 0 });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The dashboard's figures over a range (docs/product.md §10.19). */
export const AnalyticsReport = Type.Object({
  from: CalendarDate,
  to: CalendarDate,
  /** Every day of the range, oldest first: page views and visitors (a visitor a day). */
  days: Type.Array(Type.Object({ day: CalendarDate, views: Count, visitors: Count })),
  totals: Type.Object({ views: Count, visitors: Count }),
  /** The most viewed pages, most first. */
  pages: Type.Array(Type.Object({ path: Type.String(), views: Count, visitors: Count })),
  /** Other sites that sent visitors, most first. */
  referrers: Type.Array(Type.Object({ host: Type.String(), views: Count })),
  /** utm_source / utm_medium / utm_campaign, most first. */
  campaigns: Type.Array(
    Type.Object({
      source: Type.String(),
      medium: Type.String(),
      campaign: Type.String(),
      views: Count,
    }),
  ),
  /** What visitors did, counted from each record's own table over the range. */
  conversions: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Count })),
  /** Visitors → those who viewed the pricing or quote pages → messages and quote requests. */
  funnel: Type.Object({ visitors: Count, interested: Count, converted: Count }),
  /** The 75th percentile of each vital, per page (metrics without samples left out). */
  vitals: Type.Array(
    Type.Object({
      path: Type.String(),
      metric: Type.Enum(VITAL_NAMES),
      p75: Nullable(Type.Number()),
      samples: Count,
    }),
  ),
});
export type AnalyticsReport = Static<typeof AnalyticsReport>;
