// Per-account brake on password guessing: after `max` failed logins for one email within
// `windowSeconds`, further attempts for that email are refused (429) until the oldest failure
// leaves the window. Unknown emails count too, so the brake does not reveal which accounts exist.
//
// The counters live in memory: they reset when the server restarts and are not shared between
// several server processes (the per-IP limit and argon2's cost still apply). A bounded map keeps a
// flood of distinct emails from exhausting memory.

export interface LoginLimiter {
  /** Seconds until the next attempt is allowed, or 0 when an attempt may go ahead now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export interface LoginLimiterOptions {
  max: number;
  windowSeconds: number;
  /** Most accounts tracked at once; the least recently failed are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export function createLoginLimiter({
  max,
  windowSeconds,
  maxKeys = 50_000,
  now = Date.now,
}: LoginLimiterOptions): LoginLimiter {
  const windowMs = windowSeconds * 1000;
  /** key → times of recent failures, oldest first. Map order = least recently failed first. */
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const times = failures.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > at - windowMs);
    if (kept.length === 0) failures.delete(key);
    else if (kept.length !== times.length) failures.set(key, kept);
    return kept;
  };

  return {
    retryAfter(key) {
      const at = now();
      const times = recent(key, at);
      if (times.length < max) return 0;
      const oldest = times[times.length - max] as number;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    recordFailure(key) {
      const at = now();
      const times = recent(key, at);
      times.push(at);
      failures.delete(key);
      failures.set(key, times.slice(-max));
      if (failures.size > maxKeys) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey !== undefined) failures.delete(oldestKey);
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
