// The analytics tables as Kysely sees them (migration 017; db/tables.ts lists them).

import type { Generated } from 'kysely';
import type { ScreenClass, VitalName } from '../../contract/values/analytics-limits';

interface AnalyticsEventsTable {
  id: Generated<number>;
  /** Written as ISO text; read as text (SQLite) or a Date (PostgreSQL). */
  at: string | Date;
  /** YYYY-MM-DD (UTC). */
  day: string;
  kind: 'view' | 'vital';
  path: string;
  visitor: string | null;
  referrer: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  screen: ScreenClass | null;
  metric: VitalName | null;
  value: number | null;
  target: string | null;
}

interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  key: string;
  metric: string;
  views: number;
  visitors: number;
  samples: number;
  histogram: string | null;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
}
