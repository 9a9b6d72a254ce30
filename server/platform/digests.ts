// The daily digests: emails that go once a day, however many instances share the database. Every
// instance runs this one job every few minutes (like the publish scheduler); from DIGEST_HOUR
// (UTC) on, each round asks every digest to queue the day's emails. A digest records each email
// it queues with a key of its own (an owner and a day, a day) in the same transaction as the
// email, and skips what is recorded already: once per key, however often and wherever the round
// runs. The digests: the leads to follow up (leads/digest.ts) and, when HIRING_NOTIFY=daily, the
// job applications of the day before (hiring/digest.ts). Tests call runOnce with a clock of their
// own; start() is the timer.

import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from './periodic';

/** How often each instance looks (a digest goes within this of DIGEST_HOUR). */
const DIGEST_CHECK_MS = 10 * 60_000;
/** The digests go from this hour of the day (UTC) on, not at midnight. */
export const DIGEST_HOUR = 7;
/** How many items an email lists; it says how many more there are. */
export const DIGEST_LISTED = 20;

export interface DailyDigest {
  /** For the log: 'lead digests'. */
  name: string;
  /** Queues what `day` (UTC, YYYY-MM-DD) calls for and is not recorded yet; how many emails. */
  queue(day: string): Promise<number>;
}

/** The job: how many emails its round queued. */
export type DailyDigests = PeriodicJob<number>;

export function createDailyDigests(options: {
  digests: readonly DailyDigest[];
  /** Tells the outbox worker that emails were queued. */
  notify(): void;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
}): DailyDigests {
  const { digests, log } = options;
  return createPeriodicJob({
    round: async (at) => {
      if (at.getUTCHours() < DIGEST_HOUR) return 0;
      const day = at.toISOString().slice(0, 10);
      let queued = 0;
      for (const digest of digests) {
        const emails = await digest.queue(day);
        if (emails > 0) log.info({ day, emails }, `queued the ${digest.name}`);
        queued += emails;
      }
      if (queued > 0) options.notify();
      return queued;
    },
    now: options.now,
    intervalMs: options.intervalMs ?? DIGEST_CHECK_MS,
    failed: 0,
    log,
    failure: 'the daily digests failed',
  });
}
