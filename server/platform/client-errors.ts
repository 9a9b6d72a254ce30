// Answers Node writes itself, before Fastify sees a request (Fastify's `clientErrorHandler`):
// malformed HTTP (400), headers too large (431), a request that took too long (408). They carry
// the same security headers as every other answer (see security.ts) and a JSON reason, then the
// connection is closed.

import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { STATIC_SECURITY_HEADERS } from '../security/headers';

const ANSWERS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive; the connection is closed.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset connection has gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = ANSWERS[error.code] ?? [400, 'The request is not valid HTTP.'];
  this.log.debug({ code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  const headers = {
    ...STATIC_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const statusLine = `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n`;
  socket.end(`${statusLine}${lines.join('')}\r\n${body}`, () => socket.destroy());
}
