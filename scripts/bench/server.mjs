// The benchmark's site: builds it (npm run build) and runs the real server, as `npm start` would,
// on a free loopback port with a fresh data folder. Used by scripts/bench-web.mjs and
// scripts/bench/data.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BUILD_TIMEOUT_MS = 10 * 60_000;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `npm run build` in `root`, showing its output; rejects on failure or after 10 minutes. */
export function build(root) {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts build/server/index.js and resolves once GET /api/health answers 200, with the site's
 * origin, its process id, its data folder and a stop() that ends the server (SIGTERM, SIGKILL
 * after 10 s) and removes its data. `options.dataDir`: a data folder made already (else a fresh
 * one); `options.env`: more settings (DATABASE_URL...); `options.spawned(stop)`: told how to stop
 * it as soon as it runs (to stop it on a signal while it starts).
 */
export async function startServer(root, options = {}) {
  const entry = path.join(root, 'build', 'server', 'index.js');
  for (const file of [entry, path.join(root, 'dist', 'index.html')]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${path.relative(root, file)} is missing: build first (drop --no-build)`);
    }
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);

  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return done();
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      server.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      server.kill('SIGTERM');
    });

  options.spawned?.(stop);

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${server.exitCode}:\n${log}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        return { origin, pid: server.pid, dataDir, stop, log: () => log };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`The server did not answer ${origin}/api/health within 30 s:\n${log}`);
}
