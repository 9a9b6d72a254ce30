// The server's log: pino through Fastify. On a terminal (or LOG_FORMAT=pretty) each entry is one
// readable, coloured line (pino-pretty); anywhere else (a file, a log collector, LOG_FORMAT=json)
// it is one JSON object a line. Either way credentials, cookies and bodies are never written, and
// neither are secrets carried in a URL's query (a reset link's token): they are redacted from
// every logged URL.

import type { FastifyServerOptions } from 'fastify';
import type pretty from 'pino-pretty';
import type { Config } from '../config';

/** Log paths that must never be written: credentials, cookies and request bodies. */
const REDACTED_LOG_PATHS = [
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

/** Query parameters whose value is a secret (a reset link's token...): never logged. */
const SECRET_QUERY_PARAMETERS = ['token', 'code', 'password', 'secret', 'key', 'sig'];

/** The URL with the value of every secret query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .replace(/(^|[&;])([^=&;]*)=([^&;#]*)/g, (whole, sep, name) => {
      let decoded = String(name);
      try {
        decoded = decodeURIComponent(decoded.replace(/\+/g, ' '));
      } catch {
        // A malformed name is compared as it was sent.
      }
      return SECRET_QUERY_PARAMETERS.includes(decoded.trim().toLowerCase())
        ? `${sep}${name}=[redacted]`
        : whole;
    });
  return `${url.slice(0, question)}?${query}`;
}

/** What a log line says of a request: Fastify's fields, with the URL's secrets redacted. */
const serializeRequest = (request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * pino-pretty, loaded only for readable lines: with the streams it is built on it is 0.5 MB of
 * modules, which a server logging JSON (in production, and every test server) never runs.
 */
const loadPretty = (): typeof pretty =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded when first needed, and synchronously: Fastify takes the stream as an option
  (require('pino-pretty') as { default: typeof pretty }).default;

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
    serializers: { req: serializeRequest },
  };
  if (config.logFormat !== 'pretty') return base;
  return {
    ...base,
    // In this process and synchronous: a line is written before the next one, and before exit.
    stream: loadPretty()({
      destination,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  };
}
