import { createLoginLimiter } from '../../server/auth/login-limiter';

describe('per-account login limiter', () => {
  let now = 1_000_000;
  const limiter = () =>
    createLoginLimiter({ max: 3, windowSeconds: 60, now: () => now, maxKeys: 2 });

  it('blocks after max failures until the oldest one leaves the window', () => {
    const l = limiter();
    for (let i = 0; i < 3; i += 1) {
      expect(l.retryAfter('a')).toBe(0);
      l.recordFailure('a');
      now += 10_000;
    }
    // Failures at t0, t0+10 s, t0+20 s; now t0+30 s: the first expires at t0+60 s.
    expect(l.retryAfter('a')).toBe(30);
    expect(l.retryAfter('b')).toBe(0);
    now += 30_000;
    expect(l.retryAfter('a')).toBe(0);
  });

  it('reset clears an account', () => {
    const l = limiter();
    for (let i = 0; i < 3; i += 1) l.recordFailure('a');
    expect(l.retryAfter('a')).toBeGreaterThan(0);
    l.reset('a');
    expect(l.retryAfter('a')).toBe(0);
  });

  it('forgets the least recently failed account when full', () => {
    const l = limiter();
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i += 1) l.recordFailure(key);
    expect(l.retryAfter('a')).toBe(0);
    expect(l.retryAfter('b')).toBeGreaterThan(0);
    expect(l.retryAfter('c')).toBeGreaterThan(0);
  });
});
