// Test harness: a real server on 127.0.0.1, port 0, with a real SQLite file and a fixture site in
// a temporary folder. Requests go over HTTP with Node's fetch (below it, by node:http or a bare
// socket: raw-requests.ts).

import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { company } from '../../contract/values/company';
import { buildApp } from '../../server/app';
import type { AppOptions } from '../../server/app-options';
import { type Config, loadConfig } from '../../server/config';
import { openDataStore } from '../../server/db';
import { testFolders } from '../../jest/test-folders';
import { copyTemplatePostgres } from './pg-template';

/** A cheap argon2id cost for tests only; production uses OWASP's (see config.ts). */
export const TEST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const FIXTURE = {
  index: '<!doctype html><html><head><title>Kestrel</title></head><body>SPA-INDEX</body></html>',
  notFound:
    '<!doctype html><html><head><title>Not found</title></head><body>404-PAGE</body></html>',
  about:
    '<!doctype html><html><head><title>About</title><style data-href="/assets/a.css">h1{color:red}</style>' +
    '<style>p{margin:0}</style></head><body>PRERENDERED-ABOUT</body></html>',
  routes: [
    '/',
    '/contact',
    '/about',
    '/products',
    '/support/FAQ',
    '/support/HelpCentre',
    '/profile',
    '/help/faq',
  ],
  redirects: { '/help/faq': '/support/FAQ' },
  helpCentre:
    '<!doctype html><html><head><title>Help</title></head><body>PRERENDERED-HELP</body></html>',
  asset: `/* app bundle */\n${'console.log("kestrel");\n'.repeat(200)}`,
  styles: `/* styles */\n${'.kestrel { color: teal; }\n'.repeat(200)}`,
  secret: 'TOP-SECRET-OUTSIDE-DIST',
};

/** Where the tests' folders go (in memory when Linux offers it: jest/test-folders.js). */
const TEST_FOLDERS: string = testFolders();

export async function makeTempRoot(): Promise<string> {
  return fs.mkdtemp(path.join(TEST_FOLDERS, 'kestrel-server-test-'));
}

/** Writes a small built site into `dir`, and a file beside it that must never be served. */
export async function writeFixtureDist(root: string): Promise<string> {
  const dist = path.join(root, 'dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  await fs.mkdir(path.join(dist, 'about'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), FIXTURE.index);
  await fs.writeFile(path.join(dist, '404.html'), FIXTURE.notFound);
  await fs.writeFile(path.join(dist, 'about', 'index.html'), FIXTURE.about);
  // What the build keeps for the server (webpack.config.ts): never served.
  await fs.mkdir(path.join(dist, '.site'), { recursive: true });
  await fs.writeFile(path.join(dist, '.site', 'routes.json'), JSON.stringify(FIXTURE.routes));
  await fs.writeFile(path.join(dist, '.site', 'redirects.json'), JSON.stringify(FIXTURE.redirects));
  await fs.writeFile(path.join(dist, '.site', 'shell.html'), FIXTURE.index);
  await fs.mkdir(path.join(dist, 'support', 'HelpCentre'), { recursive: true });
  await fs.writeFile(path.join(dist, 'support', 'HelpCentre', 'index.html'), FIXTURE.helpCentre);
  await fs.writeFile(path.join(dist, 'assets', 'app.1234abcd.js'), FIXTURE.asset);
  // A file with the compressed copies the build writes beside it, and one without.
  const styles = path.join(dist, 'assets', 'styles.5678abcd.css');
  await fs.writeFile(styles, FIXTURE.styles);
  await fs.writeFile(`${styles}.br`, zlib.brotliCompressSync(FIXTURE.styles));
  await fs.writeFile(`${styles}.gz`, zlib.gzipSync(FIXTURE.styles));
  await fs.writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await fs.writeFile(path.join(dist, '.env'), FIXTURE.secret);
  await fs.writeFile(path.join(root, 'secret.txt'), FIXTURE.secret);
  return dist;
}

export interface TestServer {
  url: string;
  port: number;
  root: string;
  config: Config;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Reuse a folder (to restart on the same DATA_DIR); a fresh one otherwise. */
  root?: string;
  env?: Record<string, string>;
  overrides?: Partial<Config>;
  /** Write the fixture site (default true). */
  dist?: boolean;
  /** Remove the folder on close (default: only when it was created here). */
  removeOnClose?: boolean;
  /** Passed to buildApp (e.g. a counting password hasher). */
  app?: AppOptions;
}

export function testConfig(root: string, env: Record<string, string> = {}, overrides = {}): Config {
  return loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      DIST_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      // Generous limits, so that tests of other things are not throttled; limit tests set theirs.
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_CONTACT_MAX: '1000',
      RATE_LIMIT_PROFILE_MAX: '1000',
      RATE_LIMIT_STAFF_MAX: '1000',
      RATE_LIMIT_STAFF_ACCOUNT_MAX: '100000',
      RATE_LIMIT_EVENTS_MAX: '1000',
      CONTACT_DAILY_MAX: '1000',
      RATE_LIMIT_FORGOT_MAX: '1000',
      FORGOT_EMAIL_MAX: '1000',
      // The server runs in Jest's process: the test's own work (compiling TypeScript, a burst of
      // 90 requests at once on a busy machine) holds the event loop for seconds at times, which
      // the queue would take for waiting. The queue tests set their own bound.
      REQUEST_QUEUE_WAIT_MS: '0',
      // The site's address (emails, canonical links, sitemap, feed): the seeds' own, so that a
      // page or an email reads as the company's. Tests of PUBLIC_URL itself set another.
      PUBLIC_URL: company.siteUrl,
      ...env,
    },
    { passwordHashing: TEST_HASHING, ...overrides },
  );
}

/**
 * A fresh server's SQLite file, copied from one made once per run (jest/server-setup.js names its
 * folder): migrating a new database and publishing every document's seed was a fifth of
 * starting a test server. The copy is what a first start would have made, its seeds' times
 * excepted. Without the folder (a test run another way), the server makes its own.
 */
async function copyTemplateDatabase(file: string): Promise<void> {
  const folder = process.env.KESTREL_TEST_TEMPLATES;
  // A database the test prepared (its DATA_DIR in `env`) is the test's own.
  if (!folder || fsSync.existsSync(file)) return;
  const template = path.join(folder, 'kestrel.db');
  if (!fsSync.existsSync(template)) {
    // Made beside it, then renamed: a worker never copies a half-made file.
    const making = `${template}.${process.pid}`;
    await (await openDataStore({ databaseFile: making })).close();
    await fs.rename(making, template);
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.copyFile(template, file);
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const root = options.root ?? (await makeTempRoot());
  if (options.dist !== false) await writeFixtureDist(root);
  const config = testConfig(root, options.env, options.overrides);
  if (config.databaseUrl !== undefined) await copyTemplatePostgres(config.databaseUrl);
  else if (options.root === undefined) await copyTemplateDatabase(config.databaseFile);
  // The outbox worker runs only when a test drives it (app.outbox.runOnce/drain).
  const app = await buildApp(config, { startOutboxWorker: false, ...options.app });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const removeOnClose = options.removeOnClose ?? options.root === undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    root,
    config,
    app,
    async close() {
      await app.close();
      if (removeOnClose) await fs.rm(root, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is. */
  body?: string;
  headers?: Record<string, string>;
  token?: string;
}

export async function call(server: TestServer, urlPath: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(server.url + urlPath, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json } satisfies Answer;
}

let counter = 0;
/** A fresh, valid email address. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export async function signUp(server: TestServer, email: string, password = 'correct horse 1') {
  const answer = await call(server, '/api/auth/create', { json: { email, password } });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
  return answer;
}

export async function logIn(server: TestServer, email: string, password = 'correct horse 1') {
  const answer = await call(server, '/api/auth/login', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return answer.text;
}

/** Signs up and logs in a new user; returns the email and the token. */
export async function newUser(server: TestServer, prefix = 'user') {
  const email = uniqueEmail(prefix);
  await signUp(server, email);
  return { email, token: await logIn(server, email) };
}
