// More than one listening socket on the server's port, so that a burst of new connections is
// accepted in a few turns of the event loop rather than hundreds.
//
// Why: since libuv 1.45 (Node 20 and later) a listening socket accepts one connection per turn
// of the event loop (libuv pull request 3696). With hundreds of connections already busy a turn
// takes several milliseconds, so when 500 clients connect at once the last ones wait seconds in
// the kernel's accept queue before their first request is even read (docs/performance.md,
// "Overload"). With `reusePort` (SO_REUSEPORT; Node 22.12 and 23.1 onwards, on Linux) several
// sockets listen on the one port, the kernel spreads new connections across them, and each
// accepts one a turn: LISTEN_SOCKETS times as many.
//
// The extra sockets hand each connection to the HTTP server (`'connection'`, as Node's docs allow)
// and make it the server's own, so the server counts it: closing the server waits for it as for
// any other, and the database is closed only after its request has been answered (shutdown.ts).
// Where `reusePort` is not available (Node 20, other systems) the server listens on one socket,
// as before.
//
// SO_REUSEPORT would let a second process started by the same user bind the same port silently
// and take half its connections: before listening, the port is bound once without it, so a port
// already in use fails with EADDRINUSE as it always did.

import net from 'node:net';
import type { Server } from 'node:http';

/** Whether this Node, on this system, can share a port between listening sockets. */
export function canReusePort(
  version: string = process.versions.node,
  platform: NodeJS.Platform = process.platform,
): boolean {
  if (platform !== 'linux') return false;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 24 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

/** Binds `port` once without sharing, to fail as usual when another process holds it. */
async function ensureFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A net.Server's count of its open connections (what its close() waits on). */
interface Counted {
  _connections: number;
}

/**
 * Listens `count - 1` more sockets on the port `server` already listens on (with `reusePort`),
 * each handing its connections to `server`. Resolves to the extra sockets, to close with it.
 */
async function listenAlso(
  server: Server,
  { port, host, count }: { port: number; host: string; count: number },
): Promise<net.Server[]> {
  const extras: net.Server[] = [];
  for (let i = 1; i < count; i++) {
    const extra = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
      // The connection becomes the HTTP server's: its count, its close() waiting on it, its
      // MAX_CONNECTIONS (checked as Node checks it for the server's own socket).
      (extra as unknown as Counted)._connections--;
      const max = server.maxConnections;
      if (max != null && max >= 0 && (server as unknown as Counted)._connections >= max) {
        socket.destroy();
        return;
      }
      (server as unknown as Counted)._connections++;
      (socket as unknown as { server: Server; _server: Server }).server = server;
      (socket as unknown as { _server: Server })._server = server;
      server.emit('connection', socket);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        extra.once('error', reject);
        extra.listen({ port, host, reusePort: true }, () => {
          extra.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      for (const opened of extras) opened.close();
      throw error;
    }
    extras.push(extra);
  }
  server.once('close', () => {
    for (const extra of extras) if (extra.listening) extra.close();
  });
  return extras;
}

export interface Listening {
  /** Sockets listening on the port: LISTEN_SOCKETS, or 1 where they cannot share it. */
  sockets: number;
  /** Stops the extra sockets accepting (the server's own close() stops its own). */
  stopAccepting(): void;
}

/**
 * Makes `listen` (the app's, with the given options) listen on `sockets` sockets where the
 * system allows it, on one otherwise.
 */
export async function listenShared(
  listen: (options: { port: number; host: string; reusePort?: boolean }) => Promise<unknown>,
  server: Server,
  { port, host, sockets }: { port: number; host: string; sockets: number },
): Promise<Listening> {
  if (sockets <= 1 || !canReusePort()) {
    await listen({ port, host });
    return { sockets: 1, stopAccepting() {} };
  }
  await ensureFree(port, host);
  await listen({ port, host, reusePort: true });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const extras = await listenAlso(server, { port: bound, host, count: sockets });
  return {
    sockets: extras.length + 1,
    stopAccepting() {
      for (const extra of extras) if (extra.listening) extra.close();
    },
  };
}
