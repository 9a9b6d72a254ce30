// Migration 17 (migrations.ts keeps the list in order; never edit one that has shipped).

import { SCREEN_CLASSES, VITAL_NAMES } from '../../../contract/values/analytics-limits';
import { CHECK_IN, type Migration } from './migration';

export const m017: Migration = {
  // First-party analytics (docs/product.md §10.19). Raw events (page views and Core Web Vitals)
  // are kept 30 days; a visitor is a SHA-256 of the day's salt, the address and the user agent
  // (the address is never stored), and each day's salt is deleted once its day is over. Finished
  // days are rolled up into analytics_daily: one row per day, dimension and key (a page, a
  // referrer, a campaign, a page's vital with its histogram), which the dashboard reads for
  // past days.
  name: 'analytics: raw events, daily salts and daily rollups',
  async up(db, d) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('at', d.types.timestamp, (c) => c.notNull())
      // The UTC day of `at`, YYYY-MM-DD: what the rollup and the retention select on.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(CHECK_IN('kind', ['view', 'vital'])))
      .addColumn('path', 'text', (c) => c.notNull())
      // A page view's visitor hash (hex); null for a vital.
      .addColumn('visitor', 'text')
      .addColumn('referrer', 'text')
      .addColumn('source', 'text')
      .addColumn('medium', 'text')
      .addColumn('campaign', 'text')
      .addColumn('screen', 'text', (c) => c.check(CHECK_IN('screen', SCREEN_CLASSES)))
      .addColumn('metric', 'text', (c) => c.check(CHECK_IN('metric', VITAL_NAMES)))
      .addColumn('value', d.types.real)
      .addColumn('target', 'text')
      .execute();
    await db.schema
      .createIndex('analytics_events_day')
      .on('analytics_events')
      .columns(['day', 'kind'])
      .execute();
    await db.schema
      .createTable('analytics_salts')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('analytics_daily')
      .addColumn('day', 'text', (c) => c.notNull())
      // 'total' (key ''), 'page', 'referrer', 'campaign' (source|medium|campaign), 'funnel'
      // (key 'interested'), 'vital' (key the page, metric the vital).
      .addColumn('dimension', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('samples', 'integer', (c) => c.notNull().defaultTo(0))
      // A vital's histogram: JSON {bucket index: count} (server/analytics/histogram.ts).
      .addColumn('histogram', 'text')
      .addPrimaryKeyConstraint('analytics_daily_pkey', ['day', 'dimension', 'key', 'metric'])
      .execute();
  },
};
