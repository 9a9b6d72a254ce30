// Requests below fetch, for what fetch cannot send or would hide: a path sent byte for byte, a
// request from a chosen loopback address, raw bytes on a TCP connection, and the status and headers
// of the raw answer. The test server itself and fetch's calls: helpers.ts.

import http from 'node:http';
import net from 'node:net';
import type { TestServer } from './helpers';

/** A request whose path is sent byte for byte (fetch would normalise `..`, and decompress). */
export function rawGet(
  server: TestServer,
  rawPath: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: rawPath, method: 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = response.statusCode ?? 0;
          resolve({ status, headers: response.headers, text: body.toString('utf8'), body });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * A JSON request from a chosen loopback address (127.0.0.2, 127.0.0.3...: Linux routes all of
 * 127/8 to the loopback interface), to test what one client address does to another.
 */
export function callFrom(
  server: TestServer,
  localAddress: string,
  urlPath: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        localAddress,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Writes `raw` bytes on a new TCP connection and collects everything the server sends until it
 * closes the connection or `timeoutMs` passes (then `closed` is false).
 */
export function rawExchange(
  server: Pick<TestServer, 'port'>,
  raw: string | Buffer,
  timeoutMs = 5000,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.write(raw);
  });
}

/** Status and lower-case headers of a raw HTTP answer. */
export function parseRawAnswer(text: string): { status: number; headers: Record<string, string> } {
  const [head = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers };
}
