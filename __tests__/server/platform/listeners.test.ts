// Several sockets listening on the one port (server/platform/listeners.ts): every connection is served
// whichever socket accepted it, a port already in use still fails, closing waits for requests in
// flight on every socket's connections, and MAX_CONNECTIONS counts them all. Where this Node
// cannot share a port (Node 20), the server listens on one socket and the same holds.

import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { canReusePort, listenShared } from '../../../server/platform/listeners';

const HOST = '127.0.0.1';
const SOCKETS = 4;
let app: FastifyInstance;
/** Requests the server has answered (counted on its side, as the response is finished). */
let finished = 0;
/** Requests /held has received, and what answers them when the test says so. */
let held = 0;
let release: () => void = () => {};

beforeEach(async () => {
  finished = 0;
  held = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app = Fastify();
  app.addHook('onResponse', async () => {
    finished++;
  });
  app.get('/held', async () => {
    held++;
    await gate;
    return { ok: true };
  });
  app.get('/', async () => ({ ok: true }));
  await app.ready();
});

afterEach(async () => {
  release(); // a test that failed midway leaves nothing held
  await app.close();
});

const listen = (port = 0) =>
  listenShared((options) => app.listen(options), app.server, {
    port,
    host: HOST,
    sockets: SOCKETS,
  });

const portOf = () => (app.server.address() as net.AddressInfo).port;

/** One request on a fresh connection of its own: the status line, or the error. */
function requestOnNewConnection(port: number, path: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    let received = '';
    socket.on('connect', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', (error) => resolve(`error ${error.message}`));
    socket.on('close', () => resolve(received.split('\r\n')[0] || 'closed without an answer'));
  });
}

it('knows which Node versions can share a port', () => {
  expect(canReusePort('20.20.2', 'linux')).toBe(false);
  expect(canReusePort('22.11.0', 'linux')).toBe(false);
  expect(canReusePort('22.12.0', 'linux')).toBe(true);
  expect(canReusePort('23.0.0', 'linux')).toBe(false);
  expect(canReusePort('23.1.0', 'linux')).toBe(true);
  expect(canReusePort('24.0.0', 'linux')).toBe(true);
  expect(canReusePort('24.0.0', 'darwin')).toBe(false);
});

it('listens on several sockets where it can, and serves every connection', async () => {
  const listening = await listen();
  expect(listening.sockets).toBe(canReusePort() ? SOCKETS : 1);
  // Forty connections, spread by the kernel over the sockets: each one is answered.
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => requestOnNewConnection(portOf(), '/')),
  );
  expect(answers).toEqual(Array.from({ length: 40 }, () => 'HTTP/1.1 200 OK'));
});

it('fails as usual when another process already listens on the port', async () => {
  const other = net.createServer();
  await new Promise<void>((resolve) =>
    other.listen({ port: 0, host: HOST, ...(canReusePort() ? { reusePort: true } : {}) }, resolve),
  );
  const taken = (other.address() as net.AddressInfo).port;
  try {
    await expect(listen(taken)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

it('closes only once the requests in flight on every socket are answered', async () => {
  const listening = await listen();
  const port = portOf();
  // Twenty-four requests the server holds until the test lets them go: whichever sockets
  // accepted them, closing waits for every one.
  const answers = Array.from({ length: 24 }, () => requestOnNewConnection(port, '/held'));
  // Until every request has arrived (bounded: 10 s on a busy machine).
  for (let wait = 0; wait < 400 && held < 24; wait++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(held).toBe(24);
  // The server counts every connection as its own, whichever socket accepted it.
  const open = await new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
  expect(open).toBe(24);
  listening.stopAccepting();
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(closed).toBe(false); // still waiting for the requests in flight
  expect(finished).toBe(0);
  release();
  await closing;
  expect(finished).toBe(24);
  expect(await Promise.all(answers)).toEqual(Array.from({ length: 24 }, () => 'HTTP/1.1 200 OK'));
  // And nothing listens any more, on any socket.
  expect(await requestOnNewConnection(port, '/')).toMatch(/^error .*ECONNREFUSED/);
});

it('holds MAX_CONNECTIONS across every socket', async () => {
  app.server.maxConnections = 5;
  await listen();
  const port = portOf();
  const sockets: net.Socket[] = [];
  const opened = Array.from(
    { length: 20 },
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, HOST);
        sockets.push(socket);
        let received = '';
        socket.on('connect', () =>
          socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\nConnection: keep-alive\r\n\r\n`),
        );
        socket.on('data', (chunk) => {
          received += chunk.toString();
          if (received.includes('\r\n\r\n')) resolve(true);
        });
        socket.on('error', () => resolve(false));
        socket.on('close', () => resolve(false));
      }),
  );
  const served = (await Promise.all(opened)).filter(Boolean).length;
  for (const socket of sockets) socket.destroy();
  expect(served).toBe(5);
});
