// The analytics events' write buffer (docs/product.md §10.19): POST /api/events answers 202 at
// once and leaves its events here; they are written in batches, one transaction each, every
// second or as soon as `batch` events wait, whichever comes first. The buffer is bounded: when it
// holds `capacity` events, new ones are dropped and counted (the log says how many, once per
// flush). Closing the app (app.ts's onClose, which shutdown.ts's graceful close runs) writes what
// is left before the database closes.

import type { FastifyBaseLogger } from 'fastify';
import type { DataStore, NewAnalyticsEvent } from '../db';
import { createPeriodicJob } from '../platform/periodic';

export interface EventBuffer {
  /** Keeps the events for the next write; false when the buffer was full (they were dropped). */
  add(events: readonly NewAnalyticsEvent[]): boolean;
  /** Writes what waits now; resolves to how many events were written. */
  flush(): Promise<number>;
  /** Events waiting. */
  readonly size: number;
  /** Events dropped since start because the buffer was full. */
  readonly dropped: number;
  start(): void;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export function createEventBuffer(options: {
  store: DataStore;
  log: FastifyBaseLogger;
  capacity?: number;
  batch?: number;
  intervalMs?: number;
}): EventBuffer {
  const { store, log, capacity = 10_000, batch = 500, intervalMs = 1000 } = options;
  let waiting: NewAnalyticsEvent[] = [];
  let dropped = 0;
  let droppedSinceLog = 0;

  const job = createPeriodicJob({
    round: async () => {
      if (droppedSinceLog > 0) {
        log.warn({ dropped: droppedSinceLog }, 'analytics buffer full: events dropped');
        droppedSinceLog = 0;
      }
      let written = 0;
      while (waiting.length > 0) {
        const taken = waiting;
        waiting = [];
        await store.analytics.insert(taken);
        written += taken.length;
      }
      return written;
    },
    now: () => new Date(),
    intervalMs,
    failed: 0,
    log,
    failure: 'writing analytics events failed; that batch is lost',
  });

  return {
    add(events) {
      if (waiting.length + events.length > capacity) {
        dropped += events.length;
        droppedSinceLog += events.length;
        return false;
      }
      waiting.push(...events);
      if (waiting.length >= batch) void job.runOnce();
      return true;
    },
    flush: () => job.runOnce(),
    get size() {
      return waiting.length;
    },
    get dropped() {
      return dropped;
    },
    start: () => job.start(),
    async close() {
      job.stop();
      // A round may be running: wait for it, then write what arrived meanwhile.
      await job.runOnce();
      if (waiting.length > 0) await job.runOnce();
    },
  };
}
