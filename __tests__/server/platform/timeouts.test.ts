// Slow clients and connection floods: a request that trickles in is closed by REQUEST_TIMEOUT,
// slow headers by the headers timeout, connections beyond MAX_CONNECTIONS are refused, and each
// route accepts no bigger body than it needs.

import net from 'node:net';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { parseRawAnswer } from '../raw-requests';

const connect = (server: TestServer): Promise<net.Socket> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Sends `head`, then `body` one byte every `everyMs`; resolves when the server closes. */
function trickle(
  server: TestServer,
  head: string,
  body: string,
  everyMs: number,
  giveUpMs: number,
) {
  return new Promise<{ closed: boolean; text: string; sentBytes: number; afterMs: number }>(
    (resolve) => {
      const started = Date.now();
      const socket = net.connect(server.port, '127.0.0.1');
      let text = '';
      let sent = 0;
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', () => undefined);
      const timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++] as string);
      }, everyMs);
      const giveUp = setTimeout(() => finish(false), giveUpMs);
      function finish(closed: boolean) {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ closed, text, sentBytes: sent, afterMs: Date.now() - started });
      }
      socket.on('close', () => finish(true));
      socket.write(head);
    },
  );
}

describe('timeouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ overrides: { requestTimeoutMs: 1000, headersTimeoutMs: 1000 } });
  });
  afterAll(() => server.close());

  it('closes a POST whose body arrives one byte every 200 ms, with 408 and a reason', async () => {
    const body = JSON.stringify({
      fullName: 'Slow',
      email: 's@example.com',
      subject: 'S',
      message: 'slow',
    });
    const head =
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(server, head, body, 200, 8000);
    expect(result.closed).toBe(true);
    expect(result.sentBytes).toBeLessThan(body.length);
    expect(result.afterMs).toBeLessThan(4000);
    const answer = parseRawAnswer(result.text);
    expect(answer.status).toBe(408);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(result.text).toContain('The request took too long to arrive');
    // The server still answers others.
    expect((await call(server, '/api/health')).status).toBe(200);
  });

  it('closes a connection whose headers arrive one byte every 200 ms', async () => {
    const head =
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(100) + '\r\n\r\n';
    const result = await trickle(server, '', head, 200, 8000);
    expect(result.closed).toBe(true);
    expect(result.sentBytes).toBeLessThan(head.length);
    expect(result.afterMs).toBeLessThan(4000);
  });
});

describe('connection cap', () => {
  it('refuses connections beyond MAX_CONNECTIONS and serves again once they close', async () => {
    const server = await startServer({ env: { MAX_CONNECTIONS: '3' } });
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i += 1) held.push(await connect(server));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(call(server, '/api/health')).rejects.toThrow();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await call(server, '/api/health')).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
      await server.close();
    }
  });
});

describe('body limits per route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it.each([
    ['/api/auth/login', 'POST'],
    ['/api/auth/create', 'POST'],
  ])('%s takes at most 8 KiB', async (route, method) => {
    const answer = await call(server, route, {
      method,
      json: { email: 'a@example.com', password: 'x'.repeat(9 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain('The request body is too large (the limit is 8 KiB).');
  });

  it('PUT /api/profile takes at most 8 KiB (checked after the token)', async () => {
    const { token } = await newUser(server, 'body-limit');
    const answer = await call(server, '/api/profile', {
      method: 'PUT',
      token,
      json: { name: 'x'.repeat(9 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: 'The request body is too large (the limit is 8 KiB).' });
  });
});
