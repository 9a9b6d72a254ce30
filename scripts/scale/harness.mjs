// The moving parts of `npm run test:scale` (run.mjs): a PostgreSQL database, server instances
// (node build/server/index.js) and nginx in front, all on loopback, all in one temporary folder,
// all stopped by cleanup().

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups = [];
/** Runs every registered clean-up, newest first; safe to call twice. */
export async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('clean-up step failed:', error.message);
    }
  }
}

/**
 * Node's flags for a server instance, as docs/deploy.md recommends: an old generation of 192 MiB
 * makes V8 collect before the heap grows, young semi-spaces of 8 MiB and no Maglev (V8's middle
 * compiler: its code and compilation memory, about 15 MiB on Node 24, for no more requests a
 * second here) keep the peak under 256 MiB (docs/performance.md, "Overload").
 */
export const NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8', '--no-maglev'];

/**
 * The environment docs/deploy.md recommends beside those flags: glibc's malloc gives each thread
 * that allocates (libuv's pool hashing passwords and compressing, V8's compiler and collector
 * helpers) an arena of its own, up to eight per core, and each keeps what it once held. Two
 * arenas: 24 → 5 MiB of them, and the peak of 500 mixed connections about 18 MiB lower.
 */
export const INSTANCE_ENV = { MALLOC_ARENA_MAX: '2' };

export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-scale-'));
fs.chmodSync(work, 0o755);
cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Polls `probe` every 100 ms until it returns true, for at most `ms`. */
export async function until(ms, what, probe) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export function buildServer() {
  console.log('> npm run build:server');
  run('npm', ['run', 'build:server'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A database of its own on TEST_DATABASE_URL's server, or on a throwaway cluster. */
export async function startDatabase() {
  let baseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!baseUrl) {
    const dir = fs.mkdtempSync('/tmp/kestrel-scale-pg-');
    cleanups.push(() => run('bash', ['scripts/ci/postgres.sh', 'stop', dir]));
    run('bash', ['scripts/ci/postgres.sh', 'start', dir]);
    baseUrl = fs.readFileSync(path.join(dir, 'url'), 'utf8').trim();
  }
  const name = `kestrel_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A tiny built site, so that page GETs have something to serve. */
export function writeSite() {
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist);
  const page = (title) => `<!doctype html><html><head><title>${title}</title></head><body></body>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page('Kestrel'));
  fs.writeFileSync(path.join(dist, '404.html'), page('Not found'));
  // What the build keeps for the server (webpack.plugins.ts, SITE_META_DIR).
  fs.mkdirSync(path.join(dist, '.site'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.site', 'routes.json'), JSON.stringify(['/', '/contact']));
  fs.writeFileSync(path.join(dist, '.site', 'redirects.json'), '{}');
  // A stand-in for the build's page renderer (server/site/live-pages.ts): the home page shows its
  // published headline, so a publish can be seen on each instance.
  fs.writeFileSync(path.join(dist, '.site', 'shell.html'), page('Kestrel'));
  fs.writeFileSync(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
  fs.writeFileSync(
    path.join(dist, '.site', 'render.cjs'),
    `exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) => (route === '/' ? ['home'] : []);
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('<body>', '<body><h1>' + (data.documents.home ? data.documents.home.hero.headline : route) + '</h1>'),
});
exports.formRefused = () => false;
`,
  );
  return dist;
}

/**
 * A server instance that can be stopped and started again on the same port. `keepLog`: its log
 * (standard output) goes to a file in the work folder (`log`) instead of nowhere.
 */
export function instance(id, port, env, { keepLog = false } = {}) {
  let child;
  let exited;
  const self = {
    id,
    port,
    url: `http://127.0.0.1:${port}`,
    /** The running process's id (its memory: /proc/<pid>/status). */
    get pid() {
      return child?.pid;
    },
    /** The file its standard output (its log) is appended to, every start; none: not kept. */
    log: keepLog ? path.join(work, `${id}.log`) : undefined,
    async start() {
      const out = self.log ? fs.openSync(self.log, 'a') : 'ignore';
      child = spawn(process.execPath, [...NODE_FLAGS, 'build/server/index.js'], {
        cwd: ROOT,
        stdio: ['ignore', out, 'inherit'],
        env: {
          PATH: process.env.PATH ?? '',
          ...INSTANCE_ENV,
          HOST: '127.0.0.1',
          PORT: String(port),
          INSTANCE_ID: id,
          DATA_DIR: path.join(work, `data-${id}`),
          ...env,
        },
      });
      if (typeof out === 'number') fs.closeSync(out);
      exited = new Promise((resolve) =>
        child.on('exit', (code, signal) => resolve(code ?? signal)),
      );
      // An instance that exits (a configuration error) fails at once, not after the timeout.
      const ready = until(30_000, `${id} to be ready`, async () => {
        return (await fetch(`${self.url}/readyz`)).status === 200;
      });
      const failed = exited.then((code) => {
        throw new Error(`${id} exited with ${code} before it was ready`);
      });
      await Promise.race([ready, failed]);
      failed.catch(() => undefined);
    },
    /** Sends `signal` and resolves with the exit code (or the signal's name). */
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      return exited;
    },
  };
  cleanups.push(() => self.stop('SIGKILL'));
  return self;
}

function ensureNginx() {
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed (apt-get install nginx)');
  console.log("nginx is not installed; installing Debian's nginx package...");
  run('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq nginx >/dev/null']);
}

/**
 * nginx with scripts/scale/nginx.conf in front of the instances; resolves with its URL. `options`:
 * another configuration (`conf`), files to write into its folder first (`files`, by relative
 * path), and the path that answers once it is up (`probe`).
 */
export async function startNginx(ports, options = {}) {
  const { conf: confFile = 'scripts/scale/nginx.conf', files = {}, probe = '/healthz' } = options;
  ensureNginx();
  const listen = await freePort();
  const dir = path.join(work, `nginx-${listen}`);
  fs.mkdirSync(dir);
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  const conf = fs
    .readFileSync(path.join(ROOT, confFile), 'utf8')
    .replaceAll('@DIR@', dir)
    .replaceAll('@LISTEN@', String(listen))
    .replaceAll('@PORT_1@', String(ports[0]))
    .replaceAll('@PORT_2@', String(ports[1]));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', 'nginx.conf'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([gone, sleep(3000)]);
      child.kill('SIGKILL');
    }
  });
  const url = `http://127.0.0.1:${listen}`;
  await until(10_000, 'nginx to listen', async () => (await fetch(`${url}${probe}`)).ok);
  return { url, errorLog: path.join(dir, 'error.log') };
}
