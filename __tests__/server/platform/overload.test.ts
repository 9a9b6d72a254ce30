// What the server answers when it has more work than it can do (docs/performance.md, "Overload"):
// password hashing has a bounded queue (accounts/hash-queue.ts), requests wait their turn in a
// bounded queue (request-turns.ts) for a bounded time, and under-pressure sheds load on heap or
// event-loop delay when asked to (overload.ts). Each refusal is a 503 at once, with Retry-After and a sentence.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PasswordHasher } from '../../../server/accounts/passwords';
import { HASHING_BUSY, createSlotQueue } from '../../../server/accounts/hash-queue';
import { OVERLOADED } from '../../../server/platform/overload';
import { QUEUE_FULL, createRequestTurns } from '../../../server/platform/request-turns';
import { type TestServer, call, signUp, startServer, uniqueEmail } from '../helpers';
import { parseRawAnswer, rawExchange } from '../raw-requests';

/** A hasher whose work waits until the test lets it finish. */
function gatedHasher() {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  let calls = 0;
  const wait = async <T>(value: T) => {
    calls += 1;
    await gate;
    return value;
  };
  const hasher: PasswordHasher = {
    hash: (password) => wait(`hashed:${password}`),
    verify: (hash, password) => wait(hash === `hashed:${password}`),
    verifyDummy: () => wait(false as const),
    needsRehash: () => false,
  };
  return {
    hasher,
    get calls() {
      return calls;
    },
    /** Lets every hash in progress and to come finish at once. */
    open() {
      open();
      gate = Promise.resolve();
    },
    close() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

describe('the password hashing queue', () => {
  let server: TestServer;
  const gated = gatedHasher();

  beforeAll(async () => {
    server = await startServer({
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '0' },
      app: { passwords: gated.hasher },
    });
  });
  afterAll(async () => {
    gated.open();
    await server.close();
  });

  it('answers a login that finds every slot taken 503 with Retry-After and a sentence, at once', async () => {
    gated.open();
    const email = uniqueEmail('queue');
    await signUp(server, email);
    gated.close();
    const first = call(server, '/api/auth/login', { json: { email, password: 'correct horse 1' } });
    while (gated.calls < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    const refused = await call(server, '/api/auth/login', {
      json: { email, password: 'correct horse 1' },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    // The login form shows the body as it is (accounts/routes/auth.ts: plain text).
    expect(refused.text).toBe(HASHING_BUSY);
    const signUpRefused = await call(server, '/api/auth/create', {
      json: { email: uniqueEmail('queue'), password: 'correct horse 1' },
    });
    expect(signUpRefused.status).toBe(503);
    expect(signUpRefused.json).toEqual({ message: HASHING_BUSY });
    expect(signUpRefused.headers.get('retry-after')).toBe('2');

    gated.open();
    expect((await first).status).toBe(200);
  });
});

describe('createSlotQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a waiting task when a slot frees, and refuses one that waited too long', async () => {
    const queue = createSlotQueue(
      { concurrency: 1, maxWaiting: 2, maxWaitMs: 1000 },
      () => new Error('busy'),
    );
    let finish: () => void = () => undefined;
    const running = queue.run(
      () => new Promise<string>((resolve) => (finish = () => resolve('a'))),
    );
    const next = queue.run(async () => 'b');
    expect(queue).toMatchObject({ active: 1, waiting: 1 });
    finish();
    await expect(running).resolves.toBe('a');
    await expect(next).resolves.toBe('b');

    const blocker = queue.run(() => new Promise<never>(() => undefined));
    const late = queue.run(async () => 'late');
    jest.advanceTimersByTime(999);
    expect(queue.waiting).toBe(1);
    jest.advanceTimersByTime(1);
    await expect(late).rejects.toThrow('busy');
    expect(queue.waiting).toBe(0);
    void blocker;
  });

  it('refuses at once when the waiting line is full', async () => {
    const queue = createSlotQueue(
      { concurrency: 1, maxWaiting: 0, maxWaitMs: 1000 },
      () => new Error('busy'),
    );
    void queue.run(() => new Promise<never>(() => undefined));
    await expect(queue.run(async () => 'no')).rejects.toThrow('busy');
  });
});

describe('the request queue', () => {
  it('answers requests beyond REQUEST_QUEUE_MAX 503 with Retry-After, the security headers and a sentence', async () => {
    const server = await startServer({ env: { REQUEST_QUEUE_MAX: '1' } });
    try {
      // Three requests in one write: Node reads them together, before the first has its turn.
      const get = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
      const close = 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
      const { text } = await rawExchange(server, get + get + close);
      const answers = text.split(/(?=HTTP\/1\.1 )/).map((raw) => ({
        ...parseRawAnswer(raw),
        body: raw.split('\r\n\r\n')[1] ?? '',
      }));
      expect(answers.map((a) => a.status)).toEqual([200, 503, 503]);
      expect(answers[1]?.headers['retry-after']).toBe('2');
      expect(answers[1]?.headers['x-frame-options']).toBe('DENY');
      expect(JSON.parse(answers[1]?.body ?? '')).toEqual({ message: QUEUE_FULL });
    } finally {
      await server.close();
    }
  });
});

describe('the request queue, by waiting time', () => {
  it('refuses a request that waited longer than its bound, but never a health probe', async () => {
    // The clock is the test's: the first request's work takes "5 s" of it.
    let clock = 0;
    const turns = createRequestTurns({ maxWaiting: 100, maxWaitMs: 3000, now: () => clock });
    const served: string[] = [];
    const server = http.createServer(
      turns.wrap((request, response) => {
        served.push(request.url ?? '');
        if (request.url === '/slow') clock += 5000;
        response.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const get = (p: string, last = false) =>
        `GET ${p} HTTP/1.1\r\nHost: x\r\n${last ? 'Connection: close\r\n' : ''}\r\n`;
      // One write: all three wait in the queue before the first has its turn.
      const { text } = await rawExchange(
        { port },
        get('/slow') + get('/waited') + get('/healthz', true),
      );
      const answers = text.split(/(?=HTTP\/1\.1 )/).map((raw) => ({
        ...parseRawAnswer(raw),
        body: raw.split('\r\n\r\n')[1] ?? '',
      }));
      expect(answers.map((a) => a.status)).toEqual([200, 503, 200]);
      expect(answers[1]?.headers['retry-after']).toBe('2');
      expect(JSON.parse(answers[1]?.body ?? '')).toEqual({ message: QUEUE_FULL });
      expect(served).toEqual(['/slow', '/healthz']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('load shedding (under-pressure)', () => {
  it('answers 503 with Retry-After and a JSON sentence past OVERLOAD_HEAP_MB, but not the probes', async () => {
    // 1 MiB: always past it, once under-pressure has taken its first sample after the start.
    const server = await startServer({ env: { OVERLOAD_HEAP_MB: '1' } });
    try {
      let answer = await call(server, '/api/products');
      for (let i = 0; i < 50 && answer.status !== 503; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await call(server, '/api/products');
      }
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(answer.json).toEqual({ message: OVERLOADED });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const login = await call(server, '/api/auth/login', {
        json: { email: uniqueEmail('busy'), password: 'correct horse 1' },
      });
      expect(login.status).toBe(503);
      expect(login.text).toBe(OVERLOADED);
      expect((await call(server, '/healthz')).status).toBe(200);
      expect((await call(server, '/readyz')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
