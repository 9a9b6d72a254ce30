// Requests start in turns of the event loop, a few milliseconds of work at a time, in the order
// they arrived; beyond REQUEST_QUEUE_MAX waiting, a request answers 503 with Retry-After at once,
// and one that has waited longer than REQUEST_QUEUE_WAIT_MS answers the same when its turn comes
// (its client has waited long enough; the work behind it is served sooner). The waiting is what
// sheds, not a measure of the event loop: a one-off stall (a slow disk's fsync, a paused machine)
// delays the requests that were being served, and those read after it start with a fresh clock.
//
// Why: since libuv 1.45 (Node 20 and later) a server accepts one new connection per turn of the
// event loop (libuv pull request 3696). Node starts every request that has arrived, on every
// connection, in the turn it reads them: with hundreds of busy connections a turn lasts hundreds
// of milliseconds, so new connections wait in the kernel's accept queue for seconds (not an
// overflow: the queue holds them), and a client that opens 500 at once saw some of its first
// requests time out after 10 s (docs/performance.md, "Overload"). Started a few at a time, the
// turns stay short, connections are accepted as they come, and requests are served in the order
// they arrived whichever connection they came on.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { STATIC_SECURITY_HEADERS } from '../security/headers';

/** Work started per turn before the rest waits for the next: short enough to accept often. */
const TURN_BUDGET_MS = 2;
/** Seconds a client is asked to wait (Retry-After) when the queue is full. */
const QUEUE_RETRY_AFTER_SECONDS = 2;
export const QUEUE_FULL = 'The server is busy right now. Please try again in a few seconds.';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
/** The balancer's probes are never refused for waiting: a busy instance is not a dead one. */
const PROBES = new Set(['/healthz', '/readyz']);

export interface RequestTurns {
  /** `listener`, called for each request in its turn. */
  wrap(listener: Listener): Listener;
  /** Requests received and not yet started. */
  readonly waiting: number;
}

/** The 503 of a full queue, written without the framework (nothing of the request is read). */
function refuse(response: ServerResponse, extraHeaders: Record<string, string>) {
  const body = JSON.stringify({ message: QUEUE_FULL });
  response.writeHead(503, {
    ...STATIC_SECURITY_HEADERS,
    ...extraHeaders,
    'retry-after': String(QUEUE_RETRY_AFTER_SECONDS),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}

export function createRequestTurns(options: {
  maxWaiting: number;
  /** Milliseconds a request may wait for its turn; 0: no bound. */
  maxWaitMs: number;
  /** The clock (tests give their own). */
  now?: () => number;
  /** Headers every answer carries (X-Instance). */
  headers?: () => Record<string, string>;
}): RequestTurns {
  const now = options.now ?? (() => performance.now());
  let queue: [IncomingMessage, ServerResponse, number][] = [];
  let head = 0;
  let scheduled = false;
  let listener: Listener = () => undefined;

  const turn = () => {
    scheduled = false;
    const started = now();
    while (head < queue.length) {
      const [request, response, arrived] = queue[head] as [IncomingMessage, ServerResponse, number];
      queue[head] = undefined as never;
      head += 1;
      // A client that has gone needs no answer.
      if (request.socket.destroyed) continue;
      if (
        options.maxWaitMs > 0 &&
        started - arrived > options.maxWaitMs &&
        !PROBES.has(request.url ?? '')
      ) {
        refuse(response, options.headers?.() ?? {});
        continue;
      }
      listener(request, response);
      if (now() - started >= TURN_BUDGET_MS) break;
    }
    if (head >= queue.length) {
      queue = [];
      head = 0;
    } else schedule();
  };
  // setImmediate from inside a turn's immediates runs in the next turn, after the next poll.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };

  return {
    wrap(inner) {
      listener = inner;
      return (request, response) => {
        if (queue.length - head >= options.maxWaiting) {
          refuse(response, options.headers?.() ?? {});
          return;
        }
        queue.push([request, response, now()]);
        schedule();
      };
    },
    get waiting() {
      return queue.length - head;
    },
  };
}
