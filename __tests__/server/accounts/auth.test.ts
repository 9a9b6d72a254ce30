import { decodeJwt, decodeProtectedHeader } from 'jose';
import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { OWASP_ARGON2ID } from '../../../server/config';
import { type TestServer, call, logIn, signUp, startServer, uniqueEmail } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/auth/create', () => {
  it('creates an account and answers 201 with a message', async () => {
    const answer = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail('new'), password: 'a perfectly fine passphrase' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.json).toEqual({ message: SIGN_UP_ACCEPTED });
  });

  it('stores the account with a name taken from the email and a real argon2id hash', async () => {
    const email = uniqueEmail('Jane.Doe');
    await signUp(server, email);
    const user = await server.app.store.users.findByEmail(email.toUpperCase());
    expect(user).toBeDefined();
    expect(user?.name).toBe(email.split('@')[0]);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain('correct horse 1');
  });

  it('accepts passwords of exactly 8 and 128 characters, counting characters not bytes', async () => {
    for (const password of ['kestrel8', 'x'.repeat(128), '🦅🦅🦅🦅🦅🦅🦅🦅']) {
      const answer = await call(server, '/api/auth/create', {
        json: { email: uniqueEmail('len'), password },
      });
      expect(answer.status).toBe(201);
    }
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 text/plain with a token for the right password, whatever the email case', async () => {
    const email = uniqueEmail('login');
    await signUp(server, email);
    const answer = await call(server, '/api/auth/login', {
      json: { email: email.toUpperCase(), password: 'correct horse 1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.text.split('.')).toHaveLength(3);
  });

  it('gives the identical answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('known');
    await signUp(server, email);
    const wrongPassword = await call(server, '/api/auth/login', {
      json: { email, password: 'not the password' },
    });
    const unknownEmail = await call(server, '/api/auth/login', {
      json: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(answer.text).toBe('Invalid email or password');
    }
  });

  it('issues an HS256 token with sub, email, iat and exp = iat + TOKEN_TTL', async () => {
    const email = uniqueEmail('claims');
    await signUp(server, email);
    const user = await server.app.store.users.findByEmail(email);
    const before = Math.floor(Date.now() / 1000);
    const token = await logIn(server, email);
    const after = Math.floor(Date.now() / 1000);

    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(String(user?.id));
    expect(claims.email).toBe(email);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(after);
    expect(claims.exp).toBe((claims.iat as number) + 3600);
  });
});

describe('tokens expire', () => {
  let shortLived: TestServer;

  beforeAll(async () => {
    shortLived = await startServer({ env: { TOKEN_TTL: '2' } });
  });

  afterAll(async () => {
    await shortLived.close();
  });

  it('accepts a token until TOKEN_TTL has passed, then answers 401', async () => {
    const email = uniqueEmail('ttl');
    await signUp(shortLived, email);
    const token = await logIn(shortLived, email);
    const claims = decodeJwt(token);
    // iat is whole seconds, so a 2-second token is valid for at least one more second.
    expect((claims.exp as number) - (claims.iat as number)).toBe(2);

    expect((await call(shortLived, '/api/profile', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const late = await call(shortLived, '/api/profile', { token });
    expect(late.status).toBe(401);
    expect(late.json).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});

describe('brute-force limits', () => {
  it('refuses further logins for an account from an address after 5 failures there, even with the right password', async () => {
    const email = uniqueEmail('guess');
    await signUp(server, email);
    for (let i = 0; i < 5; i += 1) {
      const answer = await call(server, '/api/auth/login', {
        json: { email, password: `wrong guess ${i}` },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await call(server, '/api/auth/login', {
      json: { email: email.toUpperCase(), password: 'correct horse 1' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('content-type')).toMatch(/^text\/plain/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.text).toBe(`Too many login attempts. Try again in ${retryAfter} seconds.`);

    // Another account is not affected.
    const other = uniqueEmail('other');
    await signUp(server, other);
    expect(
      (
        await call(server, '/api/auth/login', {
          json: { email: other, password: 'correct horse 1' },
        })
      ).status,
    ).toBe(200);
  });

  it('a successful login clears the failure count', async () => {
    const email = uniqueEmail('reset');
    await signUp(server, email);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        await call(server, '/api/auth/login', { json: { email, password: 'wrong password' } });
      }
      await logIn(server, email);
    }
  });

  describe('per IP', () => {
    let limited: TestServer;

    beforeAll(async () => {
      limited = await startServer({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
    });

    afterAll(async () => {
      await limited.close();
    });

    it('answers 429 text/plain with Retry-After once an IP exceeds the login limit', async () => {
      for (let i = 0; i < 3; i += 1) {
        const answer = await call(limited, '/api/auth/login', {
          json: { email: uniqueEmail('ip'), password: 'whatever123' },
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await call(limited, '/api/auth/login', {
        json: { email: uniqueEmail('ip'), password: 'whatever123' },
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('content-type')).toMatch(/^text\/plain/);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(blocked.text).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/);
      expect(blocked.headers.get('cache-control')).toBe('no-store');
    });

    it('answers 429 JSON with Retry-After once an IP exceeds the sign-up limit', async () => {
      for (let i = 0; i < 3; i += 1) {
        await call(limited, '/api/auth/create', {
          json: { email: uniqueEmail('ipc'), password: 'whatever123' },
        });
      }
      const blocked = await call(limited, '/api/auth/create', {
        json: { email: uniqueEmail('ipc'), password: 'whatever123' },
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(blocked.json).toEqual({
        message: expect.stringMatching(/^Too many sign-up attempts\. Try again in \d+ seconds\.$/),
      });
    });

    it('does not limit the other endpoints', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await call(limited, '/api/health')).status).toBe(200);
      }
    });
  });
});

describe('timing', () => {
  let real: TestServer;

  beforeAll(async () => {
    // Production argon2 cost, so that the work done per attempt is measurable.
    real = await startServer({ overrides: { passwordHashing: OWASP_ARGON2ID } });
  });

  afterAll(async () => {
    await real.close();
  });

  // The fastest of several tries: a busy machine only ever adds time, so the minimum is the cost
  // of the work itself (a median still moved with the load of parallel test files). Counted in
  // the CPU time of this process (the server and its hashing threads), which other processes on
  // the machine do not add to; wall time did, past the factor below, on a loaded machine.
  const fastest = (values: number[]) => Math.min(...values);

  const timeLogin = async (email: string) => {
    const started = process.cpuUsage();
    const answer = await call(real, '/api/auth/login', {
      json: { email, password: 'wrong guess!' },
    });
    expect(answer.status).toBe(401);
    const { user, system } = process.cpuUsage(started);
    return (user + system) / 1000;
  };

  it('an unknown email costs about as much as a wrong password (no account enumeration)', async () => {
    const known = uniqueEmail('timing');
    await signUp(real, known);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      knownTimes.push(await timeLogin(known));
      unknownTimes.push(await timeLogin(uniqueEmail('ghost')));
    }
    expect(fastest(unknownTimes)).toBeGreaterThan(fastest(knownTimes) * 0.5);
  });
});
