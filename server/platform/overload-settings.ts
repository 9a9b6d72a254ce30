// The settings of what the server does when it has more work than it can do (README's settings
// table; config.ts gathers them as `config.overload`; docs/performance.md, "Overload"):
//
// | Variable                       | Default | Meaning |
// | ------------------------------ | ------- | ------- |
// | `REQUEST_QUEUE_MAX`            | `2000`  | Requests received but not yet started, at most; more answer 503 with `Retry-After` at once. |
// | `REQUEST_QUEUE_WAIT_MS`        | `3000`  | A request that waited longer than this for its turn answers 503 with `Retry-After` when the turn comes (`0`: never); the health probes excepted. |
// | `OVERLOAD_EVENT_LOOP_DELAY_MS` | `0`     | Past this event-loop delay, requests answer 503 with `Retry-After` (`0`: never), except pages and files served from memory and the health probes. Off by default: under-pressure takes the mean delay of each 250 ms sample, so one stall of over a second (a slow disk's fsync, a paused machine) would make the server refuse the requests that came after it, which could be served at once; REQUEST_QUEUE_WAIT_MS sheds only requests that waited. |
// | `OVERLOAD_HEAP_MB`             | `0`     | Past this much JavaScript heap in use, the same (`0`: never). Off by default: the heap in use counts garbage V8 has not collected yet, which under a bounded heap (`--max-old-space-size`, docs/deploy.md) stays near the bound. |
// | `LISTEN_SOCKETS`               | `4`     | Sockets listening on the one port (SO_REUSEPORT: Node 22.12 or later, on Linux; one elsewhere). Each accepts one new connection per turn of the event loop, so a burst of connections is accepted this many times sooner (listeners.ts). |
// | `PASSWORD_HASH_CONCURRENCY`    | `2` (`1` on two cores or fewer) | Password hashes and checks (argon2id, 7 MiB each) computed at once. On two cores a second hash only takes the event loop's core (logins per second were the same with one, docs/performance.md), and costs its memory at the peak. |
// | `PASSWORD_HASH_QUEUE`          | `32`    | Logins, sign-ups and password changes waiting for a hashing slot, at most; more answer 503 with `Retry-After` at once. |
// | `PASSWORD_HASH_WAIT_MS`        | `2000`  | The longest such a request waits for a slot before it answers 503 with `Retry-After`. |

import os from 'node:os';
import { type Env, readInteger } from '../config/env';

const MIB = 1024 * 1024;

export interface OverloadSettings {
  requestQueueMax: number;
  /** 0: not checked. */
  requestQueueWaitMs: number;
  /** 0: not checked. */
  maxEventLoopDelayMs: number;
  /** 0: not checked. */
  maxHeapUsedBytes: number;
  /** Sockets listening on the port, where the system allows more than one (listeners.ts). */
  listenSockets: number;
  hashConcurrency: number;
  hashQueueMax: number;
  hashWaitMs: number;
}

/** Hashes at once by default: two, or one where a second would take the event loop's core. */
export const defaultHashConcurrency = (cores: number = os.availableParallelism()): number =>
  cores <= 2 ? 1 : 2;

export const readOverloadSettings = (env: Env): OverloadSettings => ({
  requestQueueMax: readInteger(env, 'REQUEST_QUEUE_MAX', 2000, 1, 1_000_000),
  requestQueueWaitMs: readInteger(env, 'REQUEST_QUEUE_WAIT_MS', 3000, 0, 600_000),
  maxEventLoopDelayMs: readInteger(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', 0, 0, 600_000),
  maxHeapUsedBytes: readInteger(env, 'OVERLOAD_HEAP_MB', 0, 0, 1_000_000) * MIB,
  listenSockets: readInteger(env, 'LISTEN_SOCKETS', 4, 1, 64),
  hashConcurrency: readInteger(env, 'PASSWORD_HASH_CONCURRENCY', defaultHashConcurrency(), 1, 64),
  hashQueueMax: readInteger(env, 'PASSWORD_HASH_QUEUE', 32, 0, 100_000),
  hashWaitMs: readInteger(env, 'PASSWORD_HASH_WAIT_MS', 2000, 0, 600_000),
});
