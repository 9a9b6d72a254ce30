// The real entry point (server/index.ts) in a child process, its TypeScript transpiled as ts-node's
// transpile-only mode does but kept between runs (child-register.js), for the tests of start-up
// and shutdown; and a request whose body is still arriving, to be in flight.

import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const PROJECT = path.resolve(__dirname, '../..');
/** `node -r` this to run the server's TypeScript (child-register.js). */
export const REGISTER = path.join(__dirname, 'child-register.js');

export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

export function runServer(root: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['-r', REGISTER, 'server/index.ts'], {
    cwd: PROJECT,
    env: {
      PATH: process.env.PATH ?? '',
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

export async function waitForUrl(run: Run): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Kestrel Software is running at (http:\/\/localhost:(\d+))/.exec(run.stdout());
    if (match) return `http://127.0.0.1:${match[2]}`;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${run.stdout()} ${run.stderr()}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts POST /api/contact and sends only the start of its body: the request stays in flight
 * until finish() sends the rest. `response` is the raw HTTP answer once the server closes.
 */
export function requestInFlight(port: number, subject: string) {
  const body = JSON.stringify({
    fullName: 'Late Sender',
    email: 'late@example.com',
    subject,
    message: 'Sent across a shutdown',
  });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    // Not socket.end(): a client that half-closes has its connection ended by Node's HTTP
    // server before an asynchronous handler answers. `Connection: close` ends it after the answer.
    finish: () => socket.write(body.slice(20)),
    response: closed,
  };
}
