// A seeded fuzzer over every route the app has (read from the app itself, so a future route is
// fuzzed too): malformed bodies, headers, methods and paths, through Node's HTTP client and as raw
// bytes on a socket. No answer may be a 5xx, and the server must still work afterwards.
// FUZZ_SEED=<n> replays another sequence; a failure prints the seed and the requests.

import http from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  type TestServer,
  call,
  logIn,
  rawExchange,
  signUp,
  startServer,
  uniqueEmail,
} from './helpers';
import {
  prng,
  randomBody,
  randomHeaders,
  randomPath,
  randomRaw,
  routesOf,
} from './fuzz-generators';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 3000;
const TIME_BUDGET_MS = 40_000;
const CONCURRENCY = 8;

/** The status, 0 when the connection ended without an answer, -1 when Node refused to send it. */
function send(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  return new Promise<number>((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request(
        { host: '127.0.0.1', port: server.port, path, method, headers, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
    } catch {
      resolve(-1);
      return;
    }
    // A header or method Node's client refuses to send, or a connection the server closed:
    // not a server failure (0 is not counted as 5xx).
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ overrides: { requestTimeoutMs: 5000, headersTimeoutMs: 5000 } });
});
afterAll(() => server.close());

it(`${REQUESTS} fuzzed requests over every route: no 5xx, and the server works afterwards`, async () => {
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
      const shown = typeof body === 'string' ? body.slice(0, 200) : `<${body?.length ?? 0} bytes>`;
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
}, 60_000);
