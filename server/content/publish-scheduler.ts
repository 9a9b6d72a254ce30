// Publishes content documents whose scheduled time has come (docs/product.md, "Content
// documents"). Every instance runs one; the store's publishDue locks the due rows (PostgreSQL:
// FOR UPDATE SKIP LOCKED; SQLite: the write transaction), so each scheduled publish happens
// exactly once however many instances share the database.

import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../db';
import { createPeriodicJob, type PeriodicJob } from '../platform/periodic';
import { followAddressChanges } from './address-changes';
import type { Redirects } from './redirects';
import type { Pages } from './pages/service';
import type { Articles } from './articles/service';

/** Who the audit log says added a redirect a scheduled publish made. */
const SCHEDULER = { id: null, email: 'scheduler' };

/** How often each instance looks for due publishes: a publish happens within this of its time. */
const PUBLISH_CHECK_MS = 15_000;

export type PublishScheduler = PeriodicJob<string[]>;

export function createPublishScheduler(options: {
  store: DataStore;
  /** Addresses a publish renamed redirect to their new ones (address-changes.ts). */
  redirects?: Redirects;
  /** Pages staff built: a publish sets their address (pages/service.ts). */
  pages?: Pick<Pages, 'published'>;
  /** Articles: a publish sets their listing and address (articles/service.ts). */
  articles?: Pick<Articles, 'published'>;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
}): PublishScheduler {
  return createPeriodicJob({
    round: async (at) => {
      const { store, redirects, pages, articles } = options;
      const keys = await store.documents.publishDue(at);
      if (keys.length > 0) options.log.info({ keys }, 'published scheduled content');
      for (const key of redirects ? keys : []) {
        const version = (await store.documents.get(key))?.publishedVersion ?? 0;
        await followAddressChanges(
          { store, redirects: redirects!, pages, articles },
          key,
          version,
          SCHEDULER,
        );
      }
      return keys;
    },
    now: options.now,
    intervalMs: options.intervalMs ?? PUBLISH_CHECK_MS,
    failed: [],
    log: options.log,
    failure: 'publishing scheduled content failed',
  });
}
