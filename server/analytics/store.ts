// The analytics store (docs/product.md §10.19): raw events written in batches, the daily salts
// every instance shares, the rollup of finished days into analytics_daily, the 30-day retention,
// and the rows the dashboard reads. Written once with Kysely for both databases; the vitals'
// percentiles are computed by the server from histograms (server/analytics/histogram.ts).

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { VitalName } from '../../contract/values/analytics-limits';
import { addTo, bucketOf, type Histogram } from './histogram';
import { CONVERSION_SOURCES } from './conversions';
import type { AnalyticsRepository, DayRow, Dimension } from './types';
import type { Db, Executor, SqlDialect } from '../db/dialect';
import { num } from '../db/rows';

/** The rollup takes one instance at a time (PostgreSQL's advisory lock; SQLite's write lock). */
const ROLLUP_LOCK_KEY = 4_711_202_617;
/** Rows a statement inserts at most (SQLite binds at most 32,766 values). */
const INSERT_CHUNK = 500;
/** Vitals read at a time when a day's histograms are built. */
const VITALS_PAGE = 5000;
/** The pages of the funnel's middle step: the pricing plans and the quote wizard. */
const FUNNEL_PATHS = ['/pricing', '/services/pricing', '/quote'];

const DAY_MS = 86_400_000;
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const row = (
  day: string,
  dimension: Dimension,
  key: string,
  views: number,
  visitors = 0,
  metric: VitalName | '' = '',
  histogram: Histogram | null = null,
): DayRow => ({ day, dimension, key, metric, views, visitors, histogram });

/** A day's figures, from its raw events. */
async function summariseDay(db: Executor, day: string): Promise<DayRow[]> {
  const views = () =>
    db.selectFrom('analytics_events').where('day', '=', day).where('kind', '=', 'view');
  // Page views by distinct visitors (a visitor hash is one visitor of one day).
  const distinct = () => sql<number>`count(distinct visitor)`.as('visitors');
  const [total, pages, referrers, campaigns, interested] = await Promise.all([
    views()
      .select((eb) => [eb.fn.countAll().as('views'), distinct()])
      .executeTakeFirst(),
    views()
      .select((eb) => ['path', eb.fn.countAll().as('views'), distinct()])
      .groupBy('path')
      .execute(),
    views()
      .where('referrer', 'is not', null)
      .select((eb) => ['referrer', eb.fn.countAll().as('views')])
      .groupBy('referrer')
      .execute(),
    views()
      .where((eb) =>
        eb.or([
          eb('source', 'is not', null),
          eb('medium', 'is not', null),
          eb('campaign', 'is not', null),
        ]),
      )
      .select((eb) => ['source', 'medium', 'campaign', eb.fn.countAll().as('views')])
      .groupBy(['source', 'medium', 'campaign'])
      .execute(),
    views().where('path', 'in', FUNNEL_PATHS).select(distinct()).executeTakeFirst(),
  ]);
  const rows: DayRow[] = [
    row(day, 'total', '', num(total?.views ?? 0), num(total?.visitors ?? 0)),
    row(day, 'funnel', 'interested', 0, num(interested?.visitors ?? 0)),
    ...pages.map((p) => row(day, 'page', p.path, num(p.views), num(p.visitors))),
    ...referrers.map((r) => row(day, 'referrer', r.referrer ?? '', num(r.views))),
    ...campaigns.map((c) =>
      row(
        day,
        'campaign',
        [c.source ?? '', c.medium ?? '', c.campaign ?? ''].join('|'),
        num(c.views),
      ),
    ),
  ];
  // The vitals' histograms, a page of values at a time.
  const histograms = new Map<string, { path: string; metric: VitalName; histogram: Histogram }>();
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('analytics_events')
      .select(['id', 'path', 'metric', 'value'])
      .where('day', '=', day)
      .where('kind', '=', 'vital')
      .where('id', '>', after)
      .orderBy('id')
      .limit(VITALS_PAGE)
      .execute();
    for (const vital of page) {
      if (vital.metric === null || vital.value === null) continue;
      const id = `${vital.path}\n${vital.metric}`;
      const entry = histograms.get(id) ?? { path: vital.path, metric: vital.metric, histogram: {} };
      addTo(entry.histogram, { [bucketOf(vital.metric, num(vital.value))]: 1 });
      histograms.set(id, entry);
    }
    if (page.length < VITALS_PAGE) break;
    after = num(page[page.length - 1]?.id);
  }
  for (const { path, metric, histogram } of histograms.values())
    rows.push(row(day, 'vital', path, 0, 0, metric, histogram));
  return rows;
}

const fromStored = (stored: {
  day: string;
  dimension: string;
  key: string;
  metric: string;
  views: number;
  visitors: number;
  histogram: string | null;
}): DayRow => ({
  day: stored.day,
  dimension: stored.dimension as Dimension,
  key: stored.key,
  metric: stored.metric as VitalName | '',
  views: num(stored.views),
  visitors: num(stored.visitors),
  histogram: stored.histogram === null ? null : (JSON.parse(stored.histogram) as Histogram),
});

export function analyticsRepository(db: Db, dialect: SqlDialect): AnalyticsRepository {
  const salts = new Map<string, string>();
  return {
    async insert(events) {
      if (events.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < events.length; i += INSERT_CHUNK) {
          await trx
            .insertInto('analytics_events')
            .values(
              events.slice(i, i + INSERT_CHUNK).map((event) => ({
                at: event.at,
                day: event.at.slice(0, 10),
                kind: event.kind,
                path: event.path,
                visitor: event.visitor ?? null,
                referrer: event.referrer ?? null,
                source: event.source ?? null,
                medium: event.medium ?? null,
                campaign: event.campaign ?? null,
                screen: event.screen ?? null,
                metric: event.metric ?? null,
                value: event.value ?? null,
                target: event.target ?? null,
              })),
            )
            .execute();
        }
      });
    },

    async saltOf(day) {
      const known = salts.get(day);
      if (known) return known;
      await db
        .insertInto('analytics_salts')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const stored = await db
        .selectFrom('analytics_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      salts.clear();
      salts.set(day, stored.salt);
      return stored.salt;
    },

    async rollUp(today) {
      const days = await db
        .selectFrom('analytics_events')
        .select('day')
        .distinct()
        .where('day', '<', today)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('analytics_daily')
                .select('analytics_daily.day')
                .whereRef('analytics_daily.day', '=', 'analytics_events.day')
                .where('analytics_daily.dimension', '=', 'total'),
            ),
          ),
        )
        .orderBy('day')
        .execute();
      const done: string[] = [];
      for (const { day } of days) {
        const rolled = await db.transaction().execute(async (trx) => {
          await dialect.lockTransaction(trx, ROLLUP_LOCK_KEY);
          const already = await trx
            .selectFrom('analytics_daily')
            .select('day')
            .where('day', '=', day)
            .where('dimension', '=', 'total')
            .executeTakeFirst();
          if (already) return false;
          const rows = await summariseDay(trx, day);
          for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
            await trx
              .insertInto('analytics_daily')
              .values(
                rows.slice(i, i + INSERT_CHUNK).map((r) => ({
                  day: r.day,
                  dimension: r.dimension,
                  key: r.key,
                  metric: r.metric,
                  views: r.views,
                  visitors: r.visitors,
                  samples: r.histogram ? Object.values(r.histogram).reduce((a, b) => a + b, 0) : 0,
                  histogram: r.histogram ? JSON.stringify(r.histogram) : null,
                })),
              )
              .execute();
          }
          return true;
        });
        if (rolled) done.push(day);
      }
      return done;
    },

    async expire(keepFrom, today) {
      const events = await db
        .deleteFrom('analytics_events')
        .where('day', '<', keepFrom)
        .executeTakeFirst();
      const removed = await db
        .deleteFrom('analytics_salts')
        .where('day', '<', today)
        .executeTakeFirst();
      for (const day of salts.keys()) if (day < today) salts.delete(day);
      return { events: num(events.numDeletedRows), salts: num(removed.numDeletedRows) };
    },

    async dayRows(from, to) {
      const stored = await db
        .selectFrom('analytics_daily')
        .select(['day', 'dimension', 'key', 'metric', 'views', 'visitors', 'histogram'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const rolled = new Set(stored.filter((r) => r.dimension === 'total').map((r) => r.day));
      // The days not rolled up yet that have raw events (today, or the rollup has not run).
      const raw = await db
        .selectFrom('analytics_events')
        .select('day')
        .distinct()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const live = raw.map((r) => r.day).filter((day) => !rolled.has(day));
      const summaries = await Promise.all(live.map((day) => summariseDay(db, day)));
      return [...stored.map(fromStored), ...summaries.flat()];
    },

    async conversions(from, to) {
      return Promise.all(
        CONVERSION_SOURCES.map(async (source) => ({
          key: source.key,
          label: source.label,
          count: await source.count(db, from, to),
        })),
      );
    },
  };
}
