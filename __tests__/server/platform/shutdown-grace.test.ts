// closeGracefully (server/platform/shutdown.ts): a connection accepted before the server stopped listening
// still gets its request served, even when the request arrives after close began (a balancer
// opens a connection per request); a connection that sends nothing does not hold shutdown up.

import fsp from 'node:fs/promises';
import net from 'node:net';
import type { Socket } from 'node:net';
import { closeGracefully, trackIdleConnections } from '../../../server/platform/shutdown';
import { type TestServer, startServer } from '../helpers';
import { sleep } from '../child';

let server: TestServer;
let idle: Set<Socket>;

beforeEach(async () => {
  server = await startServer();
  idle = trackIdleConnections(server.app.server);
});

afterEach(async () => {
  await fsp.rm(server.root, { recursive: true, force: true });
});

/** A connection the server has accepted; `send` writes a request, `answer` is all it got back. */
async function openConnection() {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  await sleep(100); // the server's accept has run
  return {
    send: (path: string) =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`),
    answer,
  };
}

it('serves a request that arrives on an accepted connection after close began', async () => {
  const connection = await openConnection();
  const closed = closeGracefully(server.app, idle, 1000);
  await sleep(200);
  // No new connections any more...
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  // ...but the one accepted before is served, and then closed.
  connection.send('/api/products');
  const answer = await connection.answer;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  await closed;
});

it('closes a connection that never sends a request once the grace is over', async () => {
  const connection = await openConnection();
  const started = Date.now();
  await closeGracefully(server.app, idle, 300);
  expect(await connection.answer).toBe('');
  expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  expect(Date.now() - started).toBeLessThan(5000);
});
