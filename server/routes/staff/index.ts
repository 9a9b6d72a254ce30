// The back office's API, under /api/staff/ (registered with that prefix by app.ts). Every route
// answers staff only, checked against the database on each request by the one guard of
// authenticated routes (auth/authenticate.ts: the session not ended, the account staff now); every
// write has a generous per-address limit (RATE_LIMIT_STAFF_MAX) and writes an audit row.

import type { FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from '../../auth/authenticate';
import { accountRoutes } from './accounts';
import type { StaffRouteDeps } from './common';
import { contentEditRoutes } from './content';
import { documentRoutes } from './documents';
import { emailRoutes } from './emails';
import { mediaRoutes } from './media';
import { messageRoutes } from './messages';

export const staffRoutes: FastifyPluginAsync<StaffRouteDeps> = async (app, options) => {
  // Only these: the options also carry the prefix, which the routes below must not add again.
  const deps: StaffRouteDeps = {
    config: options.config,
    store: options.store,
    tokens: options.tokens,
    notify: options.notify,
    now: options.now,
    redact: options.redact,
  };
  app.addHook('onRequest', createAuthenticate(deps.store, deps.tokens, { role: 'staff' }));
  await app.register(messageRoutes, deps);
  await app.register(contentEditRoutes, deps);
  await app.register(documentRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(mediaRoutes, deps);
  await app.register(emailRoutes, deps);
};
