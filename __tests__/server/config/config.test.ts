import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, OWASP_ARGON2ID, loadConfig } from '../../../server/config';
import { defaultHashConcurrency } from '../../../server/platform/overload-settings';
import { call, logIn, makeTempRoot, signUp, startServer, uniqueEmail } from '../helpers';

let root: string;

beforeEach(async () => {
  root = await makeTempRoot();
});

afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: path.join(root, 'data'),
  ...extra,
});

describe('loadConfig', () => {
  it('warns when PUBLIC_URL is unset in production, naming the address used instead', () => {
    const warned = (extra: Record<string, string>) =>
      loadConfig(env(extra)).warnings.filter((w) => w.startsWith('PUBLIC_URL is not set'));
    expect(warned({ NODE_ENV: 'production', PORT: '8123' })).toEqual([
      'PUBLIC_URL is not set: links in emails, canonical links, the sitemap, the feed and ' +
        'structured data name http://localhost:8123. Set it to the site’s public address ' +
        '(https://www.example.com).',
    ]);
    expect(warned({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' })).toEqual([]);
    expect(warned({})).toEqual([]);
  });

  it('has the documented defaults', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      tokenTtlSeconds: 3600,
      logLevel: 'info',
      rateLimitAuthMax: 10,
      rateLimitContactMax: 5,
      rateLimitProfileMax: 30,
      contactDailyMax: 20,
      loginFailureMax: 5,
      loginAccountFailureMax: 100,
      loginFailureWindowSeconds: 900,
      trustProxy: false,
      bodyLimit: 16 * 1024,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 75_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 1000,
      maxRequestsPerSocket: 1000,
      warnings: [],
      passwordHashing: OWASP_ARGON2ID,
      overload: {
        requestQueueMax: 2000,
        requestQueueWaitMs: 3000,
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 0,
        listenSockets: 4,
        hashConcurrency: defaultHashConcurrency(),
        hashQueueMax: 32,
        hashWaitMs: 2000,
      },
    });
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 7168, timeCost: 5, parallelism: 1 });
    expect(config.databaseFile).toBe(path.join(root, 'data', 'kestrel.db'));
    expect(config.distDir).toBe(path.resolve(__dirname, '../../../dist'));
    expect(config.mediaDir).toBe(path.resolve(__dirname, '../../../server/content/media'));
  });

  it('reads the limits and timeouts from their variables; headers never get longer than the request', () => {
    const config = loadConfig(
      env({
        RATE_LIMIT_CONTACT_MAX: '7',
        RATE_LIMIT_PROFILE_MAX: '8',
        CONTACT_DAILY_MAX: '9',
        LOGIN_ACCOUNT_FAILURE_MAX: '50',
        REQUEST_TIMEOUT: '5',
        KEEP_ALIVE_TIMEOUT: '10',
        MAX_CONNECTIONS: '200',
      }),
    );
    expect(config).toMatchObject({
      rateLimitContactMax: 7,
      rateLimitProfileMax: 8,
      contactDailyMax: 9,
      loginAccountFailureMax: 50,
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      keepAliveTimeoutMs: 10_000,
      maxConnections: 200,
    });
    expect(
      loadConfig(
        env({
          REQUEST_QUEUE_MAX: '50',
          REQUEST_QUEUE_WAIT_MS: '0',
          OVERLOAD_EVENT_LOOP_DELAY_MS: '750',
          OVERLOAD_HEAP_MB: '200',
          PASSWORD_HASH_CONCURRENCY: '4',
          LISTEN_SOCKETS: '1',
          PASSWORD_HASH_QUEUE: '0',
          PASSWORD_HASH_WAIT_MS: '500',
        }),
      ).overload,
    ).toEqual({
      requestQueueMax: 50,
      requestQueueWaitMs: 0,
      maxEventLoopDelayMs: 750,
      maxHeapUsedBytes: 200 * 1024 * 1024,
      listenSockets: 1,
      hashConcurrency: 4,
      hashQueueMax: 0,
      hashWaitMs: 500,
    });
    // One hash at a time where a second would take the event loop's core.
    expect([1, 2, 3, 4, 16].map((cores) => defaultHashConcurrency(cores))).toEqual([1, 1, 2, 2, 2]);
    expect(() => loadConfig(env({ LISTEN_SOCKETS: '0' }))).toThrow(
      'LISTEN_SOCKETS must be between 1 and 64, got 0.',
    );
    expect(() => loadConfig(env({ PASSWORD_HASH_CONCURRENCY: '0' }))).toThrow(
      'PASSWORD_HASH_CONCURRENCY must be between 1 and 64, got 0.',
    );
    expect(() => loadConfig(env({ MAX_CONNECTIONS: '0' }))).toThrow(
      'MAX_CONNECTIONS must be between 1 and 1000000, got 0.',
    );
    expect(() => loadConfig(env({ REQUEST_TIMEOUT: '30s' }))).toThrow(
      'REQUEST_TIMEOUT must be a whole number, got "30s".',
    );
  });

  it('creates DATA_DIR and keeps a generated 48-byte secret there, readable only by the owner', () => {
    const first = loadConfig(env());
    const file = path.join(root, 'data', 'jwt-secret');
    expect(first.jwtSecretSource).toBe('generated');
    expect(first.jwtSecret).toHaveLength(48);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig(env());
    expect(second.jwtSecretSource).toBe('file');
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('uses JWT_SECRET when it has at least 32 bytes and refuses a shorter one', () => {
    const secret = 's'.repeat(32);
    const config = loadConfig(env({ JWT_SECRET: secret }));
    expect(Buffer.from(config.jwtSecret).toString()).toBe(secret);
    expect(config.jwtSecretSource).toBe('env');
    expect(fs.existsSync(path.join(root, 'data', 'jwt-secret'))).toBe(false);

    expect(() => loadConfig(env({ JWT_SECRET: 'short-secret' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ JWT_SECRET: 'x'.repeat(31) }))).toThrow(/at least 32/);
  });

  it('reads the numeric settings and rejects nonsense', () => {
    const config = loadConfig(
      env({ PORT: '3000', TOKEN_TTL: '60', RATE_LIMIT_AUTH_MAX: '500', LOG_LEVEL: 'SILENT' }),
    );
    expect(config).toMatchObject({
      port: 3000,
      tokenTtlSeconds: 60,
      rateLimitAuthMax: 500,
      logLevel: 'silent',
    });
    expect(() => loadConfig(env({ PORT: 'eighty' }))).toThrow(/PORT/);
    expect(() => loadConfig(env({ TOKEN_TTL: '0' }))).toThrow(/TOKEN_TTL/);
    expect(() => loadConfig(env({ LOG_LEVEL: 'loud' }))).toThrow(/LOG_LEVEL/);
  });
});

describe('restart with the same DATA_DIR', () => {
  it('keeps users and the secret: a token issued before the restart still works', async () => {
    const first = await startServer({ root });
    const email = uniqueEmail('persist');
    await signUp(first, email, 'survives restarts');
    const token = await logIn(first, email, 'survives restarts');
    await call(first, '/api/profile', { method: 'PUT', json: { phone: '0123' }, token });
    await call(first, '/api/contact', {
      json: { fullName: 'Kept', email, subject: 'Kept', message: 'Still here' },
    });
    await first.close();

    const second = await startServer({ root, dist: false });
    try {
      const profile = await call(second, '/api/profile', { token });
      expect(profile.status).toBe(200);
      expect(profile.json).toMatchObject({ email, phone: '0123' });
      expect(await logIn(second, email, 'survives restarts')).toMatch(/^ey/);
      const messages = await second.app.store.contactMessages.list();
      expect(messages.map((m) => m.message)).toEqual(['Still here']);
    } finally {
      await second.close();
    }
  });

  it('tokens from before do not survive a change of secret', async () => {
    const first = await startServer({ root });
    const email = uniqueEmail('rotate');
    await signUp(first, email);
    const token = await logIn(first, email);
    await first.close();

    const rotated = await startServer({
      root,
      dist: false,
      env: { JWT_SECRET: 'a-completely-different-secret-of-enough-length' },
    });
    try {
      expect((await call(rotated, '/api/profile', { token })).status).toBe(401);
    } finally {
      await rotated.close();
    }
  });
});
