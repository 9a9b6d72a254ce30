// npm run bench:events: what the analytics beacons cost page serving (docs/performance.md). Runs
// the built server on SQLite, then measures the latency of page requests (/, /pricing, /contact
// in turn, from `--connections` loops) for `--duration` seconds alone, and again while beacons
// bring `--rate` events a second (10 events a beacon, each from its own user agent, so that every
// beacon is a visitor; the per-address limit is lifted). Prints p50, p99 and requests a second of
// each run, and the events the server stored.
//
//   npm run bench:events -- [--duration 30] [--connections 10] [--rate 1000] [--no-build] [--json]
//
// Bounded: at most 120 s a run and 50 connections.
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { build, startServer } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const bounded = (value, low, high, name) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < low || n > high) {
    console.error(`--${name} must be a whole number from ${low} to ${high}`);
    process.exit(2);
  }
  return n;
};
const durationMs = bounded(values.duration, 1, 120, 'duration') * 1000;
const connections = bounded(values.connections, 1, 50, 'connections');
const rate = bounded(values.rate, 0, 20_000, 'rate');

const PAGES = ['/', '/pricing', '/contact'];
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
const EVENTS_PER_BEACON = 10;

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** Page requests from `connections` loops until `until`; their latencies in ms. */
async function loadPages(origin, until) {
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let i = loop; Date.now() < until; i += 1) {
        const started = performance.now();
        try {
          const response = await fetch(origin + PAGES[i % PAGES.length]);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

/** Beacons bringing `rate` events a second until `until`; how many answered 202. */
async function sendEvents(origin, until) {
  if (rate === 0) return { accepted: 0, refused: 0 };
  const beaconsPerSecond = rate / EVENTS_PER_BEACON;
  const started = Date.now();
  let sent = 0;
  let accepted = 0;
  let refused = 0;
  const inFlight = new Set();
  while (Date.now() < until) {
    const due = Math.floor(((Date.now() - started) / 1000) * beaconsPerSecond);
    for (; sent < due; sent += 1) {
      const events = Array.from({ length: EVENTS_PER_BEACON }, (_, i) =>
        i % 2 === 0
          ? { type: 'view', path: PAGES[i % PAGES.length], screen: 'desktop' }
          : { type: 'vital', path: '/', name: 'LCP', value: 1000 + (sent % 3000) },
      );
      const request = fetch(`${origin}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': `${UA} b${sent}` },
        body: JSON.stringify({ events }),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 202) accepted += 1;
          else refused += 1;
        })
        .catch(() => (refused += 1))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return { accepted, refused };
}

async function run(origin, withEvents) {
  const until = Date.now() + durationMs;
  const [pages, events] = await Promise.all([
    loadPages(origin, until),
    withEvents ? sendEvents(origin, until) : Promise.resolve({ accepted: 0, refused: 0 }),
  ]);
  return {
    requests: pages.latencies.length,
    perSecond: Math.round(pages.latencies.length / (durationMs / 1000)),
    p50: Number(percentile(pages.latencies, 0.5).toFixed(1)),
    p99: Number(percentile(pages.latencies, 0.99).toFixed(1)),
    errors: pages.errors,
    beaconsAccepted: events.accepted,
    beaconsRefused: events.refused,
  };
}

if (!values['no-build']) await build(root);
const server = await startServer(root, { env: { RATE_LIMIT_EVENTS_MAX: '1000000' } });
try {
  const alone = await run(server.origin, false);
  const withEvents = await run(server.origin, true);
  // Give the buffer its last second, then count what was written.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const db = new Database(path.join(server.dataDir, 'kestrel.db'), { readonly: true });
  const stored = db.prepare('SELECT count(*) AS n FROM analytics_events').get().n;
  db.close();
  const result = { durationS: durationMs / 1000, connections, rate, alone, withEvents, stored };
  if (values.json) console.log(JSON.stringify(result));
  else {
    console.log(`Pages over ${durationMs / 1000} s from ${connections} connections, SQLite:`);
    console.table({ alone, [`with ${rate} events/s`]: withEvents });
    console.log(`Events stored: ${stored} of ${withEvents.beaconsAccepted * EVENTS_PER_BEACON}`);
  }
} finally {
  await server.stop();
}
