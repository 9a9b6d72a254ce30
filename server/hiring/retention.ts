// The job applications' retention (docs/product.md §10.17): every instance runs this job every
// APPLICATION_RETENTION_CHECK_SECONDS; each round deletes the applications (their CVs and notes
// with them) whose posting closed more than APPLICATION_RETENTION_DAYS before, each in its own
// transaction with its audit row (application.expire: the id and the posting, nothing personal).
// Two instances at once are safe: a row one deleted is not there for the other to delete or
// audit. Tests call runOnce with a clock of their own; start() is the timer.

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DataStore } from '../db';
import { createPeriodicJob, type PeriodicJob } from '../platform/periodic';

export type ApplicationRetention = PeriodicJob<number>;

export function createApplicationRetention(options: {
  store: DataStore;
  log: FastifyBaseLogger;
  now: () => Date;
  config: Pick<Config, 'applicationRetentionCheckMs'>;
}): ApplicationRetention {
  const { store, log } = options;
  return createPeriodicJob({
    // How many applications the round deleted.
    round: async (at) => {
      const deleted = await store.applications.deleteExpired(at);
      if (deleted > 0) log.info({ deleted }, 'deleted job applications past their retention');
      return deleted;
    },
    now: options.now,
    intervalMs: options.config.applicationRetentionCheckMs,
    failed: 0,
    log,
    failure: 'the job applications retention round failed',
  });
}
