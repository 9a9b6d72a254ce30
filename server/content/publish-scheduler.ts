// Publishes content documents whose scheduled time has come (docs/product.md, "Content
// documents"). Every instance runs one; the store's publishDue locks the due rows (PostgreSQL:
// FOR UPDATE SKIP LOCKED; SQLite: the write transaction), so each scheduled publish happens
// exactly once however many instances share the database.

import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../db';

/** How often each instance looks for due publishes: a publish happens within this of its time. */
const PUBLISH_CHECK_MS = 15_000;

export interface PublishScheduler {
  start(): void;
  stop(): void;
  /** One look now: the keys it published. */
  runOnce(): Promise<string[]>;
}

export function createPublishScheduler(options: {
  store: DataStore;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs?: number;
}): PublishScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  const runOnce = (): Promise<string[]> => {
    running ??= options.store.documents
      .publishDue(options.now())
      .then((keys) => {
        if (keys.length > 0) options.log.info({ keys }, 'published scheduled content');
        return keys;
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'publishing scheduled content failed');
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.intervalMs ?? PUBLISH_CHECK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    runOnce,
  };
}
