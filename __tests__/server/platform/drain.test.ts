// The drain after SIGTERM (server/index.ts, shutdown.ts untilQuiet), in a real server process:
// /readyz answers 503 at once and the server keeps serving until its balancer has stopped sending
// (no request but probes for SHUTDOWN_QUIET_MS), at most SHUTDOWN_DRAIN_MS; only then does it stop
// listening. Closing the listener while a balancer still opens connections resets the ones it has
// just opened, and nginx answers a POST on such a connection 502 (docs/deploy.md). nginx checks
// nothing by itself: with SHUTDOWN_REFUSE_GETS a draining instance answers GETs 503, which nginx
// retries elsewhere and counts as failures until it stops sending the instance anything.

import fsp from 'node:fs/promises';
import { DRAINING } from '../../../server/platform/health';
import { untilQuiet } from '../../../server/platform/shutdown';
import { runServer, sleep, waitForUrl } from '../child';
import { call, makeTempRoot, startServer } from '../helpers';

jest.setTimeout(60_000);

let root: string;
beforeEach(async () => {
  root = await makeTempRoot();
});
afterEach(() => fsp.rm(root, { recursive: true, force: true }));

/** GETs `path` every 100 ms until stop(); the statuses, 0 for a refused connection. */
function traffic(url: string, path = '/api/health') {
  const statuses: number[] = [];
  const closes: (string | null)[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped && i < 600; i += 1) {
      try {
        const answer = await fetch(`${url}${path}`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
        closes.push(answer.headers.get('connection'));
      } catch {
        statuses.push(0);
      }
      await sleep(100);
    }
  })();
  return {
    statuses,
    closes,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const exitedWithin = (exit: Promise<number | null>, ms: number) =>
  Promise.race([exit, sleep(ms).then(() => 'still running' as const)]);

it('keeps serving while requests come, and closes SHUTDOWN_QUIET_MS after the last one', async () => {
  // A quiet time of 2 s: on a loaded machine this process may be held up for most of a second,
  // which a shorter one would take for the visitors' silence.
  const run = runServer(root, { SHUTDOWN_DRAIN_MS: '20000', SHUTDOWN_QUIET_MS: '2000' });
  const url = await waitForUrl(run);
  const visitors = traffic(url);
  await sleep(300);
  run.child.kill('SIGTERM');
  await sleep(300);
  expect((await fetch(`${url}/readyz`)).status).toBe(503);

  // Requests keep coming for 3.5 s after SIGTERM, longer than the quiet time: every one is
  // served, and the server stays.
  await sleep(3200);
  expect(run.child.exitCode).toBeNull();
  await visitors.stop();
  const stoppedAt = Date.now();
  expect(visitors.statuses.every((status) => status === 200)).toBe(true);
  expect(visitors.closes.at(-1)).toBe('close');

  // Only probes from now on (a balancer watching /readyz): they do not hold the server.
  const probes = traffic(url, '/readyz');
  expect(await exitedWithin(run.exit, 8000)).toBe(0);
  const drainedAfter = Date.now() - stoppedAt;
  await probes.stop();
  expect(drainedAfter).toBeGreaterThanOrEqual(1900);
  expect(drainedAfter).toBeLessThan(6000);
});

it('closes after SHUTDOWN_DRAIN_MS at most, though requests go on', async () => {
  const run = runServer(root, { SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_QUIET_MS: '1000' });
  const url = await waitForUrl(run);
  const visitors = traffic(url);
  await sleep(300);
  const sigterm = Date.now();
  run.child.kill('SIGTERM');
  expect(await exitedWithin(run.exit, 6000)).toBe(0);
  const after = Date.now() - sigterm;
  await visitors.stop();
  expect(after).toBeGreaterThanOrEqual(1400);
  expect(after).toBeLessThan(4000);
});

describe('untilQuiet (injected clock)', () => {
  it('waits for quietMs without requests, at least quietMs after it began, at most maxMs', async () => {
    let now = 1_000_000;
    const health = { lastRequestAt: now - 5000 };
    const clock = () => now;
    // Idle already: still waits quietMs from the start (a balancer with active checks notices).
    const idle = untilQuiet(health, { quietMs: 500, maxMs: 5000, now: clock, pollMs: 1 });
    now += 499;
    await sleep(10);
    now += 1;
    await expect(idle).resolves.toBe('quiet');

    // Requests keep coming: the cap.
    const busy = untilQuiet(health, { quietMs: 500, maxMs: 2000, now: clock, pollMs: 1 });
    for (let t = 0; t < 2000; t += 100) {
      now += 100;
      health.lastRequestAt = now;
      await sleep(2);
    }
    await expect(busy).resolves.toBe('timeout');
  });
});

describe('SHUTDOWN_REFUSE_GETS', () => {
  it.each([
    ['true', 503],
    ['false', 200],
  ])('=%s: a GET while draining answers %i; probes and writes are served', async (flag, get) => {
    const server = await startServer({ env: { SHUTDOWN_REFUSE_GETS: flag } });
    try {
      expect((await call(server, '/api/products')).status).toBe(200);
      server.app.health.drain();
      const answer = await call(server, '/api/products');
      expect(answer.status).toBe(get);
      if (get === 503) {
        expect(answer.json).toEqual({ message: DRAINING });
        expect(answer.headers.get('retry-after')).toBe('1');
      }
      expect((await call(server, '/healthz')).status).toBe(200);
      expect((await call(server, '/readyz')).status).toBe(503);
      const contact = await call(server, '/api/contact', {
        json: { fullName: 'Dee', email: 'dee@example.com', subject: 'Drain', message: 'Hi' },
      });
      expect(contact.status).toBe(201);
    } finally {
      await server.close();
    }
  });
});
