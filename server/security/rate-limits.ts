// Per-client-address limits of the write routes (@fastify/rate-limit, which keeps its own
// counters). Each answers 429 with Retry-After and a sentence saying why and for how long.

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { withCount } from '../../contract/plural';
import { HttpError } from '../platform/errors';
import { clientKey } from './client-key';

const MINUTE_MS = 60_000;

/** 429 with Retry-After: `${reason} Try again in N seconds.` ('in 1 second'). */
export const tooMany = (reason: string, seconds: number) =>
  new HttpError(429, `${reason} Try again in ${withCount(seconds, 'second', 'seconds')}.`, {
    'retry-after': String(seconds),
  });

/**
 * Route option `config.rateLimit`: at most `max` requests per client address per window. Routes
 * given one `group` count together (two doors of one use case: the sign-up API and form).
 */
export const perClientLimit = (
  max: number,
  reason: string,
  timeWindow = MINUTE_MS,
  group?: string,
): RateLimitOptions => ({
  max,
  timeWindow,
  ...(group ? { groupId: group } : {}),
  keyGenerator: (request: FastifyRequest) => clientKey(request.ip),
  errorResponseBuilder: (_request, context) =>
    tooMany(reason, Math.max(1, Math.ceil(context.ttl / 1000))),
});
