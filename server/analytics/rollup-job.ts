// The analytics' daily work (docs/product.md §10.19), run by every instance every ten minutes
// (periodic.ts): each finished day that has raw events and no rollup yet is rolled up into
// analytics_daily (once, however many instances look: analytics/store.ts locks and checks), raw
// events older than 30 days are deleted, and so is every salt of a day that has ended. Tests call
// runOnce with a clock of their own.

import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../db';
import { addDays, dayOf } from './store';
import { createPeriodicJob, type PeriodicJob } from '../platform/periodic';
import { createEventBuffer, type EventBuffer } from './buffer';

/** Raw events are kept this many days (today included); rollups stay. */
const RAW_DAYS = 30;
const CHECK_MS = 10 * 60_000;

interface RollupResult {
  rolledUp: string[];
  deletedEvents: number;
  deletedSalts: number;
}

type AnalyticsRollup = PeriodicJob<RollupResult>;

function createAnalyticsRollup(options: {
  store: DataStore;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
}): AnalyticsRollup {
  const { store, log } = options;
  return createPeriodicJob({
    round: async (at) => {
      const today = dayOf(at);
      const rolledUp = await store.analytics.rollUp(today);
      const deleted = await store.analytics.expire(addDays(today, 1 - RAW_DAYS), today);
      if (rolledUp.length > 0 || deleted.events > 0)
        log.info({ rolledUp, deletedEvents: deleted.events }, 'analytics rolled up and expired');
      return { rolledUp, deletedEvents: deleted.events, deletedSalts: deleted.salts };
    },
    now: options.now,
    intervalMs: options.intervalMs ?? CHECK_MS,
    failed: { rolledUp: [], deletedEvents: 0, deletedSalts: 0 },
    log,
    failure: 'the analytics rollup failed',
  });
}

/** The analytics' background work on this instance: the write buffer and the daily rollup. */
export interface Analytics {
  buffer: EventBuffer;
  rollup: AnalyticsRollup;
  start(): void;
  /** Stops the rollup's timer and writes the events still waiting (before the store closes). */
  close(): Promise<void>;
}

export function createAnalytics(options: {
  store: DataStore;
  log: FastifyBaseLogger;
  now: () => Date;
}): Analytics {
  const buffer = createEventBuffer({ store: options.store, log: options.log });
  const rollup = createAnalyticsRollup(options);
  return {
    buffer,
    rollup,
    start() {
      buffer.start();
      rollup.start();
    },
    async close() {
      rollup.stop();
      await buffer.close();
    },
  };
}
