// Work that every instance does on a timer (the publish scheduler, the daily lead digest): one
// round at a time (asked again while a round runs, the caller gets that round's answer), a failed
// round logged and answered with `failed`, and a timer that never keeps the process alive. What
// makes a round safe on several instances at once is the round's own (row locks, unique keys).
// Tests call runOnce with a clock of their own, or drive start() with Jest's fake timers.

interface JobLog {
  error(details: object, message: string): void;
}

export interface PeriodicJob<T> {
  /** Runs a round every intervalMs until stop(). */
  start(): void;
  stop(): void;
  /** One round now, or at the given time. */
  runOnce(at?: Date): Promise<T>;
}

export function createPeriodicJob<T>(options: {
  round(at: Date): Promise<T>;
  now(): Date;
  intervalMs: number;
  /** The answer of a round that failed. */
  failed: T;
  log: JobLog;
  /** The log line of a failed round. */
  failure: string;
}): PeriodicJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  const runOnce = (at = options.now()): Promise<T> => {
    running ??= options
      .round(at)
      .catch((error: unknown) => {
        options.log.error({ err: error }, options.failure);
        return options.failed;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    runOnce,
  };
}
