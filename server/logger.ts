// The server's log: pino through Fastify. On a terminal (or LOG_FORMAT=pretty) each entry is one
// readable, coloured line (pino-pretty); anywhere else (a file, a log collector, LOG_FORMAT=json)
// it is one JSON object a line. Either way credentials, cookies and bodies are never written.

import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config';

/** Log paths that must never be written: credentials, cookies and request bodies. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'passwordHash',
  'token',
];

/** Where readable lines go; standard output unless a test gives another stream. */
type Destination = NonNullable<Parameters<typeof pretty>[0]>['destination'];

/** Fastify's `logger` option for these settings. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination: Destination = 1,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const base = {
    level: config.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
  if (config.logFormat !== 'pretty') return base;
  return {
    ...base,
    // In this process and synchronous: a line is written before the next one, and before exit.
    stream: pretty({
      destination,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  };
}
