// npm run bench:scale: the figures behind README.md's "Scaling out — measured".
//   1. Reads: one instance vs two behind nginx (scripts/scale/nginx.conf), both on PostgreSQL,
//      the same mix of page and API GETs, through the same nginx path either way.
//   2. Writes: sign-ups and contact messages against one instance on SQLite and on PostgreSQL.
//   3. Static: the home page from one instance (SQLite) side by side with nginx serving the same
//      bytes as a file (scripts/scale/nginx-static.conf), with and without gzip, each straight
//      on its own port; the runs alternate between the two.
// Every run is bounded (autocannon, --seconds each, --runs times); the medians are printed as
// Markdown tables. Run it on a quiet machine: the figures move with anything else running.
//
//   --runs N       runs per case (default 3)
//   --seconds S    length of each run (default 15)
//   --connections C  concurrent connections for the reads (default 32; writes use 8)
//   --only reads|writes|static  one part (default all three)
//
// Every request goes through nginx, as in production: an instance closes a keep-alive connection
// after MAX_REQUESTS_PER_SOCKET requests (server/config/index.ts) and answers 503 to requests a client
// sends on it after that, which nginx honours and autocannon does not.
//
// PostgreSQL: TEST_DATABASE_URL's server, or a throwaway one (scripts/ci/postgres.sh); nginx:
// Debian's. Shares its moving parts with npm run test:scale (harness.mjs).

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import * as h from './harness.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string', default: 'all' },
  },
});
/** `--only reads`, `--only writes` or `--only static` runs one part. */
const ONLY = values.only;
const RUNS = Math.min(9, Math.max(1, Number(values.runs)));
const SECONDS = Math.min(60, Math.max(3, Number(values.seconds)));
const CONNECTIONS = Math.min(256, Math.max(1, Number(values.connections)));
const WRITE_CONNECTIONS = 8;

const GETS = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/ts/getall' },
  { method: 'GET', path: '/api/posts?type=job' },
];

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Medians of RUNS runs: requests/s, p50 and p99 latency (ms), and answers that were not 2xx. */
async function measure(label, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await cannon(options);
    runs.push({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      bad: r.non2xx + r.errors,
    });
    // What the answers that were not 2xx were: "429 × 12, 500 × 3".
    const notOk = Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code} × ${count}`)
      .join(', ');
    console.log(
      `     ${label}, run ${i + 1}: ${Math.round(r.requests.average)} req/s, ` +
        `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${runs.at(-1).bad} not 2xx` +
        (notOk ? ` (${notOk})` : ''),
    );
    await h.sleep(1000);
  }
  return {
    label,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    bad: runs.reduce((sum, r) => sum + r.bad, 0),
  };
}

const table = (rows) =>
  [
    '| case | requests/s | p50 | p99 | not 2xx (all runs) |',
    '| ---- | ---------: | --: | --: | -----------------: |',
    ...rows.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.bad} |`),
  ].join('\n');

/** Sign-ups with a new address each (the body is made per request). */
const signUps = (tag) => ({
  method: 'POST',
  path: '/api/auth/create',
  headers: { 'content-type': 'application/json' },
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({
      email: `${tag}-${randomBytes(6).toString('hex')}@example.com`,
      password: 'bench password 1',
    }),
  }),
});

const contact = {
  method: 'POST',
  path: '/api/contact',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    fullName: 'Bench Mark',
    email: 'bench@example.com',
    subject: 'A steady stream of messages',
    message: 'Measuring how many contact messages one instance stores per second.',
  }),
};

/** The home page, one instance against nginx, uncompressed and gzip; the runs alternate. */
async function staticSideBySide(env) {
  const port = await h.freePort();
  const server = h.instance('static', port, env);
  await server.start();
  const html = await (
    await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } })
  ).text();
  // The same bytes as a file, with a gzip copy as the instance keeps its own (fast-static.ts).
  const { url: nginx } = await h.startNginx([], {
    conf: 'scripts/scale/nginx-static.conf',
    files: {
      'site/index.html': html,
      'site/index.html.gz': zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
    },
    probe: '/',
  });
  const cases = [
    ['uncompressed', {}, [['nginx', nginx]]],
    [
      'gzip',
      { 'accept-encoding': 'gzip' },
      [
        ['nginx', nginx],
        ['nginx, compressing each answer', `${nginx}/compressing`],
      ],
    ],
  ];
  const rows = [];
  for (const [encoding, headers, yardsticks] of cases) {
    const servers = [['instance', server.url], ...yardsticks];
    const runs = Object.fromEntries(servers.map(([who]) => [who, []]));
    // The runs alternate between the servers, so a slower minute is shared.
    for (let i = 0; i < RUNS; i += 1) {
      for (const [who, url] of servers) {
        // A new connection every 500 requests: the instance closes one after
        // MAX_REQUESTS_PER_SOCKET (1000) answers, which autocannon does not honour.
        const r = await cannon({ url, connections: CONNECTIONS, headers, reconnectRate: 500 });
        const bad = r.non2xx + r.errors;
        const bytes = r.throughput.total / Math.max(1, r.requests.total);
        runs[who].push({ rps: r.requests.average, bad });
        console.log(
          `     home page, ${encoding}, ${who}, run ${i + 1}: ${Math.round(r.requests.average)} req/s, ` +
            `p99 ${r.latency.p99} ms, ${Math.round(bytes)} bytes an answer, ${bad} not 2xx`,
        );
        await h.sleep(1000);
      }
    }
    const rps = (who) => median(runs[who].map((r) => r.rps));
    for (const [who] of yardsticks) {
      rows.push({
        encoding,
        who,
        instance: Math.round(rps('instance')),
        nginx: Math.round(rps(who)),
        ratio: rps('instance') / rps(who),
        bad: [...runs.instance, ...runs[who]].reduce((sum, r) => sum + r.bad, 0),
      });
    }
  }
  console.log(
    `\nStatic: the home page (${Buffer.byteLength(html)} bytes), one instance and nginx ` +
      `(one worker), each on its own port, ${CONNECTIONS} connections\n`,
  );
  console.log(
    [
      '| encoding | yardstick | instance req/s | yardstick req/s | instance ÷ yardstick | not 2xx (all runs) |',
      '| -------- | --------- | -------------: | --------------: | -------------------: | -----------------: |',
      ...rows.map(
        (r) =>
          `| ${r.encoding} | ${r.who} | ${r.instance} | ${r.nginx} | ${r.ratio.toFixed(2)} × | ${r.bad} |`,
      ),
    ].join('\n'),
  );
}

async function main() {
  const builtSite = path.join(h.ROOT, 'dist', '.site', 'routes.json');
  const dist = fs.existsSync(builtSite) ? path.join(h.ROOT, 'dist') : h.writeSite();
  h.buildServer();
  const env = {
    JWT_SECRET: randomBytes(48).toString('base64'),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    DIST_DIR: dist,
    // One machine sends all the load: the per-address limits would answer most of it 429.
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_CONTACT_MAX: '1000000',
    CONTACT_DAILY_MAX: '1000000',
  };
  if (ONLY === 'static') {
    console.log(
      `${os.cpus().length} CPU cores, Node ${process.version}; ${RUNS} runs of ${SECONDS} s per case`,
    );
    return staticSideBySide(env);
  }
  const databaseUrl = await h.startDatabase();
  const [p1, p2, p3] = [await h.freePort(), await h.freePort(), await h.freePort()];
  const pg1 = h.instance('pg-1', p1, { ...env, DATABASE_URL: databaseUrl });
  const pg2 = h.instance('pg-2', p2, { ...env, DATABASE_URL: databaseUrl });
  const lite = h.instance('sqlite', p3, env);
  await Promise.all([pg1.start(), pg2.start(), lite.start()]);
  const one = await h.startNginx([p1, p1]);
  const two = await h.startNginx([p1, p2]);
  const liteProxy = await h.startNginx([p3, p3]);

  console.log(
    `${os.cpus().length} CPU cores, Node ${process.version}; ${RUNS} runs of ${SECONDS} s per case; ` +
      `site: ${dist === path.join(h.ROOT, 'dist') ? 'the built dist/' : 'a stub page'}`,
  );
  const reads = [];
  if (ONLY !== 'writes') {
    reads.push(
      await measure(`one instance behind nginx, ${CONNECTIONS} connections`, {
        url: one.url,
        connections: CONNECTIONS,
        requests: GETS,
      }),
      await measure(`two instances behind nginx, ${CONNECTIONS} connections`, {
        url: two.url,
        connections: CONNECTIONS,
        requests: GETS,
      }),
    );
  }
  const writes = [];
  for (const [store, url] of ONLY === 'reads'
    ? []
    : [
        ['SQLite', liteProxy.url],
        ['PostgreSQL', one.url],
      ]) {
    writes.push(
      await measure(`${store}: sign-up (argon2id hash + insert)`, {
        url,
        connections: WRITE_CONNECTIONS,
        requests: [signUps(store.toLowerCase())],
      }),
      await measure(`${store}: contact message (insert)`, {
        url,
        connections: WRITE_CONNECTIONS,
        requests: [contact],
      }),
    );
  }
  if (ONLY === 'all') await staticSideBySide(env);
  if (reads.length > 0) {
    console.log(`\nReads: page and API GETs (${GETS.map((g) => g.path).join(', ')}), PostgreSQL\n`);
    console.log(table(reads));
  }
  if (writes.length > 0) {
    console.log(`\nWrites: one instance behind nginx, ${WRITE_CONNECTIONS} connections\n`);
    console.log(table(writes));
  }
}

let status = 0;
try {
  await main();
} catch (error) {
  console.error('bench:scale could not run:', error);
  status = 1;
} finally {
  await h.cleanup();
}
process.exit(status);
