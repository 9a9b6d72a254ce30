// Starts the server: `node build/server/index.js` (npm start does it through scripts/start.mjs).
// SIGTERM/SIGINT stop it gracefully: /readyz answers 503 at once; after SIGTERM the server goes
// on serving until the load balancer has stopped sending it requests (none for
// SHUTDOWN_QUIET_MS, at most SHUTDOWN_DRAIN_MS: shutdown.ts), then no new connections, in-flight
// requests finish, the database closes, exit code 0.

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { listenShared } from './platform/listeners';
import { closeGracefully, trackIdleConnections, untilQuiet } from './platform/shutdown';

const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function start(config: Config = loadConfig()): Promise<FastifyInstance> {
  const app = await buildApp(config);
  const idleConnections = trackIdleConnections(app.server);
  const listening = await listenShared((options) => app.listen(options), app.server, {
    port: config.port,
    host: config.host,
    sockets: config.overload.listenSockets,
  });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      dataDir: config.dataDir,
      distDir: config.distDir,
      jwtSecret: config.jwtSecretSource,
      store: app.store.kind,
      listeningSockets: listening.sockets,
    },
    'server started',
  );
  console.log(`Kestrel Software is running at http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (a deploy, an orchestrator): first tell the balancer through /readyz, keep serving
    // until it has stopped sending (no request for SHUTDOWN_QUIET_MS, at most
    // SHUTDOWN_DRAIN_MS), then close. SIGINT (Ctrl-C in a terminal) closes at once.
    const maxMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    const began = Date.now();
    app.health.drain();
    app.log.info({ signal, drainMs: maxMs }, 'shutting down');
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, maxMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    const drained =
      signal === 'SIGTERM'
        ? untilQuiet(app.health, { quietMs: config.shutdownQuietMs, maxMs })
        : Promise.resolve('skipped');
    // Stops accepting connections, lets the requests in flight (and those already accepted)
    // finish, then closes the database (the store's onClose hook in app.ts): shutdown.ts.
    drained
      .then((how) => {
        app.log.info({ drained: how, ms: Date.now() - began }, 'drained; closing');
        listening.stopAccepting();
        return closeGracefully(app, idleConnections);
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Error while shutting down:', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  return app;
}

/** Runs start() and turns a configuration problem into a one-line message and exit code 1. */
export async function main(): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  }
}

if (require.main === module) {
  void main();
}
