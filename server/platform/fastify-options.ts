// The options the server's Fastify instance is made with (app.ts): its logger, limits on body
// size, time and requests per connection, the proxies it trusts, the handlers of malformed
// requests, and how schemas are compiled (one serializer and one validator per distinct schema,
// shared by every app the process builds; request bodies validated strictly, never coerced).

import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorHandler } from './client-errors';
import type { Config, TrustProxy } from '../config';
import { frameworkErrorHandler } from './errors';
import { loggerOptions } from './logger';
import { sharedSerializers, sharedValidators } from './serializers';

/** One per process: an app built again reuses what the ones before it compiled (serializers.ts). */
const compilersFactory = {
  buildSerializer: sharedSerializers(),
  buildValidator: sharedValidators(),
};

/** Fastify's trustProxy: a hop count trusts the `n` nearest hops (as Fastify does for numbers). */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const fastifyOptions = (
  config: Config,
  /** Where log lines go; default: standard output. */
  logStream?: { write(line: string): void },
): FastifyHttpOptions<Server> => ({
  logger: logStream ? { ...loggerOptions(config), stream: logStream } : loggerOptions(config),
  bodyLimit: config.bodyLimit,
  trustProxy: fastifyTrustProxy(config.trustProxy),
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.idleTimeoutMs,
  keepAliveTimeout: config.keepAliveTimeoutMs,
  maxRequestsPerSocket: config.maxRequestsPerSocket,
  // Node checks request and header timeouts at this interval (30 s by default).
  http: {
    connectionsCheckingInterval: Math.max(100, Math.min(5000, config.requestTimeoutMs / 4)),
  },
  clientErrorHandler,
  frameworkErrors: frameworkErrorHandler,
  // A request accepted before shutdown stopped listening is served, not refused (shutdown.ts).
  return503OnClosing: false,
  schemaController: { compilersFactory },
  // Ajv without its code optimiser, for the response serializers' choices between a union's
  // members (fast-json-stringify) and for the request validators: the optimiser made compiling
  // them several times slower (two thirds of a test file's time went to it) and the code it
  // made validated no faster (docs/performance.md, "Compiling the schemas").
  serializerOpts: { ajv: { code: { optimize: false } } },
  ajv: {
    // Reject what does not match instead of silently coercing or dropping it.
    // The content documents' editor hints (contract/content-fields.ts) are annotations only.
    customOptions: {
      coerceTypes: false,
      removeAdditional: false,
      useDefaults: false,
      keywords: ['editor', 'itemTitle'],
      code: { optimize: false },
    },
  },
});
