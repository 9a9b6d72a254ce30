// Seeded fuzzers; no answer may be a 5xx, and the server must still work afterwards.
//  1. Every route the app has (read from the app itself, so a future route is fuzzed too):
//     malformed bodies, headers, methods and paths, through Node's HTTP client and as raw bytes on
//     a socket.
//  2. Every operation of the API description (server/platform/api/openapi.ts), on each store (SQLite,
//     and PostgreSQL with TEST_DATABASE_URL), as an anonymous visitor, a member and staff: bodies
//     valid by the operation's schema with one value made hostile, broken JSON, multipart uploads
//     cut short or with the wrong boundary (fuzz-api.ts). A server fault also shows as an
//     error-level log line, even when the client had gone: none may be logged.
// FUZZ_SEED=<n> replays another sequence; a failure prints the seed and the requests.
// `npm run fuzz` (scripts/fuzz.mjs) runs a longer campaign: FUZZ_REQUESTS, FUZZ_TIME_BUDGET_MS,
// and FUZZ_REPORT (a file that gets one JSON line per run: requests sent, answers by status).

import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describeApi } from '../../../server/platform/api/openapi';
import {
  type TestServer,
  call,
  logIn,
  newUser,
  signUp,
  startServer,
  uniqueEmail,
} from '../helpers';
import { rawExchange } from '../raw-requests';
import { type Identity, callerFor, fuzzRequest, operationsOf } from './fuzz-api';
import { send, sendCut } from './fuzz-send';
import {
  prng,
  randomBody,
  randomHeaders,
  randomPath,
  randomRaw,
  routesOf,
} from './fuzz-generators';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const TIME_BUDGET_MS = Number(process.env.FUZZ_TIME_BUDGET_MS ?? 40_000);
/** The API description's fuzz, per store (bounded in `npm test`; `npm run fuzz` sends more). */
const API_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const API_TIME_BUDGET_MS = Number(process.env.FUZZ_TIME_BUDGET_MS ?? 30_000);
const CONCURRENCY = 8;

/** Appends a run's figures to FUZZ_REPORT, when set (scripts/fuzz.mjs prints them). */
function report(line: Record<string, unknown>) {
  const file = process.env.FUZZ_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ seed: SEED, ...line })}\n`);
}

const tally = (statuses: Map<number, number>) =>
  Object.fromEntries([...statuses].sort(([a], [b]) => a - b));

describe('every route of the app, on SQLite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ overrides: { requestTimeoutMs: 5000, headersTimeoutMs: 5000 } });
  });
  afterAll(() => server.close());

  it(
    `${REQUESTS} fuzzed requests over every route: no 5xx, and the server works afterwards`,
    async () => {
      const routes = routesOf(server);
      expect(routes.map((route) => route.path)).toEqual(
        expect.arrayContaining([
          '/api/contact',
          '/api/auth/login',
          '/api/auth/create',
          '/api/profile',
          '/*',
        ]),
      );
      const rng = prng(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const deadline = Date.now() + TIME_BUDGET_MS;
      let done = 0;

      const one = async () => {
        const route = rng.pick(routes);
        if (rng.chance(0.1)) {
          const raw = randomRaw(rng, route);
          const result = await rawExchange(server, raw, 2000);
          const status = Number(result.text.split(' ')[1] ?? 0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push(`${status} raw ${JSON.stringify(raw.slice(0, 200))}`);
          return;
        }
        const method = rng.chance(0.8)
          ? rng.pick(route.methods)
          : rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
        const path = randomPath(rng, route);
        let body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(rng, route);
        const headers = randomHeaders(rng, body);
        // A nearly valid body mostly goes with a JSON type, so that it reaches the handler.
        if (typeof body === 'string' && body.startsWith('{"') && rng.chance(0.8)) {
          headers['content-type'] = 'application/json';
        }
        // Mostly a real gzip body under a gzip header, sometimes a lie.
        if (headers['content-encoding']?.toLowerCase() === 'gzip' && body && rng.chance(0.8)) {
          body = gzipSync(body);
        }
        const status = await send(server, method, path, headers, body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) {
          const shown =
            typeof body === 'string' ? body.slice(0, 200) : `<${body?.length ?? 0} bytes>`;
          failures.push(
            `${status} ${method} ${path.slice(0, 200)} ${JSON.stringify(headers)} ${shown}`,
          );
        }
      };

      const worker = async () => {
        while (done < REQUESTS && Date.now() < deadline) {
          done += 1;
          await one();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      report({ fuzz: 'routes', store: 'SQLite', requests: done, statuses: tally(statuses) });

      if (failures.length > 0) {
        throw new Error(
          `FUZZ_SEED=${SEED}: ${failures.length} answers ≥ 500:\n${failures.slice(0, 20).join('\n')}`,
        );
      }
      expect(done).toBeGreaterThanOrEqual(1000);
      // Most requests were sent and answered (0: closed without an answer; -1: not sendable).
      expect((statuses.get(0) ?? 0) + (statuses.get(-1) ?? 0)).toBeLessThan(done / 4);

      // Still alive and working.
      expect((await call(server, '/api/health')).status).toBe(200);
      const email = uniqueEmail('after-fuzz');
      await signUp(server, email);
      expect((await logIn(server, email)).split('.')).toHaveLength(3);
    },
    TIME_BUDGET_MS + 20_000,
  );
});

describe.each(STORE_TABLE)('every operation of the API description, on %s', (store, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  /** Log lines at error level or above: a server fault, even one no client saw. */
  const faults: string[] = [];

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({
      env: { ...database.env, LOG_LEVEL: 'error' },
      overrides: { requestTimeoutMs: 5000, headersTimeoutMs: 5000 },
      app: {
        logStream: {
          write: (line: string) => {
            if ((JSON.parse(line) as { level: number }).level >= 50) faults.push(line.trim());
          },
        },
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /** Operations that end the session they are called with (or all of the account's). */
  const SESSION_ENDING = new Set(['/api/auth/logout', '/api/profile/logout-everywhere']);

  it(
    `${API_REQUESTS} requests as anonymous, member and staff, JSON and multipart: no 5xx`,
    async () => {
      const operations = operationsOf(await describeApi());
      expect(operations.length).toBeGreaterThanOrEqual(34);
      expect(operations.filter((op) => op.multipart).map((op) => op.path)).toEqual([
        '/api/staff/media',
      ]);
      const member = await newUser(server, 'fuzz-member');
      const staff = await newStaff(server, 'fuzz-staff');
      const memberId = (await server.app.store.users.findByEmail(member.email))!.id;
      // Accounts the back office may change; ids that name content, never the two callers.
      for (let i = 0; i < 3; i += 1) await newUser(server, 'fuzz-other');
      const ids = Array.from({ length: 12 }, (_, i) => String(i + 1)).filter(
        (id) => id !== String(memberId) && id !== String(staff.id),
      );
      const identities: Identity[] = [
        { name: 'anonymous', token: undefined },
        { name: 'member', token: member.token },
        { name: 'staff', token: staff.token },
      ];

      const rng = prng(SEED);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      /** Answers below 400 per identity: the fuzz reached the handlers, not only the guards. */
      const reached = new Map<string, number>();
      const deadline = Date.now() + API_TIME_BUDGET_MS;
      let done = 0;

      const one = async () => {
        const op = rng.pick(operations);
        // Logging out ends the caller's sessions by design: only anonymous callers fuzz those.
        const who = SESSION_ENDING.has(op.path) ? identities[0]! : callerFor(rng, op, identities);
        const request = fuzzRequest(rng, op, who.token, ids);
        const status =
          request.cutAfter === undefined
            ? await send(server, request.method, request.path, request.headers, request.body)
            : await sendCut(server, request, request.cutAfter);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status > 0 && status < 400) reached.set(who.name, (reached.get(who.name) ?? 0) + 1);
        if (status >= 500) {
          const body = request.body?.toString('utf8').slice(0, 300) ?? '';
          failures.push(
            `${status} ${who.name} ${request.method} ${request.path.slice(0, 200)} ` +
              `${request.headers['content-type'] ?? ''} ${JSON.stringify(body)}`,
          );
        }
      };
      const worker = async () => {
        while (done < API_REQUESTS && Date.now() < deadline) {
          done += 1;
          await one();
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      report({
        fuzz: 'api',
        store,
        requests: done,
        statuses: tally(statuses),
        reached: Object.fromEntries(reached),
        faults: faults.length,
      });

      if (failures.length > 0 || faults.length > 0) {
        throw new Error(
          `FUZZ_SEED=${SEED} on ${store}: ${failures.length} answers ≥ 500, ` +
            `${faults.length} error log lines:\n${[...failures, ...faults].slice(0, 20).join('\n')}`,
        );
      }
      expect(done).toBeGreaterThanOrEqual(Math.min(API_REQUESTS, 500));
      // Each kind of caller got past validation and the guard on some requests.
      expect([...reached.keys()].sort()).toEqual(['anonymous', 'member', 'staff']);

      // Still alive, and the callers' sessions still work.
      expect((await call(server, '/api/health')).status).toBe(200);
      expect((await call(server, '/api/profile', { token: member.token })).status).toBe(200);
      expect((await call(server, '/api/staff/messages', { token: staff.token })).status).toBe(200);
    },
    API_TIME_BUDGET_MS + 30_000,
  );
});
