// The daily digest of leads to follow up (docs/product.md, "Leads"): each admin who owns open leads
// whose follow-up date is today or past gets one email a day listing them, queued in the outbox.
// Every instance runs this job every few minutes (like the publish scheduler); from DIGEST_HOUR
// (UTC) on, each round looks for owners with leads due and, for each, records the digest of the
// day in `lead_digests` (owner, day: its primary key) and queues the email in the same
// transaction, or skips the owner when the day's row exists already: once per owner per day,
// however many instances share the database and however often they look. Tests call runOnce with
// a clock of their own; start() is the timer.

import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../db';
import type { Emails } from '../mail/emails';
import { createPeriodicJob, type PeriodicJob } from '../periodic';

/** How often each instance looks (a digest goes within this of DIGEST_HOUR). */
const DIGEST_CHECK_MS = 10 * 60_000;
/** The digest goes from this hour of the day (UTC) on, not at midnight. */
export const DIGEST_HOUR = 7;
/** How many leads an email lists; it says how many more there are. */
const DIGEST_LISTED = 20;

export type LeadDigest = PeriodicJob<number>;

export function createLeadDigest(options: {
  store: DataStore;
  emails: Emails;
  /** Tells the outbox worker that emails were queued. */
  notify(): void;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
}): LeadDigest {
  const { store, emails, log } = options;
  return createPeriodicJob({
    // How many digests the round queued.
    round: async (at) => {
      if (at.getUTCHours() < DIGEST_HOUR) return 0;
      const day = at.toISOString().slice(0, 10);
      let queued = 0;
      for (const owner of await store.leads.dueFollowUps(day, DIGEST_LISTED)) {
        const email = emails.leadDigest(owner.email, { ...owner, day });
        if (await store.leads.recordDigest(owner.ownerId, day, email)) queued += 1;
      }
      if (queued > 0) {
        log.info({ day, digests: queued }, 'queued the daily lead digests');
        options.notify();
      }
      return queued;
    },
    now: options.now,
    intervalMs: options.intervalMs ?? DIGEST_CHECK_MS,
    failed: 0,
    log,
    failure: 'the daily lead digest failed',
  });
}
