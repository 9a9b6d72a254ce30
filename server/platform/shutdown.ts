// Closing the server without dropping requests that are already on their way, and without
// waiting forever for connections that send nothing.
//
// app.close() stops listening, closes keep-alive connections between requests, lets requests in
// progress finish, then runs the onClose hooks (the database). Two gaps remain, closed here:
//  - A connection accepted just before the server stopped listening (a balancer opens one per
//    request) whose request arrives a moment later: Fastify would answer it 503, and nginx does
//    not retry a POST that got an answer. app.ts sets `return503OnClosing: false`, so it is
//    served, with `Connection: close`.
//  - A connection that was accepted but never sends a request keeps the server open (Node stops
//    enforcing its header timeout once closing). After `graceMs`, such connections are destroyed.

import type { Server, ServerResponse, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const ACCEPTED_GRACE_MS = 1000;

interface QuietOptions {
  /** No request (probes aside) for this long means the balancer has stopped sending. */
  quietMs: number;
  /** The longest wait. */
  maxMs: number;
  now?: () => number;
  pollMs?: number;
}

/**
 * The drain after SIGTERM (index.ts): /readyz already answers 503; resolves once no request
 * other than a probe has arrived for `quietMs` (and at least that long after the drain began),
 * or after `maxMs`. By then the balancer has stopped sending this instance traffic (an active
 * check saw /readyz fail, or the deploy took the instance out of nginx's upstream), so closing
 * the listener cannot reset a connection the balancer has just opened: a POST on it would get
 * a 502, which nginx does not retry.
 */
export async function untilQuiet(
  health: { readonly lastRequestAt: number },
  { quietMs, maxMs, now = Date.now, pollMs = 50 }: QuietOptions,
): Promise<'quiet' | 'timeout'> {
  const began = now();
  for (;;) {
    const at = now();
    if (at - Math.max(began, health.lastRequestAt) >= quietMs) return 'quiet';
    if (at - began >= maxMs) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Connections with no request in progress; call before the server listens. */
export function trackIdleConnections(server: Server): Set<Socket> {
  const idle = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    idle.add(socket);
    socket.once('close', () => idle.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    idle.delete(socket);
    response.once('finish', () => {
      if (!socket.destroyed) idle.add(socket);
    });
  });
  return idle;
}

export async function closeGracefully(
  app: FastifyInstance,
  idle: Set<Socket>,
  graceMs: number = ACCEPTED_GRACE_MS,
): Promise<void> {
  const timer = setTimeout(() => {
    for (const socket of idle) socket.destroy();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
