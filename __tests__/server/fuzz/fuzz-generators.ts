// Seeded generators of malformed requests for fuzz.test.ts.

import { type TestServer, uniqueEmail } from '../helpers';

/** mulberry32: a small seeded PRNG, enough to replay a sequence. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { int, pick, chance };
}
export type Rng = ReturnType<typeof prng>;

export interface Route {
  path: string;
  methods: string[];
}

/** The app's routes, from printRoutes (`├── /api/contact (POST)` lines). */
export function routesOf(server: TestServer): Route[] {
  const routes: Route[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /([/*]\S*) \(([A-Z, ]+)\)/.exec(line);
    // The site's catch-all prints as `*` under the root.
    const path = match?.[1]?.startsWith('/') ? match[1] : `/${match?.[1] ?? ''}`;
    if (match?.[2]) routes.push({ path, methods: match[2].split(', ') });
  }
  return routes;
}

const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'x'.repeat(6000),
  '🦅'.repeat(50),
  'line\nbreak',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'a@b',
  'user@example.com',
  'correct horse 1',
  '%s%n%x',
  '${7*7}',
];

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 3 ? 5 : 8)) {
    case 0:
      return rng.pick(STRINGS);
    case 1:
      return rng.pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 12345678]);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return rng.pick(STRINGS) + String(rng.int(1000));
    case 4:
      return 'y'.repeat(rng.int(20));
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i -= 1)
        object[rng.pick(FIELDS)] = randomValue(rng, depth + 1);
      return object;
    }
  }
}

const FIELDS = [
  'email',
  'password',
  'fullName',
  'subject',
  'message',
  'name',
  'phone',
  'address',
  'website',
  '__proto__',
  'constructor',
  'extra',
];

/** Valid bodies, so that fuzzing also reaches the handlers, not only validation. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  '/api/contact': () => ({
    fullName: 'Fuzz Tester',
    email: 'fuzz@example.com',
    subject: 'Fuzzing',
    message: 'Hello',
  }),
  '/api/auth/login': () => ({ email: 'fuzz@example.com', password: 'correct horse 1' }),
  '/api/auth/create': () => ({ email: uniqueEmail('fuzz'), password: 'correct horse 1' }),
  '/api/profile': () => ({ name: 'Fuzz', phone: '+44 1234', address: 'Somewhere 1' }),
};

/** A valid body for the route with one field changed to a random (often still valid) value. */
function nearlyValidBody(rng: Rng, route: Route): string {
  const body: Record<string, unknown> = (
    VALID_BODIES[route.path] ??
    VALID_BODIES['/api/contact'] ??
    (() => ({}))
  )();
  const fields = Object.keys(body);
  const field = rng.chance(0.8) ? rng.pick(fields) : rng.pick(FIELDS);
  if (rng.chance(0.6)) {
    body[field] = `${rng.pick(STRINGS)}${rng.int(1000)}`.slice(0, 100) || 'text';
  } else {
    body[field] = randomValue(rng);
  }
  return JSON.stringify(body);
}

export function randomBody(rng: Rng, route: Route): string | Buffer | undefined {
  if (rng.chance(0.4)) return nearlyValidBody(rng, route);
  switch (rng.int(9)) {
    case 0:
      return undefined;
    case 1:
      return '';
    case 2:
      return '{"email": "a@b.c", "password": ';
    case 3:
      return Buffer.from(Array.from({ length: rng.int(200) }, () => rng.int(256)));
    case 4:
      return JSON.stringify('x'.repeat(20_000));
    case 5:
      return '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}';
    case 6:
      return '['.repeat(2000) + ']'.repeat(2000);
    default: {
      const object: Record<string, unknown> = {};
      for (const field of FIELDS) if (rng.chance(0.5)) object[field] = randomValue(rng);
      return JSON.stringify(rng.chance(0.9) ? object : randomValue(rng));
    }
  }
}

export function randomPath(rng: Rng, route: Route): string {
  let path = route.path.replace(
    '*',
    rng.pick(['', 'about', 'assets/app.1234abcd.js', 'x/y/z', 'media/x.png']),
  );
  const mutation = rng.int(12);
  if (mutation === 0)
    path += `/${rng.pick(['..', '%2e%2e', '%00', '%', '%E0%A4%A', '🦅', '.env', ''])}`;
  if (mutation === 1) path = path.toUpperCase();
  if (mutation === 2)
    path += `?${rng.pick(['a=1&a=2', 'type=x', '%zz', '__proto__[x]=1', 'q='.padEnd(3000, 'q')])}`;
  if (mutation === 3) path = `/${path}`;
  if (mutation === 4) path = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  if (mutation === 5) path += '/';
  if (mutation === 6) path += `/${'a'.repeat(rng.int(5000))}`;
  return path;
}

export function randomHeaders(rng: Rng, body: string | Buffer | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (body !== undefined || rng.chance(0.2)) {
    headers['content-type'] = rng.pick([
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      ';;;',
      'application/json; charset',
    ]);
  }
  if (rng.chance(0.15))
    headers['content-encoding'] = rng.pick([
      'gzip',
      'GZIP',
      'deflate',
      'br',
      'identity',
      'x-junk',
      'gzip, gzip',
    ]);
  if (rng.chance(0.2)) {
    headers.authorization = rng.pick([
      'Bearer x',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'Basic dXNlcjpwYXNz',
      'Bearer ' + 'a'.repeat(4000),
    ]);
  }
  if (rng.chance(0.15))
    headers.cookie = rng.pick(['XSRF-TOKEN=abc', 'XSRF-TOKEN=', '=;=;', 'a=b; XSRF-TOKEN=%zz']);
  if (rng.chance(0.1)) headers['x-xsrf-token'] = rng.pick(['abc', '', 'x'.repeat(500)]);
  if (rng.chance(0.1))
    headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'junk', '::1, 2.2.2.2', '']);
  if (rng.chance(0.1))
    headers['accept-encoding'] = rng.pick(['gzip', 'br', '*', 'identity;q=0', 'x']);
  if (rng.chance(0.05)) headers.range = rng.pick(['bytes=0-1', 'bytes=-5', 'bytes=9-1', 'junk']);
  return headers;
}

export function randomRaw(rng: Rng, route: Route): string {
  const line = rng.pick([
    `GET ${route.path} HTTP/1.1`,
    `POST http://127.0.0.1${route.path} HTTP/1.1`,
    `POST ${route.path} HTTP/9.9`,
    `${rng.pick(['G3T', 'PROPFIND', 'CONNECT'])} ${route.path} HTTP/1.1`,
    `GET ${route.path}\u0000 HTTP/1.1`,
  ]);
  const headers = rng.pick([
    'Host: x\r\nContent-Length: 5\r\n\r\n{"a":',
    'Host: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
    'Host: x\r\nContent-Length: -1\r\n\r\n',
    'Host: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    'Host: x\r\nX: \u0001\r\n\r\n',
    'Host: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n',
    '\r\n',
  ]);
  // Connection: close, so that an answered request does not hold the socket open.
  return `${line}\r\n${headers.replace('Host: x\r\n', 'Host: x\r\nConnection: close\r\n')}`;
}
