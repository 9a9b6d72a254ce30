// The load of `npm run test:scale` (run.mjs): steady GETs (autocannon) and a writer of sign-ups
// and contact messages through the balancer, and what became of them.

import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sleep } from './harness.mjs';

const LOAD_CONNECTIONS = 4;
/** Requests per second, all connections together: steady load, not a benchmark. */
const LOAD_RATE = 200;
const GETS = [
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/ts/getall' },
  { method: 'GET', path: '/api/posts?type=job' },
  { method: 'GET', path: '/' },
];

export const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** GETs from autocannon for up to `seconds`; stop() ends it early. */
export function load(url, seconds) {
  let instance;
  /** What each failed request's error was (autocannon counts them only). */
  const errorNames = [];
  const done = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: LOAD_CONNECTIONS,
        overallRate: LOAD_RATE,
        duration: seconds,
        requests: GETS,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, errorNames })),
    );
    instance.on('reqError', (error) => errorNames.push(error.code ?? error.message));
  });
  return { done, stop: () => instance.stop() };
}

/** Sign-ups and contact messages, one at a time, through the balancer, until stop(). */
export function writer(url, tag) {
  const acknowledged = { emails: [], subjects: [] };
  const failures = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped && i < 2000; i += 1) {
      const id = `${tag}-${i}-${randomBytes(3).toString('hex')}`;
      const signUp = i % 2 === 0;
      const request = signUp
        ? json({ email: `${id}@example.com`, password: 'scale test password' })
        : json({ fullName: 'Load', email: 'load@example.com', subject: id, message: 'Steady' });
      try {
        const answer = await fetch(`${url}${signUp ? '/api/auth/create' : '/api/contact'}`, {
          ...request,
          signal: AbortSignal.timeout(10_000),
        });
        await answer.arrayBuffer();
        if (answer.status === 201) {
          (signUp ? acknowledged.emails : acknowledged.subjects).push(
            signUp ? `${id}@example.com` : id,
          );
        } else failures.push(answer.status);
      } catch (error) {
        failures.push(error.name);
      }
      await sleep(40);
    }
  })();
  return { acknowledged, failures, done, stop: () => (stopped = true) };
}

export async function missingWrites(databaseUrl, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query('SELECT email FROM users WHERE email = ANY($1)', [
      acknowledged.emails,
    ]);
    const messages = await client.query(
      'SELECT subject FROM contact_messages WHERE subject = ANY($1)',
      [acknowledged.subjects],
    );
    return (
      acknowledged.emails.length + acknowledged.subjects.length - users.rowCount - messages.rowCount
    );
  } finally {
    await client.end();
  }
}

/** "502 × 3, TypeError × 1" */
export function tally(list) {
  const counts = new Map();
  for (const item of list) counts.set(String(item), (counts.get(String(item)) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${what} × ${n}`).join(', ') || 'none';
}

/** autocannon counts a timeout among its errors too. */
export const getErrors = (result) => result.non2xx + result.errors;
/** "503 × 1, 1 errors (ECONNRESET × 1) of which 0 timeouts": what the failed GETs were. */
const failures = (r) => {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !/^2/.test(code))
    .map(([code, { count }]) => `${code} × ${count}`);
  const errors = r.errorNames?.length ? ` (${tally(r.errorNames)})` : '';
  return [...codes, `${r.errors} errors${errors} of which ${r.timeouts} timeouts`].join(', ');
};
export const describeLoad = (r) =>
  `${r.requests.total} GETs, ${getErrors(r)} failed (${((100 * getErrors(r)) / Math.max(1, r.requests.total)).toFixed(2)}%: ${failures(r)}), ` +
  `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`;
