// The login throttle: a stranger's guesses from one address must not lock the owner out, while
// guessing stays throttled per address and account, and per account across addresses.

import { createLoginThrottle } from '../../server/auth/login-throttle';
import { createMemoryCounterStore } from '../../server/limits/counter-store';
import { type TestServer, callFrom, signUp, startServer, uniqueEmail } from './helpers';

const PASSWORD = 'correct horse 1';

describe('login throttle (unit, injected clock)', () => {
  let now = 5_000_000;
  const make = () =>
    createLoginThrottle({
      counters: createMemoryCounterStore({ now: () => now }),
      perClientMax: 3,
      perAccountMax: 5,
      windowSeconds: 60,
      now: () => now,
    });

  it('holds one address for one account after perClientMax failures, until the window ends', async () => {
    const throttle = make();
    for (let i = 0; i < 3; i += 1) {
      expect(await throttle.retryAfter('victim', '198.51.100.1')).toBe(0);
      await throttle.recordFailure('victim', '198.51.100.1');
    }
    now += 20_000;
    expect(await throttle.retryAfter('victim', '198.51.100.1')).toBe(40);
    expect(await throttle.retryAfter('victim', '203.0.113.9')).toBe(0);
    expect(await throttle.retryAfter('other', '198.51.100.1')).toBe(0);
    now += 40_000;
    expect(await throttle.retryAfter('victim', '198.51.100.1')).toBe(0);
  });

  it('holds the account for everyone once perAccountMax failures come from several addresses', async () => {
    const throttle = make();
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('victim', `198.51.100.${i}`);
    expect(await throttle.retryAfter('victim', '203.0.113.9')).toBe(60);
    expect(await throttle.retryAfter('someone-else', '203.0.113.9')).toBe(0);
  });

  it("a success clears that address's count but not the account-wide one", async () => {
    const throttle = make();
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('victim', '198.51.100.1');
    await throttle.recordSuccess('victim', '198.51.100.1');
    for (let i = 0; i < 2; i += 1) await throttle.recordFailure('victim', '198.51.100.1');
    expect(await throttle.retryAfter('victim', '198.51.100.1')).toBe(0);
    // Without the success, .1 would be held now (4 ≥ 3). One more failure elsewhere makes 5 for
    // the account (perAccountMax): held for everyone.
    await throttle.recordFailure('victim', '198.51.100.3');
    expect(await throttle.retryAfter('victim', '198.51.100.4')).toBeGreaterThan(0);
  });
});

describe('login lock-out by a stranger (real server, two client addresses)', () => {
  let server: TestServer;
  const ATTACKER = '127.0.0.2';
  const OWNER = '127.0.0.3';

  beforeAll(async () => {
    server = await startServer({
      env: { LOGIN_FAILURE_MAX: '5', LOGIN_ACCOUNT_FAILURE_MAX: '12', RATE_LIMIT_AUTH_MAX: '1000' },
    });
  });
  afterAll(() => server.close());

  const login = (from: string, email: string, password: string) =>
    callFrom(server, from, '/api/auth/login', { json: { email, password } });

  it('the owner logs in from another address while an attacker hammers the account', async () => {
    const email = uniqueEmail('victim');
    await signUp(server, email, PASSWORD);

    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push((await login(ATTACKER, email, `wrong guess ${i}`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    // The attacker is held even when guessing right...
    const attackerRight = await login(ATTACKER, email, PASSWORD);
    expect(attackerRight.status).toBe(429);
    expect(attackerRight.headers['content-type']).toMatch(/^text\/plain/);
    const retryAfter = Number(attackerRight.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(attackerRight.text).toBe(`Too many login attempts. Try again in ${retryAfter} seconds.`);

    // ...while the owner, from another address, gets in with the right password.
    const owner = await login(OWNER, email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.text.split('.')).toHaveLength(3);
  });

  it('many addresses together reach the per-account ceiling (LOGIN_ACCOUNT_FAILURE_MAX)', async () => {
    const email = uniqueEmail('botnet');
    await signUp(server, email, PASSWORD);
    // 12 failures from 4 addresses, 3 each (under the per-address 5).
    for (let host = 10; host < 14; host += 1) {
      for (let i = 0; i < 3; i += 1) {
        expect((await login(`127.0.0.${host}`, email, `wrong guess ${i}`)).status).toBe(401);
      }
    }
    const held = await login(OWNER, email, PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});
