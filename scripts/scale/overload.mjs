// npm run bench:overload: one instance (the built server, SQLite, its default log level) under
// many connections, as docs/performance.md ("Overload") measured it. Loopback only; every run
// is bounded in time (--seconds, at most 120) and in connections (at most 1000).
//
//   --mode read|mixed   read: pages and API GETs only; mixed: the same, with some connections
//                       logging in and sending contact messages instead (default read)
//   --connections C     concurrent connections in all (default 500)
//   --seconds S         length of each run (default 60)
//   --runs N            runs, each against a fresh server (default 1, at most 9)
//   --check             exit 1 unless every run had no timeout, no connection error, no answer
//                       outside 2xx but the server's deliberate 503, deliberate 503s
//                       under 1 %, and the server's memory (RSS) under 256 MiB throughout, as
//                       docs/deploy.md promises of its flags (the start is no baseline: it is
//                       taken before the caches, bounded, fill)
//   --log-level L       the server's LOG_LEVEL (default info, the server's default)
//
// The server's standard output goes to a file of the run's own folder, as a log would in
// production. Its memory (VmRSS, VmHWM of /proc/<pid>/status) is read before, during and 5 s
// after the load. Run it on a quiet machine: the client shares the CPU with the server.
// The server runs with docs/deploy.md's flags and environment (harness.mjs: NODE_FLAGS,
// INSTANCE_ENV). LISTEN_SOCKETS, PASSWORD_HASH_CONCURRENCY, REQUEST_QUEUE_WAIT_MS and
// MALLOC_ARENA_MAX, when set, are passed on to the server; it runs on the Node that runs this
// script (node@24: see scripts/ci/node.sh).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { INSTANCE_ENV, NODE_FLAGS, ROOT, freePort, sleep, until } from './harness.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'read' },
    connections: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    runs: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'info' },
  },
});
const MODE = values.mode === 'mixed' ? 'mixed' : 'read';
const CONNECTIONS = Math.min(1000, Math.max(1, Number(values.connections) || 500));
const SECONDS = Math.min(120, Math.max(3, Number(values.seconds) || 60));
const RUNS = Math.min(9, Math.max(1, Number(values.runs) || 1));
/** Connections that write in the mixed mode: one in fifty, at least one. */
const WRITERS = MODE === 'mixed' ? Math.max(1, Math.round(CONNECTIONS / 50)) : 0;
const MIB = 1024 * 1024;
/** The server's settings passed on from the environment when set there. */
const PASSED_ON = [
  'LISTEN_SOCKETS',
  'PASSWORD_HASH_CONCURRENCY',
  'REQUEST_QUEUE_WAIT_MS',
  'MALLOC_ARENA_MAX',
];
const pick = (env, names) =>
  Object.fromEntries(names.filter((name) => env[name] !== undefined).map((n) => [n, env[n]]));

/** What a browser sends: compressed answers accepted. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
const READS = ['/', '/pricing', '/services/webdevelopment', '/api/products', '/api/ts/getall'].map(
  (p) => ({ method: 'GET', path: p, headers: BROWSER }),
);
const ACCOUNT = { email: 'overload@example.com', password: 'overload test password' };
const post = (p, body) => ({
  method: 'POST',
  path: p,
  headers: { ...BROWSER, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const WRITES = [
  post('/api/auth/login', ACCOUNT),
  post('/api/contact', {
    fullName: 'Load Test',
    email: 'load@example.com',
    subject: 'Overload',
    message: 'A contact message sent under load.',
  }),
];

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: (kb('VmRSS') * 1024) / MIB, peak: (kb('VmHWM') * 1024) / MIB };
}

/** The built site the server answers pages from (npm run build:web writes it). */
const DIST = path.join(ROOT, 'dist');

async function startServer(work) {
  const port = await freePort();
  const log = fs.openSync(path.join(work, 'server.log'), 'a');
  const child = spawn(process.execPath, [...NODE_FLAGS, 'build/server/index.js'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH ?? '',
      ...INSTANCE_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: values['log-level'],
      LOG_FORMAT: 'json',
      // Settings compared by hand (LISTEN_SOCKETS=1 ...): the server's defaults unless set.
      ...pick(process.env, PASSED_ON),
      // One address sends everything: the per-address limits would answer most writes 429.
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_CONTACT_MAX: '1000000',
      CONTACT_DAILY_MAX: '1000000',
      LOGIN_FAILURE_MAX: '1000000',
      LOGIN_ACCOUNT_FAILURE_MAX: '1000000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await until(30_000, 'the server to be ready', async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    return (await fetch(`${url}/readyz`)).status === 200;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([gone, sleep(10_000)]);
    child.kill('SIGKILL');
  };
  return { url, pid: child.pid, stop };
}

/** What a request over 2 s was: the first on its connection, and when in the run it ended. */
const SLOW_MS = 2000;

/**
 * autocannon for SECONDS; answers its result with the 503s that carried Retry-After, and the
 * requests over SLOW_MS: how many were their connection's first (waiting to be accepted counts
 * in those) and the second of the run each ended in.
 */
function cannon(url, connections, requests) {
  let deliberate = 0;
  const started = Date.now();
  const answered = new WeakSet();
  const slow = { count: 0, first: 0, seconds: [] };
  const done = new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: SECONDS, timeout: 10, requests },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (client, status, _bytes, ms) => {
      if (status === 503) deliberate += 1;
      if (ms > SLOW_MS) {
        slow.count += 1;
        if (!answered.has(client)) slow.first += 1;
        slow.seconds.push(Math.floor((Date.now() - started) / 1000));
      }
      answered.add(client);
    });
  });
  return done.then((result) => ({ result, deliberate, slow }));
}

const codes = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code} × ${count}`)
    .join(', ');

async function oneRun(index) {
  // Without a built site every page answers 503 ("not built"), which would pass for shedding.
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`no built site in ${DIST}: run npm run build:web first`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-overload-'));
  const server = await startServer(work);
  try {
    const signUp = await fetch(`${server.url}/api/auth/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNT),
    });
    if (signUp.status !== 201) throw new Error(`the sign-up answered ${signUp.status}`);
    // Every page once, so the runs measure serving rather than the first render.
    for (const r of READS)
      await (await fetch(`${server.url}${r.path}`, { headers: BROWSER })).text();
    const before = memoryOf(server.pid);
    let peakSeen = before.rss;
    const sampler = setInterval(() => {
      peakSeen = Math.max(peakSeen, memoryOf(server.pid).rss);
    }, 250);
    const [reads, writes] = await Promise.all([
      cannon(server.url, CONNECTIONS - WRITERS, READS),
      WRITERS > 0 ? cannon(server.url, WRITERS, WRITES) : undefined,
    ]);
    clearInterval(sampler);
    await sleep(5000);
    const after = memoryOf(server.pid);
    const all = [reads, writes].filter(Boolean);
    const total = all.reduce((n, x) => n + x.result.requests.total, 0);
    const timeouts = all.reduce((n, x) => n + x.result.timeouts, 0);
    const errors = all.reduce((n, x) => n + x.result.errors - x.result.timeouts, 0);
    const deliberate = all.reduce((n, x) => n + x.deliberate, 0);
    const non2xx = all.reduce((n, x) => n + x.result.non2xx, 0) - deliberate;
    const run = {
      total,
      rps: Math.round(all.reduce((n, x) => n + x.result.requests.average, 0)),
      timeouts,
      errors,
      non2xx,
      deliberate,
      readP99: reads.result.latency.p99,
      readMax: reads.result.latency.max,
      slow: all.reduce((n, x) => n + x.slow.count, 0),
      slowFirst: all.reduce((n, x) => n + x.slow.first, 0),
      slowSeconds: [...new Set(all.flatMap((x) => x.slow.seconds))].sort((a, b) => a - b),
      writeP99: writes?.result.latency.p99,
      memory: { before: before.rss, peak: Math.max(peakSeen, after.peak), after: after.rss },
    };
    console.log(
      `run ${index + 1} (${MODE}, ${CONNECTIONS} connections${WRITERS ? `, ${WRITERS} writing` : ''}, ` +
        `${SECONDS} s, load ${os.loadavg()[0].toFixed(2)}): ${total} requests, ${run.rps} req/s; ` +
        `reads p99 ${run.readP99} ms, max ${run.readMax} ms` +
        (writes ? `; writes p99 ${run.writeP99} ms (${codes(writes.result)})` : '') +
        `; ${timeouts} timeouts, ${errors} errors, ${non2xx} other non-2xx, ` +
        `${deliberate} deliberate 503 (${((100 * deliberate) / Math.max(1, total)).toFixed(2)} %); ` +
        `memory ${before.rss.toFixed(0)} → peak ${run.memory.peak.toFixed(0)} → ` +
        `${after.rss.toFixed(0)} MiB after 5 s; reads: ${codes(reads.result)}; ` +
        `over ${SLOW_MS / 1000} s: ${run.slow} (${run.slowFirst} their connection's first` +
        (run.slow ? `, ending in seconds ${run.slowSeconds.join(', ')} of the run)` : ')'),
    );
    return run;
  } finally {
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The memory docs/deploy.md promises an instance under load, in MiB (RSS, peak). */
const PEAK_MIB = 256;

/** Why a run fails --check, or '' when it passes. */
const problems = (run) =>
  [
    run.timeouts > 0 && `${run.timeouts} timeouts`,
    run.errors > 0 && `${run.errors} connection errors`,
    run.non2xx > 0 && `${run.non2xx} answers outside 2xx that were no deliberate 503`,
    run.deliberate / Math.max(1, run.total) >= 0.01 && 'deliberate 503s at 1 % or more',
    run.memory.peak >= PEAK_MIB &&
      `memory peaked at ${run.memory.peak.toFixed(0)} MiB, not under ${PEAK_MIB}`,
  ]
    .filter(Boolean)
    .join(', ');

const main = async () => {
  if (!fs.existsSync(path.join(ROOT, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run npm run build first');
  }
  console.log(`${os.cpus().length} CPU cores, Node ${process.version}, load ${os.loadavg()[0]}`);
  let failed = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const run = await oneRun(i);
    const why = problems(run);
    if (why) {
      failed += 1;
      if (values.check) console.log(`FAIL run ${i + 1}: ${why}`);
    }
    if (i + 1 < RUNS) await sleep(2000);
  }
  console.log(`Overload: ${RUNS - failed} of ${RUNS} runs within the limits`);
  return values.check && failed > 0 ? 1 : 0;
};

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error('bench:overload could not run:', error);
    process.exit(1);
  },
);
