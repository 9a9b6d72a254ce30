// npm run bench:data: the site with a company's worth of data (docs/performance.md, "Scale with
// data"). On SQLite and, when one is at hand, PostgreSQL, it seeds 5,000 products, 100,000
// contact messages, 20,000 members, 50,000 audit rows and 20,000 emails straight into the
// database (scripts/bench/data-seed.mjs), starts the real server (build/server/index.js) on
// 127.0.0.1 against it, and prints Markdown tables of:
//   - /products: its HTML bytes (uncompressed, brotli, gzip), its first request since the start,
//     a render after a product changed, and the cached answer;
//   - every public list and staff list, first page and last page: items, bytes, p50/p99;
//   - the inbox search (GET /api/staff/messages?q=) for a word that matches many messages, a
//     prefix, a word that matches few and one that matches none: p50/p99;
//   - the server's memory: RSS at start, peak (VmHWM) and after the run;
// then the budgets against each database.
//
//   --scale F        sizes × F, 0.01 to 2 (default 1; --check: 0.1)
//   --runs N         requests per list, page and query, 1 to 200 (default 20; --check: 5); a
//                    loop also stops after 20 s
//   --db D           sqlite, postgres or both (default both: PostgreSQL is TEST_DATABASE_URL's
//                    server, else a throwaway cluster from scripts/ci/postgres.sh, else skipped)
//   --check          fail (exit 1) when a byte budget is exceeded, naming it; times never fail
//   --json FILE      also write every figure as JSON
//   --no-build       use the build already in dist/ and build/server/ (else npm run build first)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { logIn, measureLists, measureProducts, measureSearch, memoryOf } from './data-measure.mjs';
import { budgetTable, byteFailures, checkBudgets, databaseReport } from './data-report.mjs';
import { seed } from './data-seed.mjs';
import { build, startServer } from './server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FULL = {
  products: 5000,
  contact_messages: 100_000,
  users: 20_000,
  audit_log: 50_000,
  email_outbox: 20_000,
};
const NAMES = {
  products: 'products',
  contact_messages: 'messages',
  users: 'members',
  audit_log: 'audit rows',
  email_outbox: 'emails',
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      runs: { type: 'string' },
      db: { type: 'string', default: 'both' },
      check: { type: 'boolean', default: false },
      json: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const { check } = values;
  const scale = Number(values.scale ?? (check ? 0.1 : 1));
  if (!(scale >= 0.01 && scale <= 2)) throw new Error('--scale takes 0.01 to 2');
  const runs = Number(values.runs ?? (check ? 5 : 20));
  if (!Number.isInteger(runs) || runs < 1 || runs > 200) throw new Error('--runs takes 1 to 200');
  if (!['sqlite', 'postgres', 'both'].includes(values.db)) {
    throw new Error('--db takes sqlite, postgres or both');
  }
  const sizes = Object.fromEntries(
    Object.entries(FULL).map(([table, n]) => [table, Math.max(1, Math.round(n * scale))]),
  );
  return { ...values, scale, runs, sizes, build: !values['no-build'] };
}

/** What to undo on SIGINT or SIGTERM (the server, its data, the PostgreSQL database). */
const cleanups = [];
/** Registers `undo` for a signal; answers a function that runs it now instead. */
const undoLater = (undo) => {
  cleanups.push(undo);
  return async () => {
    const i = cleanups.indexOf(undo);
    if (i < 0) return;
    cleanups.splice(i, 1);
    await undo();
  };
};

let interrupted = false;

/** Seeds one database, runs the server on it, measures; the figures. */
async function measureOn(db, { sizes, runs }, url) {
  const loadBefore = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-data-'));
  const removeData = undoLater(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let stopServer = async () => {};
  let writer;
  try {
    console.log(`\n> ${db}: seeding`);
    const file = path.join(dataDir, 'kestrel.db');
    const seeded = await seed({ root: ROOT, file, url, sizes, log: console.log });
    writer = seeded.writer;
    console.log(`> ${db}: seeded in ${seeded.seconds.toFixed(1)} s; starting the server`);
    const env = {
      STAFF_REQUIRE_2FA: 'false',
      ...(url && { DATABASE_URL: url, JWT_SECRET: randomBytes(48).toString('hex') }),
    };
    const spawned = (stop) => {
      stopServer = undoLater(stop);
    };
    const server = await startServer(ROOT, { dataDir, env, spawned });
    const start = memoryOf(server.pid).rss;
    console.log(`> ${db}: measuring /products`);
    const products = await measureProducts(server.origin, runs, sizes.products, () =>
      writer.touchProduct(),
    );
    const token = await logIn(server.origin);
    console.log(`> ${db}: measuring the lists`);
    const lists = await measureLists(server.origin, runs, token);
    console.log(`> ${db}: measuring the inbox search`);
    const search = await measureSearch(server.origin, runs, token);
    const end = memoryOf(server.pid);
    products.products = lists.find((l) => l.list === '/api/products').total;
    return {
      db,
      sizes: Object.fromEntries(Object.entries(sizes).map(([t, n]) => [NAMES[t], n])),
      seedSeconds: seeded.seconds,
      loadBefore,
      loadAfter: os.loadavg(),
      products,
      lists,
      search,
      memory: { start, peak: end.peak, after: end.rss },
    };
  } finally {
    await writer?.close();
    await stopServer();
    await removeData();
  }
}

/** A fresh PostgreSQL database (scripts/scale/harness.mjs), or why there is none. */
async function postgres() {
  try {
    const harness = await import('../scale/harness.mjs');
    cleanups.push(harness.cleanup);
    return { url: await harness.startDatabase() };
  } catch (error) {
    return { reason: error.message };
  }
}

async function main() {
  const options = readOptions();
  if (options.help) {
    const header = fs.readFileSync(import.meta.filename, 'utf8').split('\nimport ')[0];
    console.log(header.replace(/^\/\/ ?/gm, ''));
    return 0;
  }
  if (options.build) await build(ROOT);
  const cpus = os.cpus();
  const load = os.loadavg();
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ` +
      `load ${load.map((n) => n.toFixed(2)).join(' ')}; Node ${process.version}; scale ${options.scale}`,
  );
  if (load[0] > cpus.length / 2) {
    console.warn('The machine is busy: the times will be worse and noisier than on a quiet one.');
  }

  const cleanUp = async () => {
    while (cleanups.length > 0) await cleanups.pop()();
  };
  const stopOnSignal = (signal) => {
    interrupted = true;
    console.error(`\n${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const results = [];
  const failures = [];
  try {
    if (options.db !== 'postgres') results.push(await measureOn('SQLite', options));
    if (options.db !== 'sqlite') {
      const pg = await postgres();
      if (pg.url) results.push(await measureOn('PostgreSQL', options, pg.url));
      else if (options.db === 'postgres') failures.push(`no PostgreSQL: ${pg.reason}`);
      else console.warn(`\nPostgreSQL skipped: ${pg.reason}`);
    }
  } catch (error) {
    failures.push(error.stack ?? error.message);
  } finally {
    await cleanUp();
  }

  for (const result of results) console.log(`\n${databaseReport(result)}`);
  const checked = checkBudgets(results);
  if (results.length > 0) console.log(`\n## Budgets\n\n${budgetTable(checked)}`);
  console.log(
    '\nkB and MB: 1000 and 1,000,000 bytes; p99 of fewer than 100 requests: the slowest.',
  );
  if (options.json) {
    fs.writeFileSync(options.json, `${JSON.stringify({ options, results }, null, 2)}\n`);
    console.log(`Figures written to ${options.json}`);
  }
  if (failures.length > 0) {
    console.error(`\nbench:data failed:\n${failures.join('\n')}`);
    return 1;
  }
  const over = byteFailures(checked);
  if (options.check && over.length > 0) {
    console.error(`\nOver a byte budget (--check):\n${over.map((o) => `- ${o}`).join('\n')}`);
    return 1;
  }
  if (options.check) console.log('\nEvery byte budget holds (--check).');
  return 0;
}

main().then(
  // Stopped by a signal: 130, whichever of the clean-up and the failed request ends first.
  (code) => process.exit(interrupted ? 130 : code),
  (error) => {
    console.error(`bench:data failed: ${error.message}`);
    process.exit(1);
  },
);
