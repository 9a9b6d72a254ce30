// SIGTERM in a real server process (server/index.ts), on each store: /readyz answers 503 at once
// while the server goes on serving (until requests stop: drain.test.ts; at most
// SHUTDOWN_DRAIN_MS); then it stops accepting connections,
// lets the request in flight finish (and stores it), closes the database and exits 0. Probes are
// not in the request log at LOG_LEVEL=info.

import fsp from 'node:fs/promises';
import { requestInFlight, runServer, sleep, waitForUrl } from '../child';
import { makeTempRoot } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

jest.setTimeout(90_000);

/** Calls `probe` every 25 ms until it returns a value, for at most `ms`. */
async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(25);
  }
  return undefined;
}

const refused = (url: string) =>
  fetch(url).then(
    () => undefined,
    () => true,
  );

describe.each(STORE_TABLE)('SIGTERM on %s', (_name, harness) => {
  let database: FreshDatabase;
  let root: string;

  beforeEach(async () => {
    database = await harness.fresh();
    root = await makeTempRoot();
  });

  afterEach(async () => {
    await database.dispose();
    await fsp.rm(root, { recursive: true, force: true });
  });

  it('drains: not ready at once, still serving, then finishes the request in flight and exits 0', async () => {
    const run = runServer(root, { ...database.env, SHUTDOWN_DRAIN_MS: '1500', LOG_LEVEL: 'info' });
    const url = await waitForUrl(run);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const inFlight = requestInFlight(Number(new URL(url).port), 'Across a drain');
    await sleep(200);
    run.child.kill('SIGTERM');

    const notReady = await within(1000, async () => {
      const answer = await fetch(`${url}/readyz`);
      return answer.status === 503 ? answer.json() : undefined;
    });
    expect(notReady).toEqual({ status: 'unavailable', reason: 'draining' });
    // Still serving during the drain, and asking keep-alive clients to go elsewhere.
    const during = await fetch(`${url}/api/products`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');

    // After the drain: new connections are refused, but the request in flight is answered.
    expect(await within(10_000, () => refused(`${url}/healthz`))).toBe(true);
    inFlight.finish();
    expect(await inFlight.response).toMatch(/^HTTP\/1\.1 201/);
    expect(await run.exit).toBe(0);
    expect(
      await database.query("SELECT email FROM contact_messages WHERE subject = 'Across a drain'"),
    ).toEqual([{ email: 'late@example.com' }]);

    // The request log has the API call but none of the probes.
    const logged = run
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    expect(logged).toContain('/api/health');
    expect(logged).not.toContain('/healthz');
    expect(logged).not.toContain('/readyz');
  });
});
