// A fetch double at the network boundary: the real API slice, store and components run; only the
// HTTP answers are scripted. Each handler gets the real Request the app sent.

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FetchDouble {
  /** Every request the app sent, in order. */
  requests: Request[];
  /** Bodies already read as text, in the same order as `requests`. */
  bodies: (string | null)[];
  on(method: string, path: string, handler: Handler): FetchDouble;
  restore(): void;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const text = (body: string, status = 200): Response =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** Replaces global fetch; unscripted requests answer 404 so a missing handler is visible. */
export const installFetch = (): FetchDouble => {
  const handlers = new Map<string, Handler>();
  const original = globalThis.fetch;
  const double: FetchDouble = {
    requests: [],
    bodies: [],
    on(method, path, handler) {
      handlers.set(`${method.toUpperCase()} ${path}`, handler);
      return double;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    double.requests.push(request);
    // The body's slot is taken now, beside its request: a request sent while this body is read
    // must not take its place (a GET's null before a POST's body put the two out of step).
    const slot = double.bodies.push(null) - 1;
    if (request.body) double.bodies[slot] = await request.clone().text();
    const url = new URL(request.url);
    const handler =
      handlers.get(`${request.method} ${url.pathname}${url.search}`) ??
      handlers.get(`${request.method} ${url.pathname}`);
    if (!handler) return json({ message: `No handler for ${request.method} ${url.pathname}` }, 404);
    return handler(request);
  }) as typeof fetch;
  return double;
};

/** A token jwt-decode can read (the signature is not checked on the client). */
export const makeToken = (claims: Record<string, unknown>): string => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
};

export const tokenExpiringIn = (ms: number, now = Date.now()): string =>
  makeToken({ sub: '1', email: 'ada@example.com', exp: Math.floor((now + ms) / 1000) });

/**
 * The set-up every app test shares: before each test, an empty localStorage and a fresh fetch
 * double that already answers the home page's testimonials (an empty list, so the built-in
 * samples show); after it, the real fetch again. Returns the current test's double: its
 * `requests`, `bodies` and `on` reach the double of the test that is running.
 */
export const fetchDoubleForEachTest = (): FetchDouble => {
  let current: FetchDouble | null = null;
  const now = (): FetchDouble => {
    if (!current) throw new Error('The fetch double exists only while a test runs');
    return current;
  };
  beforeEach(() => {
    localStorage.clear();
    current = installFetch().on('GET', '/api/ts/getall', () => json([]));
  });
  afterEach(() => {
    current?.restore();
    current = null;
  });
  const double: FetchDouble = {
    get requests() {
      return now().requests;
    },
    get bodies() {
      return now().bodies;
    },
    on(method, path, handler) {
      now().on(method, path, handler);
      return double;
    },
    restore() {
      now().restore();
    },
  };
  return double;
};
