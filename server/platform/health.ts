// Probes for a load balancer or an orchestrator, outside /api and outside the rate limits, and
// not in the request log at LOG_LEVEL=info (only from debug on):
//
//   GET /healthz  200 {status:"ok"} while the process is up and serving.
//   GET /readyz   200 {status:"ready"} when the database answers a trivial query; 503 with a
//                 reason while the server is starting, draining (after SIGTERM, see index.ts) or
//                 cannot reach its database. A balancer stops sending new visitors to a 503.
//
// While draining, every answer also carries `Connection: close`, so that keep-alive clients (and
// a balancer's pooled upstream connections) move to another instance before this one stops; with
// SHUTDOWN_REFUSE_GETS, GET and HEAD answer 503 (nginx retries them elsewhere and stops sending).
// Every request but the probes marks when traffic last came (the drain's end: shutdown.ts).

import type { FastifyInstance, LogLevel } from 'fastify';
import type { DataStore } from '../db';

type Readiness = 'starting' | 'ready' | 'draining';

interface Health {
  readonly state: Readiness;
  /** From now on /readyz answers 503 'draining'; the server keeps serving requests. */
  drain(): void;
  /**
   * When the last request other than a probe arrived (ms since the epoch, 0 before any): a
   * draining instance closes once its balancer has stopped sending (shutdown.ts, untilQuiet).
   */
  readonly lastRequestAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness for /readyz; index.ts calls drain() on SIGTERM. */
    health: Health;
  }
}

/** How long /readyz waits for the database before it answers 503. */
const READY_QUERY_TIMEOUT_MS = 2000;

const UP = {
  type: 'object',
  properties: { status: { type: 'string' } },
  required: ['status'],
} as const;

const PROBE_RESPONSES = {
  200: UP,
  503: {
    type: 'object',
    description: 'Not ready: starting, draining after SIGTERM, or without its database.',
    properties: { status: { type: 'string' }, reason: { type: 'string' } },
    required: ['status', 'reason'],
  },
} as const;

const probe = (summary: string, description: string, response: object) =>
  ({
    config: { rateLimit: false },
    schema: { summary, description, tags: ['health'], response },
  }) as const;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

interface HealthOptions {
  instanceId?: string;
  /**
   * SHUTDOWN_REFUSE_GETS: while draining, answer GET and HEAD requests (probes aside) 503, so that
   * nginx, which checks nothing by itself, retries them on another instance and, after max_fails
   * of them, stops sending this one anything; writes are still served (nginx does not retry them).
   */
  refuseGetsWhileDraining?: boolean;
}

/** What a GET gets from a draining instance with SHUTDOWN_REFUSE_GETS (a balancer retries it). */
export const DRAINING = 'This instance is shutting down; the request can go to another one.';

export function registerHealth(
  app: FastifyInstance,
  store: DataStore,
  options: HealthOptions = {},
): void {
  let state: Readiness = 'starting';
  let lastRequestAt = 0;
  const health: Health = {
    get state() {
      return state;
    },
    drain() {
      state = 'draining';
    },
    get lastRequestAt() {
      return lastRequestAt;
    },
  };
  app.decorate('health', health);
  app.addHook('onReady', async () => {
    if (state === 'starting') state = 'ready';
  });

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === '/healthz' || route === '/readyz') return;
    lastRequestAt = Date.now();
    if (
      state === 'draining' &&
      options.refuseGetsWhileDraining &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.code(503).header('retry-after', '1').send({ message: DRAINING });
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    if (options.instanceId !== undefined) reply.header('x-instance', options.instanceId);
    if (state === 'draining') reply.header('connection', 'close');
  });

  // Request logs of probes only show from LOG_LEVEL=debug on: at info they would be most of
  // the log. (A route's logLevel replaces the server's, so keep any stricter server level.)
  const logLevel = (app.log.level === 'info' ? 'warn' : app.log.level) as LogLevel;

  const live = probe(
    'Is the process up?',
    'Always 200 `{status: "ok"}` while the process serves.',
    { 200: UP },
  );
  app.get('/healthz', { ...live, logLevel }, async () => ({ status: 'ok' }));

  const ready = probe(
    'May this instance take visitors?',
    '200 `{status: "ready"}` when the database answers; 503 with the reason (`starting`, ' +
      '`draining` after SIGTERM, `database`) otherwise: a balancer sends no new visitors then.',
    PROBE_RESPONSES,
  );
  app.get('/readyz', { ...ready, logLevel }, async (request, reply) => {
    if (state !== 'ready') {
      return reply.code(503).send({ status: 'unavailable', reason: state });
    }
    try {
      await withTimeout(store.ping(), READY_QUERY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    }
    return { status: 'ready' };
  });
}
