// Who calls a use case's service, whichever door it came through (an API route, a form page):
// the client's address, which its limits count, and the request's logger.

import type { FastifyBaseLogger } from 'fastify';

export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}
