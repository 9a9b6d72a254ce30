// The database settings: DATABASE_URL (PostgreSQL only, and then JWT_SECRET is required), the
// pool's limits, the shutdown drain and the instance name (server/db/settings.ts, config.ts).

import fsp from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../server/config';
import { DEFAULT_DATABASE_POOL } from '../../../server/db/settings';
import { makeTempRoot } from '../helpers';

let root: string;

beforeEach(async () => {
  root = await makeTempRoot();
});

afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

const SECRET = 'a-long-enough-shared-secret-for-every-instance-0123456789';
const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: path.join(root, 'data'),
  ...extra,
});

describe('DATABASE_URL', () => {
  it('is unset by default: SQLite in DATA_DIR, with the default pool and drain', () => {
    const config = loadConfig(env());
    expect(config.databaseUrl).toBeUndefined();
    expect(config.databaseFile).toBe(path.join(root, 'data', 'kestrel.db'));
    expect(config.databasePool).toEqual(DEFAULT_DATABASE_POOL);
    expect(DEFAULT_DATABASE_POOL).toEqual({
      max: 10,
      connectionTimeoutMs: 5000,
      idleTimeoutMs: 30_000,
      statementTimeoutMs: 10_000,
    });
    expect(config.shutdownDrainMs).toBe(10_000);
    expect(config.shutdownQuietMs).toBe(1000);
    expect(config.shutdownRefuseGets).toBe(false);
    expect(config.instanceId).toBeUndefined();
  });

  it.each(['postgres://kestrel:pw@db.example.com:5432/kestrel', 'postgresql://localhost/kestrel'])(
    'accepts the PostgreSQL URL %s with a JWT_SECRET',
    (url) => {
      const config = loadConfig(env({ DATABASE_URL: url, JWT_SECRET: SECRET }));
      expect(config.databaseUrl).toBe(url);
      expect(config.jwtSecretSource).toBe('env');
    },
  );

  it('requires JWT_SECRET with DATABASE_URL, saying why, and generates no secret file', async () => {
    const attempt = () => loadConfig(env({ DATABASE_URL: 'postgres://localhost/kestrel' }));
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/JWT_SECRET is required when DATABASE_URL is set/);
    expect(attempt).toThrow(/same secret/);
    await expect(fsp.readdir(path.join(root, 'data'))).rejects.toThrow();
  });

  it.each([
    ['mysql://root:hunter2@db/kestrel', /starts with "mysql:"/],
    ['sqlite:///tmp/kestrel.db', /starts with "sqlite:"/],
    ['db.example.com:5432', /must be a PostgreSQL URL/],
    ['postgres://kestrel:pw@[broken/kestrel', /not a valid URL/],
  ])('refuses %s with a clear message that does not echo it', (url, reason) => {
    const attempt = () => loadConfig(env({ DATABASE_URL: url, JWT_SECRET: SECRET }));
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(reason);
    expect(attempt).not.toThrow(/hunter2|\bpw\b/);
  });
});

describe('pool, drain and instance settings', () => {
  it('reads them from the environment', () => {
    const config = loadConfig(
      env({
        DATABASE_URL: 'postgres://localhost/kestrel',
        JWT_SECRET: SECRET,
        DATABASE_POOL_MAX: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
        SHUTDOWN_DRAIN_MS: '0',
        INSTANCE_ID: 'api-2',
      }),
    );
    expect(config.databasePool).toEqual({
      max: 25,
      connectionTimeoutMs: 2000,
      idleTimeoutMs: 30_000,
      statementTimeoutMs: 30_000,
    });
    expect(config.shutdownDrainMs).toBe(0);
    expect(config.instanceId).toBe('api-2');
  });

  it.each([
    ['DATABASE_POOL_MAX', '0', /between 1 and 1000/],
    ['DATABASE_POOL_MAX', 'ten', /whole number/],
    ['DATABASE_CONNECT_TIMEOUT_MS', '5', /between 100/],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1', /whole number/],
    ['SHUTDOWN_DRAIN_MS', '1e3', /whole number/],
    ['SHUTDOWN_QUIET_MS', 'soon', /whole number/],
    ['SHUTDOWN_REFUSE_GETS', 'yes', /SHUTDOWN_REFUSE_GETS must be true or false/],
    ['INSTANCE_ID', 'api 2\r\nSet-Cookie: x', /INSTANCE_ID may hold only/],
  ])('refuses %s=%j', (name, value, reason) => {
    expect(() => loadConfig(env({ [name]: value }))).toThrow(reason);
  });
});
