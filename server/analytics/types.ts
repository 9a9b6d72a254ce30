// The analytics store's contract (analytics.ts; docs/product.md §10.19).

import type { ScreenClass, VitalName } from '../../contract/values/analytics-limits';

/** A raw event to store: a page view (with its visitor hash) or a vital. */
export interface NewAnalyticsEvent {
  /** ISO 8601; its UTC day is the event's day. */
  at: string;
  kind: 'view' | 'vital';
  path: string;
  visitor?: string;
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
  screen?: ScreenClass;
  metric?: VitalName;
  value?: number;
  target?: string;
}

/** The dimensions of a day's summary (a row of analytics_daily). */
export type Dimension = 'total' | 'page' | 'referrer' | 'campaign' | 'funnel' | 'vital';

/** One figure of one day: from the rollup (past days) or the raw events (today). */
export interface DayRow {
  day: string;
  dimension: Dimension;
  /** The page, the referrer's host, `source|medium|campaign`, or '' (total, funnel). */
  key: string;
  /** A vital's name, else ''. */
  metric: VitalName | '';
  views: number;
  visitors: number;
  /** A vital's samples by bucket (server/analytics/histogram.ts); null for the rest. */
  histogram: Record<number, number> | null;
}

/** A conversion counted over a range from its own table (analytics-conversions.ts). */
export interface ConversionCount {
  key: string;
  label: string;
  count: number;
}

export interface AnalyticsRepository {
  /** Stores a batch in one transaction. */
  insert(events: readonly NewAnalyticsEvent[]): Promise<void>;
  /** The day's salt: made (random) by the first instance that asks, then shared by all. */
  saltOf(day: string): Promise<string>;
  /** Rolls up each finished day (before `today`) that has raw events and no rollup; its days. */
  rollUp(today: string): Promise<string[]>;
  /** Deletes raw events of days before `keepFrom` and the salts of days before `today`. */
  expire(keepFrom: string, today: string): Promise<{ events: number; salts: number }>;
  /**
   * Every figure of the days from `from` to `to`: the rollup's rows for days rolled up, the raw
   * events' for the others (today, and days the rollup has not reached yet).
   */
  dayRows(from: string, to: string): Promise<DayRow[]>;
  /** Each conversion source's count over the days (CONVERSION_SOURCES). */
  conversions(from: string, to: string): Promise<ConversionCount[]>;
}
