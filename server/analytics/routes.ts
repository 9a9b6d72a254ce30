// POST /api/events: the first-party analytics collector's beacons (docs/product.md §10.19,
// docs/security.md "Analytics"). Each request carries a few page views and Core Web Vitals; the
// schema (contract/api/analytics.ts) bounds every field, so that no valid event reaches
// ANALYTICS.eventBytes as JSON (the body is limited to that times ANALYTICS.maxEvents), and this
// route adds what a schema cannot say: a CLS score in its range, a path that is a page (not the
// API, the back office or a file). Then, whatever was sent, nothing is kept for a
// visitor who asked not to be tracked (`Sec-GPC: 1`, `DNT: 1`), nor for a bot (isbot on the
// User-Agent) or a client without a User-Agent; the answer is the same 202 either way. A page
// view's visitor is a SHA-256 of the day's salt (kept in the database, shared by every
// instance, deleted once its day is over), the address and the user agent: the address itself is
// never stored. The events wait in a bounded buffer that is written every second
// (analytics/buffer.ts), so the answer never waits for the database's write.

import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { AnalyticsBatch } from '../../contract/api/analytics';
import { ANALYTICS } from '../../contract/values/analytics-limits';
import type { EventBuffer } from './buffer';
import { type Analytics, createAnalytics } from './rollup-job';
import type { Config } from '../config';
import type { DataStore, NewAnalyticsEvent } from '../db';
import { HttpError } from '../platform/errors';
import { perClientLimit } from '../security/rate-limits';
import { errors } from '../platform/api/route-errors';
import { namePlugins } from '../platform/plugin-name';

declare module 'fastify' {
  interface FastifyInstance {
    /** Analytics: the events' write buffer and the daily rollup; written out on close (app.ts). */
    analytics: Analytics;
  }
}

interface EventRouteDeps {
  config: Config;
  store: DataStore;
  buffer: EventBuffer;
  now(): Date;
}

/** Paths that are no page a visitor reads: the API, the back office, files. */
const NOT_PAGES = /^\/(api|staff|media|assets)(\/|$)/;

/** Whether the visitor asked not to be tracked (Global Privacy Control, Do Not Track). */
const optedOut = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['sec-gpc'] === '1' || headers.dnt === '1';

/** The visitor of a day: SHA-256 of the day's salt, the address and the user agent (hex). */
const visitorHash = (salt: string, ip: string, userAgent: string): string =>
  createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');

const eventRoutes: FastifyPluginAsyncTypebox<EventRouteDeps> = async (app, deps) => {
  const { config, store, buffer } = deps;
  app.post(
    '/api/events',
    {
      bodyLimit: ANALYTICS.maxEvents * ANALYTICS.eventBytes,
      config: {
        rateLimit: perClientLimit(
          config.rateLimitEventsMax,
          'Too many analytics events from your address in a short time.',
        ),
      },
      schema: {
        summary: 'Record page views and Core Web Vitals',
        description:
          `Up to ${ANALYTICS.maxEvents} events, each at most ${ANALYTICS.eventBytes} bytes as ` +
          'JSON. Answers 202 at once; the events are written within about a second. Nothing is ' +
          'kept when the request says `Sec-GPC: 1` or `DNT: 1`, has no User-Agent or comes from ' +
          'a bot. No cookie is read or set; the address is never stored.',
        tags: ['analytics'],
        body: AnalyticsBatch,
        response: {
          202: { description: 'Accepted (or ignored): no body.' },
          ...errors([400, 413, 429], {
            429: 'Too many beacons from this address in a minute (RATE_LIMIT_EVENTS_MAX).',
          }),
        },
      },
    },
    async (request, reply) => {
      const { events } = request.body;
      events.forEach((event, i) => {
        if (NOT_PAGES.test(event.path))
          throw new HttpError(400, `Event ${i}'s path is not a page of the site.`);
        if (event.type === 'vital' && event.name === 'CLS' && event.value > ANALYTICS.maxCls)
          throw new HttpError(400, `Event ${i}'s CLS must be at most ${ANALYTICS.maxCls}.`);
      });
      const userAgent = request.headers['user-agent'] ?? '';
      if (optedOut(request.headers) || userAgent === '' || isbot(userAgent))
        return reply.code(202).send();

      const at = deps.now();
      const salt = await store.analytics.saltOf(at.toISOString().slice(0, 10));
      const visitor = visitorHash(salt, request.ip, userAgent);
      const stamp = at.toISOString();
      const rows = events.map((event): NewAnalyticsEvent =>
        event.type === 'view'
          ? {
              at: stamp,
              kind: 'view',
              path: event.path,
              visitor,
              referrer: event.referrer,
              source: event.source,
              medium: event.medium,
              campaign: event.campaign,
              screen: event.screen,
            }
          : {
              at: stamp,
              kind: 'vital',
              path: event.path,
              metric: event.name,
              value: event.value,
              target: event.target,
            },
      );
      buffer.add(rows);
      return reply.code(202).send();
    },
  );
};

namePlugins({ eventRoutes });

/** Decorates the app with its analytics (app.analytics) and registers POST /api/events. */
export async function registerEvents(
  app: FastifyInstance,
  deps: Omit<EventRouteDeps, 'buffer'>,
): Promise<void> {
  const analytics = createAnalytics({ store: deps.store, log: app.log, now: deps.now });
  app.decorate('analytics', analytics);
  await app.register(eventRoutes, { ...deps, buffer: analytics.buffer });
}
