// The real entry point in a child process: start-up message, graceful shutdown, refusal to start
// with a bad configuration.

import { type ChildProcess, spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { makeTempRoot } from './helpers';

const PROJECT = path.resolve(__dirname, '../..');
jest.setTimeout(90_000);

let root: string;

beforeEach(async () => {
  root = await makeTempRoot();
});

afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function runServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['-r', 'ts-node/register', 'server/index.ts'], {
    cwd: PROJECT,
    env: {
      PATH: process.env.PATH ?? '',
      TS_NODE_PROJECT: 'server/tsconfig.json',
      TS_NODE_TRANSPILE_ONLY: 'true',
      DATA_DIR: path.join(root, 'data'),
      DIST_DIR: path.join(root, 'no-dist'),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...env,
    },
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitForUrl(run: Run): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Kestrel Software is running at (http:\/\/localhost:(\d+))/.exec(run.stdout());
    if (match) return `http://127.0.0.1:${match[2]}`;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${run.stdout()} ${run.stderr()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('server/index.ts', () => {
  it('prints its URL, and on SIGTERM finishes the request in flight, refuses new ones, exits 0', async () => {
    const run = runServer({ SHUTDOWN_DRAIN_MS: '0' });
    const url = await waitForUrl(run);
    const port = Number(new URL(url).port);
    expect((await (await fetch(`${url}/api/health`)).json()).status).toBe('ok');

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      fullName: 'Late Sender',
      email: 'late@example.com',
      subject: 'In flight',
      message: 'Sent across a shutdown',
    });
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await sleep(300);

    run.child.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    socket.end(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await run.exit).toBe(0);

    // The database was closed cleanly: the WAL was checkpointed into the main file.
    const files = await fsp.readdir(path.join(root, 'data'));
    expect(files).toContain('kestrel.db');
    expect(files).not.toContain('kestrel.db-wal');
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
