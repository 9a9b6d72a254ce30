/*
 * Settings of the embedded server, all read from environment variables (README copies this table).
 *
 * | Variable                          | Default                    | Meaning |
 * | --------------------------------- | -------------------------- | -------------------- |
 * | `PORT`                            | `8080`                     | TCP port to listen on (`0` picks a free one). |
 * | `HOST`                            | `0.0.0.0`                  | Interface to listen on; `127.0.0.1` keeps the server local. |
 * | `DATA_DIR`                        | `./data`                   | Folder (mode 0700) for the SQLite file `kestrel.db` (0600) and the generated JWT secret; created if missing. |
 * | `DATABASE_URL`                    | unset                      | `postgres://user:password@host:5432/db`: use that PostgreSQL database instead of SQLite (needs `JWT_SECRET`). |
 * | `DATABASE_POOL_MAX`               | `10`                       | PostgreSQL only: most connections this instance opens (keep instances × this under the server's limit). |
 * | `DATABASE_CONNECT_TIMEOUT_MS`     | `5000`                     | PostgreSQL only: how long a query waits for a free or new connection before failing. |
 * | `DATABASE_STATEMENT_TIMEOUT_MS`   | `10000`                    | PostgreSQL only: the server cancels a statement that runs longer (`statement_timeout`). |
 * | `SHUTDOWN_DRAIN_MS`               | `10000`                    | On SIGTERM, the longest drain: `/readyz` answers 503 while requests are still served, until the balancer stops sending. |
 * | `SHUTDOWN_QUIET_MS`               | `1000`                     | The drain ends once no request (probes aside) has come for this long (and at least this long after SIGTERM). |
 * | `SHUTDOWN_REFUSE_GETS`            | `false`                    | `true` behind nginx: while draining, GET and HEAD answer 503 so nginx retries them elsewhere and stops sending this instance anything. |
 * | `INSTANCE_ID`                     | unset                      | A name for this instance, sent in an `X-Instance` response header (tells instances apart behind a balancer). |
 * | `JWT_SECRET`                      | generated                  | HS256 signing secret, at least 32 bytes. Unset: 48 random bytes kept in `DATA_DIR/jwt-secret` (mode 0600). |
 * | `TOKEN_TTL`                       | `3600`                     | Lifetime of a login token, in seconds. |
 * | `LOG_LEVEL`                       | `info`                     | `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. |
 * | `LOG_FORMAT`                      | by terminal                | `pretty` (readable, coloured lines) or `json` (one object a line); unset: pretty when stdout is a terminal. |
 * | `NODE_ENV`                        | unset                      | `production` turns off the API description at `/api/docs` (404). |
 * | `DIST_DIR`                        | `./dist`                   | The built web site (`npm run build:web` writes it). |
 * | `MEDIA_DIR`                       | `./server/content/media`   | Product and testimonial images, served at `/media/`. |
 * | `UPLOADS_DIR`                     | `DATA_DIR/uploads`         | This instance's cache of uploaded images (`cache/`; the images are in the database); files uploaded before that are imported from it at start-up. |
 * | `UPLOADS_QUOTA_MB`                | `500`                      | Most MiB the uploaded images' stored variants may take together; an upload beyond answers 507. |
 * | `RATE_LIMIT_AUTH_MAX`             | `10`                       | Requests per minute per client address, separately on login and on sign-up; more answer 429. |
 * | `RATE_LIMIT_CONTACT_MAX`          | `5`                        | Contact form posts per minute per client address; more answer 429. |
 * | `RATE_LIMIT_PROFILE_MAX`          | `30`                       | Profile changes (`PUT /api/profile`) per minute per client address; more answer 429. |
 * | `RATE_LIMIT_STAFF_MAX`            | `300`                      | Back-office changes (writes under `/api/staff/`) per minute per client address; more answer 429. |
 * | `RATE_LIMIT_STAFF_ACCOUNT_MAX`    | `600`                      | Back-office requests (any under `/api/staff/`) per minute per account, counted before the database is read; more answer 429. |
 * | `RATE_LIMIT_EVENTS_MAX`           | `60`                       | Analytics beacons (`POST /api/events`, up to 10 events each) per minute per client address; more answer 429. |
 * | `CONTACT_DAILY_MAX`               | `20`                       | Contact messages stored per client address per day (24 h window); more answer 429. |
 * | `LOGIN_FAILURE_MAX`               | `5`                        | Failed logins for one account from one client address within the window; further attempts from that address answer 429. |
 * | `LOGIN_ACCOUNT_FAILURE_MAX`       | `100`                      | Failed logins for one account from all addresses together within the window; further attempts answer 429. |
 * | `LOGIN_FAILURE_WINDOW`            | `900`                      | That window, in seconds. |
 * | `TRUST_PROXY`                     | `false`                    | Behind a reverse proxy: the number of proxies (`1`) or their addresses/CIDRs (`127.0.0.1,10.0.0.0/8`); `true` is refused. |
 * | `REQUEST_TIMEOUT`                 | `30`                       | Seconds a client has to send a whole request (headers within 10 s of them); slower ones are closed with 408. |
 * | `KEEP_ALIVE_TIMEOUT`              | `65`                       | Seconds an idle keep-alive connection stays open (above nginx's 60 s upstream default). |
 * | `MAX_CONNECTIONS`                 | `1000`                     | Open connections at most; further ones are closed at once. |
 * | `RATE_LIMIT_FORGOT_MAX`           | `5`                        | Password reset requests per minute per client address; more answer 429. |
 * | `FORGOT_EMAIL_MAX`                | `3`                        | Password reset requests per email address per hour, from all addresses; past it, see the next row. |
 * | `FORGOT_EMAIL_SLOW_MINUTES`       | `15`                       | Past `FORGOT_EMAIL_MAX`, one more request per email address every this many minutes sends a link (1 to 30); others answer 429. |
 *
 * Email settings (SMTP_URL, SMTP_REQUIRE_TLS, MAIL_FROM, CONTACT_INBOX, PUBLIC_URL, OUTBOX_*):
 * mail/settings.ts. Sessions (STAFF_IDLE_MINUTES, STAFF_REQUIRE_2FA): accounts/session-settings.ts.
 * Overload (REQUEST_QUEUE_MAX, OVERLOAD_*, PASSWORD_HASH_*): overload-settings.ts. Job
 * applications (APPLICATION_RETENTION_*, CV_QUOTA_MB): hiring/settings.ts.
 *
 * Relative paths given in variables are resolved against the current directory; the defaults are
 * folders of the project (found from this file, so they hold wherever the server is started from).
 */

import { type SessionSettings, readSessionSettings } from '../accounts/session-settings';
import fs from 'node:fs';
import path from 'node:path';
import {
  ConfigError,
  type Env,
  type TrustProxy,
  readBoolean,
  readDir,
  readInteger,
  readString,
  readTrustProxy,
} from './env';
import { loadSecret } from './secret';
import { ensureDataDir } from './data-dir';
import { type DatabasePoolOptions, readDatabaseSettings } from '../db/settings';
import { type HiringSettings, readHiringSettings } from '../hiring/settings';
import { type MailSettings, mailWarnings, readMailSettings } from '../mail/settings';
import { type OverloadSettings, readOverloadSettings } from '../platform/overload-settings';

export { ConfigError, type TrustProxy } from './env';

export interface PasswordHashingOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config extends HiringSettings {
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file: DATA_DIR/kestrel.db. */
  databaseFile: string;
  /** DATABASE_URL: a PostgreSQL URL, or undefined for SQLite. Never log it (it holds a password). */
  databaseUrl?: string;
  /** The PostgreSQL connection pool (unused with SQLite). */
  databasePool: DatabasePoolOptions;
  /** On SIGTERM, the longest time /readyz answers 503 before the server stops accepting requests. */
  shutdownDrainMs: number;
  /** The drain ends sooner once no request but probes has come for this long. */
  shutdownQuietMs: number;
  /** While draining, answer GET and HEAD 503 (for a balancer with passive checks: nginx). */
  shutdownRefuseGets: boolean;
  /** INSTANCE_ID: sent back in an `X-Instance` header, to tell instances apart behind a balancer. */
  instanceId?: string;
  jwtSecret: Uint8Array;
  /** Where the secret came from, for the start-up log (never the secret itself). */
  jwtSecretSource: 'env' | 'file' | 'generated';
  tokenTtlSeconds: number;
  logLevel: string;
  /** Readable log lines (pino-pretty) or JSON, one object a line. */
  logFormat: LogFormat;
  /** Serve the OpenAPI description at /api/docs (not in production). */
  apiDocs: boolean;
  distDir: string;
  mediaDir: string;
  /** This instance's cache of the uploaded images (UPLOADS_DIR/cache), and older uploads to import. */
  uploadsDir: string;
  /** Most bytes the uploaded images' variants may take together (UPLOADS_QUOTA_MB). */
  uploadsQuotaBytes: number;
  /** Warnings for the start-up log (e.g. DATA_DIR had to be made private). */
  warnings: string[];
  rateLimitAuthMax: number;
  rateLimitContactMax: number;
  rateLimitProfileMax: number;
  rateLimitStaffMax: number;
  rateLimitStaffAccountMax: number;
  /** Analytics beacons per minute per client address (RATE_LIMIT_EVENTS_MAX). */
  rateLimitEventsMax: number;
  contactDailyMax: number;
  /** Failed logins per account and client address within the window. */
  loginFailureMax: number;
  /** Failed logins per account from all addresses within the window. */
  loginAccountFailureMax: number;
  loginFailureWindowSeconds: number;
  rateLimitForgotMax: number;
  /** Password reset requests per email address per hour. */
  forgotEmailMax: number;
  /** Past forgotEmailMax in an hour, one request per this many ms still sends a link. */
  forgotSlowMs: number;
  /** Sending email: SMTP or the outbox folder, addresses, links, the outbox worker. */
  mail: MailSettings;
  /** Staff idle time and the second factor's requirement. */
  sessions: SessionSettings;
  /** Queues and limits that answer 503 instead of letting work pile up. */
  overload: OverloadSettings;
  trustProxy: TrustProxy;
  /** Largest accepted request body, in bytes (routes that need less set their own). */
  bodyLimit: number;
  /** Time to receive a whole request; its headers must come within headersTimeoutMs. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  maxRequestsPerSocket: number;
  /**
   * argon2id cost. Production always uses OWASP_ARGON2ID; only the test suite passes a cheaper
   * value (through `loadConfig`'s overrides) to stay fast on 2 cores.
   */
  passwordHashing: PasswordHashingOptions;
}

/**
 * OWASP's Password Storage Cheat Sheet lists five argon2id settings that "provide an equal level
 * of defense" and differ only in trading memory for passes: 46 MiB × 1, 19 × 2, 12 × 3, 9 × 4 and
 * 7 × 5 (one lane each). This is the last: each hash or check holds 7 MiB instead of 19 while
 * it runs, which is what the instance's peak memory under a burst of logins is made of
 * (docs/performance.md), for the same work an attacker must do (35 against 38 MiB-passes).
 * Hashes made with another setting are replaced at their account's next login (accounts/routes/auth.ts).
 */
export const OWASP_ARGON2ID: PasswordHashingOptions = {
  memoryCost: 7168,
  timeCost: 5,
  parallelism: 1,
};

const BODY_LIMIT_BYTES = 16 * 1024;
const MIB = 1024 * 1024;
const HEADERS_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 75_000;
const MAX_REQUESTS_PER_SOCKET = 1000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or by default pretty on a terminal and JSON anywhere else (a file, a collector). */
export function readLogFormat(env: Env, stdoutIsTTY = Boolean(process.stdout.isTTY)): LogFormat {
  const format = readString(env, 'LOG_FORMAT')?.toLowerCase();
  if (format === undefined) return stdoutIsTTY ? 'pretty' : 'json';
  if (format !== 'pretty' && format !== 'json') {
    throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${format}".`);
  }
  return format;
}

/** The project folder: the nearest folder above this file that holds package.json. */
export function findProjectRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function readInstanceId(env: Env): string | undefined {
  const id = readString(env, 'INSTANCE_ID');
  if (id !== undefined && !/^[A-Za-z0-9._-]{1,64}$/.test(id)) {
    throw new ConfigError(`INSTANCE_ID may hold only letters, digits, ".", "_" and "-" (1 to 64).`);
  }
  return id;
}

/**
 * Reads the settings from `env`. Throws ConfigError with a message meant for the operator when a
 * setting is unusable. `overrides` lets tests adjust values that have no variable.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const root = findProjectRoot();
  const database = readDatabaseSettings({
    string: (name) => readString(env, name),
    integer: (name, fallback, min, max) => readInteger(env, name, fallback, min, max),
    fail: (message) => {
      throw new ConfigError(message);
    },
  });

  const logLevel = readString(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }

  const dataDir = readDir(env, 'DATA_DIR', path.join(root, 'data'));
  const warnings = ensureDataDir(dataDir);
  const requestTimeoutMs = readInteger(env, 'REQUEST_TIMEOUT', 30, 1, 3600) * 1000;

  const port = readInteger(env, 'PORT', 8080, 0, 65535);
  const mail = readMailSettings(env, dataDir, port);
  warnings.push(...mailWarnings(env, mail));
  const config: Config = {
    port,
    host: readString(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseFile: path.join(dataDir, 'kestrel.db'),
    ...database,
    shutdownDrainMs: readInteger(env, 'SHUTDOWN_DRAIN_MS', 10_000, 0, 600_000),
    shutdownQuietMs: readInteger(env, 'SHUTDOWN_QUIET_MS', 1000, 0, 600_000),
    shutdownRefuseGets: readBoolean(env, 'SHUTDOWN_REFUSE_GETS', false),
    instanceId: readInstanceId(env),
    ...loadSecret(env, dataDir),
    tokenTtlSeconds: readInteger(env, 'TOKEN_TTL', 3600, 1, 366 * 24 * 3600),
    logLevel,
    logFormat: readLogFormat(env),
    apiDocs: readString(env, 'NODE_ENV') !== 'production',
    distDir: readDir(env, 'DIST_DIR', path.join(root, 'dist')),
    mediaDir: readDir(env, 'MEDIA_DIR', path.join(root, 'server', 'content', 'media')),
    uploadsDir: readDir(env, 'UPLOADS_DIR', path.join(dataDir, 'uploads')),
    uploadsQuotaBytes: readInteger(env, 'UPLOADS_QUOTA_MB', 500, 1, 1_000_000) * MIB,
    warnings,
    rateLimitAuthMax: readInteger(env, 'RATE_LIMIT_AUTH_MAX', 10, 1, 1_000_000),
    rateLimitContactMax: readInteger(env, 'RATE_LIMIT_CONTACT_MAX', 5, 1, 1_000_000),
    rateLimitProfileMax: readInteger(env, 'RATE_LIMIT_PROFILE_MAX', 30, 1, 1_000_000),
    rateLimitStaffMax: readInteger(env, 'RATE_LIMIT_STAFF_MAX', 300, 1, 1_000_000),
    rateLimitStaffAccountMax: readInteger(env, 'RATE_LIMIT_STAFF_ACCOUNT_MAX', 600, 1, 1_000_000),
    rateLimitEventsMax: readInteger(env, 'RATE_LIMIT_EVENTS_MAX', 60, 1, 1_000_000),
    contactDailyMax: readInteger(env, 'CONTACT_DAILY_MAX', 20, 1, 1_000_000),
    ...readHiringSettings(env),
    loginFailureMax: readInteger(env, 'LOGIN_FAILURE_MAX', 5, 1, 1_000_000),
    loginAccountFailureMax: readInteger(env, 'LOGIN_ACCOUNT_FAILURE_MAX', 100, 1, 1_000_000),
    loginFailureWindowSeconds: readInteger(env, 'LOGIN_FAILURE_WINDOW', 900, 1, 7 * 24 * 3600),
    rateLimitForgotMax: readInteger(env, 'RATE_LIMIT_FORGOT_MAX', 5, 1, 1_000_000),
    forgotEmailMax: readInteger(env, 'FORGOT_EMAIL_MAX', 3, 1, 1_000_000),
    // At most the reset link's 30 minutes: the last link sent is then always still valid.
    forgotSlowMs: readInteger(env, 'FORGOT_EMAIL_SLOW_MINUTES', 15, 1, 30) * 60_000,
    mail,
    sessions: readSessionSettings(env),
    overload: readOverloadSettings(env),
    trustProxy: readTrustProxy(env),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeoutMs,
    headersTimeoutMs: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: readInteger(env, 'KEEP_ALIVE_TIMEOUT', 65, 1, 3600) * 1000,
    maxConnections: readInteger(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    passwordHashing: OWASP_ARGON2ID,
  };
  return { ...config, ...overrides };
}
