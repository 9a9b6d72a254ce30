// @fastify/rate-limit keeps its counts in a store of its own; this adapter makes it count in the
// server's CounterStore instead, so that the per-address limits of the write routes are shared by
// every instance when the counters are (PostgreSQL: postgres-counter-store.ts) and kept in memory
// when they are not. The plugin's store protocol: `new Store(globalOptions)`, then `child(route)`
// once per limited route, then `incr(key, callback, timeWindow)` per request.

import type { CounterStore } from './counter-store';

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Routes of one group count together (rate-limits.ts, perClientLimit's `group`). */
  groupId?: string;
  /** The route's window in ms (the plugin has turned strings like '1 minute' into numbers). */
  timeWindow?: unknown;
}

const DEFAULT_WINDOW_MS = 60_000;
const PREFIX = 'rate:';
const groupScope = (group: string) => `group ${group}`;

/**
 * The counter a client's requests to a group of routes are counted in: the group's store (child
 * below) and the plugin's key, the client's key followed by the group's name. A door that counts
 * itself from its handler (rate-limits.ts, countInGroup) counts in the same one.
 */
export const groupCounterKey = (group: string, client: string): string =>
  `${PREFIX}${groupScope(group)}:${client}${group}`;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The class to pass as @fastify/rate-limit's `store` option. */
export function rateLimitStoreOf(counters: CounterStore, now: () => number = Date.now) {
  return class CounterRateLimitStore {
    readonly prefix: string;
    readonly windowMs: number;

    constructor(prefix: unknown = PREFIX, windowMs: number = DEFAULT_WINDOW_MS) {
      this.prefix = typeof prefix === 'string' ? prefix : PREFIX;
      this.windowMs = windowMs;
    }

    /** The plugin passes the window as a third argument (its type declarations omit it). */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      counters.increment(`${this.prefix}${key}`, timeWindow ?? this.windowMs).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - now()) }),
        (error: Error) => callback(error),
      );
    }

    /**
     * Each limited route counts apart (its method and URL pattern join the key), but the routes
     * of a group count together (the group's name joins the key instead).
     */
    child(options: object): CounterRateLimitStore {
      // At run time the plugin passes its merged route settings (its type declarations say the
      // Fastify route options): the route itself is in `routeInfo`.
      const route = options as RouteOptions;
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      const windowMs = typeof route.timeWindow === 'number' ? route.timeWindow : this.windowMs;
      const scope = route.groupId
        ? groupScope(route.groupId)
        : `${method} ${route.routeInfo?.url ?? ''}`;
      return new CounterRateLimitStore(`${this.prefix}${scope}:`, windowMs);
    }
  };
}
