// First-party analytics (docs/product.md §10.19): what the collector may send to POST /api/events
// and the server accepts. It imports nothing, and only the collector's chunk imports it on the
// site, so that no page's start-up code carries these values. A request holds at most
// `maxEvents` events, and its body is at most `maxEvents` × `eventBytes` bytes (the schema's
// bounds keep every valid event under `eventBytes` as JSON); metric values must be in range.

export const ANALYTICS = {
  maxEvents: 10,
  eventBytes: 2048,
  /** A page's path (no query; its utm_* parameters are fields). */
  path: 200,
  /** A page of the site as analytics records it: `/`, then letters, digits and `-._~/` only. */
  pathPattern: '^/[A-Za-z0-9._~/-]*$',
  /** The referring site's host name. */
  host: 100,
  /** utm_source, utm_medium, utm_campaign. */
  utm: 80,
  /** The selector of an LCP element, INP interaction target or CLS shift target. */
  target: 100,
  /** The most a timed metric (LCP, INP, FCP, TTFB) may be, in milliseconds: one minute. */
  maxMs: 60_000,
  /** The most a CLS value may be (a score: 0 is none; 0.25 is already poor). */
  maxCls: 10,
  /** The dashboard's longest range, in days. */
  maxRangeDays: 366,
} as const;

/** The Core Web Vitals the collector reports (web-vitals' names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** A screen's size class, by its width in CSS pixels: phone < 600 ≤ tablet < 1024 ≤ desktop. */
export const SCREEN_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];
