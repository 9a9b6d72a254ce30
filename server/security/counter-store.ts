// Fixed-window hit counters behind one async interface, so that the throttles (login failures,
// the contact form's daily cap) can later share their state between several server instances by
// plugging in a store backed by the database. The memory store here serves one process.

import { LRUCache } from 'lru-cache';

export interface CounterHit {
  count: number;
  /** When the current window ends, in ms since the epoch. */
  resetAt: number;
}

export interface CounterStore {
  /** Adds one hit to key in a fixed window of windowMs; returns the count in that window. */
  increment(key: string, windowMs: number): Promise<CounterHit>;
  /** The current window's count without adding; undefined when none. */
  get(key: string): Promise<CounterHit | undefined>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface MemoryCounterOptions {
  /**
   * Most keys kept at once. When full, the least recently hit key is forgotten: a flood of
   * distinct keys costs bounded memory and pushes out its own oldest keys first.
   */
  maxKeys?: number;
  now?: () => number;
}

export function createMemoryCounterStore(opts: MemoryCounterOptions = {}): CounterStore {
  const maxKeys = opts.maxKeys ?? 100_000;
  const now = opts.now ?? Date.now;
  /**
   * Full at maxKeys: the least recently hit key goes first (expired ones are usually among them).
   * Made at the first hit: lru-cache sets aside its arrays for every key at once (about 2 MB and
   * tens of milliseconds for 100,000), which a server nobody has called yet need not spend.
   */
  let made: LRUCache<string, CounterHit> | undefined;
  const hits = () => (made ??= new LRUCache<string, CounterHit>({ max: maxKeys }));

  const current = (key: string, at: number): CounterHit | undefined => {
    const hit = hits().get(key);
    if (hit && hit.resetAt <= at) {
      hits().delete(key);
      return undefined;
    }
    return hit;
  };

  return {
    async increment(key, windowMs) {
      const at = now();
      const existing = current(key, at);
      const hit = existing
        ? { count: existing.count + 1, resetAt: existing.resetAt }
        : { count: 1, resetAt: at + windowMs };
      hits().set(key, hit);
      return { ...hit };
    },
    async get(key) {
      const hit = current(key, now());
      return hit && { ...hit };
    },
    async reset(key) {
      hits().delete(key);
    },
    async close() {
      made?.clear();
    },
  };
}
