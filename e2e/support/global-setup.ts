import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

// Starts the real server (the production build) on a free loopback port with a fresh data folder
// and a known JWT secret, hands its address to the tests through environment variables, and
// returns the teardown that stops it and removes the folder.
//
// E2E_DIST_DIR (default ./dist) and E2E_SERVER_ENTRY (default ./build/server/index.js) let a
// developer test a build kept elsewhere; `npm run test:e2e` builds into the defaults first.

const ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 30_000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseURL: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer ${baseURL}/api/health in time:\n${log()}`);
}

const stopServer = (server: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const distDir = path.resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');
  const entry = path.resolve(ROOT, process.env.E2E_SERVER_ENTRY ?? 'build/server/index.js');
  const builds: [string, string][] = [
    ['site build', path.join(distDir, 'index.html')],
    ['server build', entry],
  ];
  for (const [what, file] of builds) {
    if (!fs.existsSync(file)) {
      throw new Error(`No ${what} at ${file}: run \`npm run build\` (npm run test:e2e does).`);
    }
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-e2e-'));
  const jwtSecret = randomBytes(36).toString('base64url'); // 48 characters
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  let output = '';
  const server = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '1000',
      // The job applications' retention looks every 2 s (e2e/staff/applications.spec.ts waits for it).
      APPLICATION_RETENTION_CHECK_SECONDS: '2',
      // Every spec's pages send analytics beacons from this one address.
      RATE_LIMIT_EVENTS_MAX: '100000',
      // And their contact, quote and application forms (the server tests hold the limit).
      RATE_LIMIT_CONTACT_MAX: '1000',
      // One server for three browsers on a busy machine: a request may wait for its turn longer
      // than the 3 s after which a server sheds it with 503 (REQUEST_QUEUE_WAIT_MS). Shedding is
      // the server tests' and the multi-instance test's to check; here every request is served.
      REQUEST_QUEUE_WAIT_MS: '0',
      JWT_SECRET: jwtSecret,
      // No SMTP_URL: emails are written to DATA_DIR/outbox/*.eml (e2e/accounts/password.spec.ts reads
      // them); their links point at this server.
      PUBLIC_URL: baseURL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const teardown = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Warnings the server logged while the tests ran (LOG_LEVEL=warn), for whoever reads the run.
    const warnings = output
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('Kestrel Software is running'));
    if (warnings.length > 0) {
      console.log(`Server log (warnings):\n${warnings.slice(-50).join('\n')}`);
    }
  };

  try {
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_JWT_SECRET = jwtSecret;
  return teardown;
}
