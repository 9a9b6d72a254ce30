// Per-client-address limits of the write routes (@fastify/rate-limit, which keeps its own
// counters). Each answers 429 with Retry-After and a sentence saying why and for how long.

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { withCount } from '../../contract/values/plural';
import { HttpError } from '../platform/errors';
import { clientKey } from './client-key';
import type { CounterStore } from './counter-store';
import { groupCounterKey } from './rate-limit-store';

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

/** A per-client limit shared by the doors of one use case (its API route and its form page). */
export interface GroupLimit {
  group: string;
  max: number;
  reason: string;
  timeWindow?: number;
}

/** The API route's `config.rateLimit` for a group's limit. */
export const groupRateLimit = (limit: GroupLimit): RateLimitOptions =>
  perClientLimit(limit.max, limit.reason, limit.timeWindow, limit.group);

/**
 * Counts one request from `ip` in a group's limit from inside a handler: a form page reads what
 * was typed first, so that a refusal can show it again. The same counter as the group's API
 * route; past the limit, the route's 429.
 */
export async function countInGroup(
  counters: CounterStore,
  limit: GroupLimit,
  ip: string,
  now: () => number = Date.now,
): Promise<void> {
  const windowMs = limit.timeWindow ?? MINUTE_MS;
  const hit = await counters.increment(groupCounterKey(limit.group, clientKey(ip)), windowMs);
  if (hit.count > limit.max) {
    throw tooMany(limit.reason, Math.max(1, Math.ceil((hit.resetAt - now()) / 1000)));
  }
}
