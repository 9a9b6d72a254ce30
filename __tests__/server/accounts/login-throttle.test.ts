// The login throttle: a stranger's guesses from one address must not lock the owner out, while
// guessing stays throttled per address and account, and per account across addresses; guesses
// sent at once cannot overtake the count (it is taken before the password is checked).

import { createLoginThrottle } from '../../../server/accounts/login-throttle';
import { type PasswordHasher, createPasswordHasher } from '../../../server/accounts/passwords';
import { createMemoryCounterStore } from '../../../server/security/counter-store';
import { TEST_HASHING, type TestServer, signUp, startServer, uniqueEmail } from '../helpers';
import { callFrom } from '../raw-requests';
import { type FreshDatabase, STORE_TABLE } from '../stores';

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

  it('lets perClientMax attempts of one address at one account go ahead, then holds it until the window ends', async () => {
    const throttle = make();
    for (let i = 0; i < 3; i += 1) expect(await throttle.attempt('victim', '198.51.100.1')).toBe(0);
    now += 20_000;
    expect(await throttle.attempt('victim', '198.51.100.1')).toBe(40);
    expect(await throttle.attempt('victim', '203.0.113.9')).toBe(0);
    expect(await throttle.attempt('other', '198.51.100.1')).toBe(0);
    now += 40_000;
    expect(await throttle.attempt('victim', '198.51.100.1')).toBe(0);
  });

  it('holds the account for everyone once perAccountMax attempts come from several addresses', async () => {
    const throttle = make();
    for (let i = 0; i < 5; i += 1)
      expect(await throttle.attempt('victim', `198.51.100.${i}`)).toBe(0);
    expect(await throttle.attempt('victim', '203.0.113.9')).toBe(60);
    expect(await throttle.attempt('someone-else', '203.0.113.9')).toBe(0);
  });

  it('an address held by its own limit adds nothing to the account-wide count', async () => {
    const throttle = make();
    for (let i = 0; i < 20; i += 1) await throttle.attempt('victim', '198.51.100.1');
    // 3 of the 20 counted for the account: 2 more addresses are still let through.
    expect(await throttle.attempt('victim', '198.51.100.2')).toBe(0);
    expect(await throttle.attempt('victim', '198.51.100.3')).toBe(0);
    expect(await throttle.attempt('victim', '198.51.100.4')).toBeGreaterThan(0);
  });

  it("a success clears that address's count but not the account-wide one", async () => {
    const throttle = make();
    for (let i = 0; i < 2; i += 1) await throttle.attempt('victim', '198.51.100.1');
    await throttle.recordSuccess('victim', '198.51.100.1');
    for (let i = 0; i < 2; i += 1) expect(await throttle.attempt('victim', '198.51.100.1')).toBe(0);
    // Without the success, .1 would be held now (4 > 3). One more attempt elsewhere makes 5 for
    // the account (perAccountMax), the next is held for everyone.
    expect(await throttle.attempt('victim', '198.51.100.3')).toBe(0);
    expect(await throttle.attempt('victim', '198.51.100.4')).toBeGreaterThan(0);
  });

  it('of attempts made at the same moment, exactly perClientMax go ahead', async () => {
    const throttle = make();
    const waits = await Promise.all(
      Array.from({ length: 50 }, () => throttle.attempt('victim', '198.51.100.1')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });
});

/** The test suite's argon2id hasher, counting the password checks it makes. */
function countingHasher() {
  const real = createPasswordHasher(TEST_HASHING);
  const counted = { checks: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    verify: (hash, password) => {
      counted.checks += 1;
      return real.verify(hash, password);
    },
    verifyDummy: (password) => {
      counted.checks += 1;
      return real.verifyDummy(password);
    },
    needsRehash: (hash) => real.needsRehash(hash),
  };
  return { hasher, counted };
}

describe.each(STORE_TABLE)('50 wrong guesses sent at once over HTTP, on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let counted: { checks: number };
  const MAX = 5;

  beforeAll(async () => {
    database = await harness.fresh();
    const counting = countingHasher();
    counted = counting.counted;
    server = await startServer({
      env: {
        ...database.env,
        LOGIN_FAILURE_MAX: String(MAX),
        LOGIN_ACCOUNT_FAILURE_MAX: '12',
        RATE_LIMIT_AUTH_MAX: '1000',
      },
      app: { passwords: counting.hasher },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const guesses = (email: string, from: (i: number) => string) =>
    Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callFrom(server, from(i), '/api/auth/login', {
          json: { email, password: `wrong guess ${i}` },
        }).then((answer) => answer.status),
      ),
    );

  it(`from one address: LOGIN_FAILURE_MAX (${MAX}) reach a password check, 45 answer 429`, async () => {
    const email = uniqueEmail('parallel');
    await signUp(server, email, PASSWORD);
    counted.checks = 0;
    const statuses = await guesses(email, () => '127.0.0.2');
    expect(counted.checks).toBe(MAX);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - MAX);
    // The owner, from another address, still gets in.
    const owner = await callFrom(server, '127.0.0.3', '/api/auth/login', {
      json: { email, password: PASSWORD },
    });
    expect(owner.status).toBe(200);
  });

  it('from ten addresses: LOGIN_ACCOUNT_FAILURE_MAX (12) reach a password check', async () => {
    const email = uniqueEmail('botnet-parallel');
    await signUp(server, email, PASSWORD);
    counted.checks = 0;
    const statuses = await guesses(email, (i) => `127.0.1.${(i % 10) + 1}`);
    expect(counted.checks).toBe(12);
    expect(statuses.filter((s) => s === 401)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(38);
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
