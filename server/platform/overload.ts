// Load shedding with @fastify/under-pressure, when set (both off by default, overload-settings.ts
// says why): while the event loop lags more than
// OVERLOAD_EVENT_LOOP_DELAY_MS, or the JavaScript heap holds more than OVERLOAD_HEAP_MB, requests
// answer 503 at once, with Retry-After and a sentence, instead of queueing behind the work that
// is already late. The health probes keep answering (a balancer must not restart an instance
// that is only busy), and so do the pages and files served from memory (fast-static.ts), which
// never reach the framework. Passwords have their own bound (accounts/hash-queue.ts), and requests
// their own queue (request-turns.ts).

import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadSettings } from './overload-settings';

export const OVERLOADED = 'The server is busy right now. Please try again in a few seconds.';
/** Seconds a client is asked to wait (Retry-After). */
const OVERLOAD_RETRY_AFTER_SECONDS = 2;
const PROBES = new Set(['/healthz', '/readyz']);
/** Four samples of under-pressure's (every 250 ms) after the server is ready. */
const SETTLING_MS = 1000;

/** Under-pressure sends what its handler returns (its types say void): the 503's body. */
type PressureHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  value: number | undefined,
) => void;
/** At most one log line per this long while the server sheds. */
const LOG_EVERY_MS = 1000;

export async function registerOverload(
  app: FastifyInstance,
  settings: OverloadSettings,
): Promise<void> {
  // The event-loop delay is a mean over each sample: the start's own work (loading, compiling,
  // the first renders) is not load, and is not held against the first requests.
  let readyAt = Number.POSITIVE_INFINITY;
  let loggedAt = 0;
  let shedSinceLog = 0;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    sampleInterval: 250,
    pressureHandler: ((request, reply, type, value) => {
      if (PROBES.has(request.routeOptions.url ?? '')) return undefined;
      const now = Date.now();
      if (now - readyAt < SETTLING_MS) return undefined;
      // Why the server sheds, in its log: an operator tunes the bounds from it.
      shedSinceLog += 1;
      if (now - loggedAt >= LOG_EVERY_MS) {
        app.log.warn({ pressure: type, value, shed: shedSinceLog }, 'overloaded: answering 503');
        loggedAt = now;
        shedSinceLog = 0;
      }
      reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      if (request.routeOptions.config?.plainTextErrors) {
        reply.type('text/plain; charset=utf-8');
        return OVERLOADED;
      }
      reply.type('application/json; charset=utf-8');
      return { message: OVERLOADED };
    }) as PressureHandler,
  });
}
