// A bounded queue in front of password hashing. Each argon2id hash or check takes 7 MiB and tens
// of milliseconds of a thread of libuv's pool, which files and compression share: without a
// bound, a burst of logins queues hundreds of them, every login waits seconds, memory grows, and
// pages wait behind them for the pool. Here a fixed number run at once (PASSWORD_HASH_CONCURRENCY),
// a bounded number wait (PASSWORD_HASH_QUEUE), none longer than PASSWORD_HASH_WAIT_MS; any other
// answers 503 with Retry-After at once, with a sentence the login and sign-up forms show.

import { HttpError } from '../platform/errors';
import type { PasswordHasher } from './passwords';

/** What a login, sign-up or password change answers when no hashing slot is free soon. */
export const HASHING_BUSY =
  'Too many people are logging in or signing up right now. Please try again in a few seconds.';
/** Seconds the client is asked to wait (Retry-After) before trying again. */
const HASHING_RETRY_AFTER_SECONDS = 2;

export interface SlotLimits {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a slot, at most; more are refused at once. */
  maxWaiting: number;
  /** The longest a task waits for a slot before it is refused. */
  maxWaitMs: number;
}

export interface SlotQueue {
  /** Runs `task` when a slot is free; rejects with `busy()` when none is free in time. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createSlotQueue(limits: SlotLimits, busy: () => Error): SlotQueue {
  let active = 0;
  const waiting: { start(): void; timer: ReturnType<typeof setTimeout> }[] = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const run = <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        active += 1;
        task().then(resolve, reject).finally(release);
      };
      if (active < limits.concurrency) return start();
      if (waiting.length >= limits.maxWaiting) return reject(busy());
      const entry = {
        start,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, limits.maxWaitMs),
      };
      waiting.push(entry);
    });

  return {
    run,
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** `hasher` with every hash and check taking a slot of `limits`; refused ones throw 503. */
export function limitHasher(hasher: PasswordHasher, limits: SlotLimits): PasswordHasher {
  const queue = createSlotQueue(
    limits,
    () => new HttpError(503, HASHING_BUSY, { 'retry-after': String(HASHING_RETRY_AFTER_SECONDS) }),
  );
  return {
    hash: (password) => queue.run(() => hasher.hash(password)),
    verify: (passwordHash, password) => queue.run(() => hasher.verify(passwordHash, password)),
    verifyDummy: (password) => queue.run(() => hasher.verifyDummy(password)),
    needsRehash: (passwordHash) => hasher.needsRehash(passwordHash),
  };
}
