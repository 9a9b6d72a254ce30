// The database settings of the environment (config.ts lists them in its table): which store,
// and the PostgreSQL connection pool's limits and timeouts.

export interface DatabasePoolOptions {
  /** Most connections one instance opens. */
  max: number;
  /** How long a query waits for a free (or new) connection before it fails. */
  connectionTimeoutMs: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** PostgreSQL's statement_timeout: the server cancels a longer statement. */
  statementTimeoutMs: number;
}

export const DEFAULT_DATABASE_POOL: DatabasePoolOptions = {
  max: 10,
  connectionTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 10_000,
};

export interface DatabaseSettings {
  /** DATABASE_URL: a PostgreSQL URL, or undefined for SQLite. Never log it (it holds a password). */
  databaseUrl?: string;
  databasePool: DatabasePoolOptions;
}

/** How config.ts reads one variable; `fail` throws its ConfigError. */
export interface EnvReader {
  string(name: string): string | undefined;
  integer(name: string, fallback: number, min: number, max: number): number;
  fail(message: string): never;
}

/** DATABASE_URL, when set, must name a PostgreSQL database. The URL itself is never echoed. */
function readDatabaseUrl(env: EnvReader): string | undefined {
  const url = env.string('DATABASE_URL');
  if (url === undefined) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== 'postgres' && scheme !== 'postgresql') {
    env.fail(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/kestrel, ' +
        `but it ${scheme ? `starts with "${scheme}:"` : 'has no scheme'}. ` +
        'Unset it to use the built-in SQLite database in DATA_DIR.',
    );
  }
  try {
    new URL(url);
  } catch {
    env.fail(
      'DATABASE_URL is not a valid URL: expected postgres://user:password@host:5432/kestrel ' +
        '(percent-encode special characters in the user name and password).',
    );
  }
  return url;
}

/**
 * Several instances share a PostgreSQL database, and a login token issued by one must verify on
 * every other: a secret generated per instance (in its DATA_DIR) would not.
 */
function requireSharedSecret(env: EnvReader): void {
  if (env.string('JWT_SECRET') !== undefined) return;
  env.fail(
    'JWT_SECRET is required when DATABASE_URL is set. Every instance that shares the database ' +
      'must sign and verify login tokens with the same secret, or a visitor logged in through ' +
      'one instance is turned away by the next. Set JWT_SECRET to the same long random value ' +
      '(at least 32 bytes) on every instance, e.g. the output of ' +
      "`node -e \"console.log(require('crypto').randomBytes(48).toString('base64'))\"`.",
  );
}

export function readDatabaseSettings(env: EnvReader): DatabaseSettings {
  const databaseUrl = readDatabaseUrl(env);
  if (databaseUrl !== undefined) requireSharedSecret(env);
  const d = DEFAULT_DATABASE_POOL;
  return {
    databaseUrl,
    databasePool: {
      max: env.integer('DATABASE_POOL_MAX', d.max, 1, 1000),
      connectionTimeoutMs: env.integer(
        'DATABASE_CONNECT_TIMEOUT_MS',
        d.connectionTimeoutMs,
        100,
        600_000,
      ),
      idleTimeoutMs: d.idleTimeoutMs,
      statementTimeoutMs: env.integer(
        'DATABASE_STATEMENT_TIMEOUT_MS',
        d.statementTimeoutMs,
        100,
        3_600_000,
      ),
    },
  };
}
