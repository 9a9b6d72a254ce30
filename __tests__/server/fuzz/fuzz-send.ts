// Sending the fuzzers' requests (fuzz.test.ts) and reading only the status: through Node's HTTP
// client, or as raw bytes for a client that goes away in the middle of its body.

import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './fuzz-api';
import type { TestServer } from '../helpers';

/** The status, 0 when the connection ended without an answer, -1 when Node refused to send it. */
export function send(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  return new Promise<number>((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request(
        { host: '127.0.0.1', port: server.port, path, method, headers, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
    } catch {
      resolve(-1);
      return;
    }
    // A header or method Node's client refuses to send, or a connection the server closed:
    // not a server failure (0 is not counted as 5xx).
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Sends `length` bytes of the request's body (it announced more) and closes its side: a client
 * that goes away mid-upload. The status, or 0 when the connection ended without an answer.
 */
export function sendCut(server: TestServer, request: FuzzRequest, length: number) {
  const body = request.body ?? Buffer.alloc(0);
  const head =
    `${request.method} ${request.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return new Promise<number>((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0));
    });
    socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body.subarray(0, length)]));
  });
}
