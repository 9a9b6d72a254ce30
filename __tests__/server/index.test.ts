// The real entry point in a child process: start-up message, graceful shutdown, refusal to start
// with a bad configuration.

import fsp from 'node:fs/promises';
import path from 'node:path';
import { requestInFlight, runServer as runChild, sleep, waitForUrl } from './child';
import { makeTempRoot } from './helpers';

jest.setTimeout(90_000);

let root: string;

beforeEach(async () => {
  root = await makeTempRoot();
});

afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

const runServer = (env: Record<string, string>) => runChild(root, env);

describe('server/index.ts', () => {
  it('prints its URL, and on SIGTERM finishes the request in flight, refuses new ones, exits 0', async () => {
    const run = runServer({ SHUTDOWN_DRAIN_MS: '0' });
    const url = await waitForUrl(run);
    const port = Number(new URL(url).port);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');

    // A request whose body is still arriving when the signal comes.
    const inFlight = requestInFlight(port, 'In flight');
    await sleep(300);

    run.child.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    inFlight.finish();
    expect(await inFlight.response).toMatch(/^HTTP\/1\.1 201/);
    expect(await run.exit).toBe(0);

    // The database was closed cleanly: the WAL was checkpointed into the main file.
    const files = await fsp.readdir(path.join(root, 'data'));
    expect(files).toContain('kestrel.db');
    expect(files).not.toContain('kestrel.db-wal');
  });

  it('warns at start when PUBLIC_URL is unset in production', async () => {
    const run = runServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' });
    await waitForUrl(run);
    run.child.kill('SIGTERM');
    await run.exit;
    expect(run.stdout()).toMatch(/PUBLIC_URL is not set: links in emails, canonical links/);
  });

  it('refuses to start with a short JWT_SECRET, saying why', async () => {
    const run = runServer({ JWT_SECRET: 'too-short' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toMatch(/JWT_SECRET is too short/);
  });

  it('refuses to start with a PostgreSQL DATABASE_URL but no JWT_SECRET, saying why', async () => {
    const run = runServer({ DATABASE_URL: 'postgres://kestrel@localhost/kestrel' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toMatch(/JWT_SECRET is required when DATABASE_URL is set/);
  });

  it('refuses to start with a DATABASE_URL that is not PostgreSQL, saying why', async () => {
    const run = runServer({ DATABASE_URL: 'mysql://kestrel@localhost/kestrel' });
    expect(await run.exit).toBe(1);
    expect(run.stderr()).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
  });
});
