// The back office's API, under /api/staff/ (registered with that prefix by app.ts). Every route
// answers staff only, checked against the database on each request (auth/staff-guard.ts); every
// write has a generous per-address limit (RATE_LIMIT_STAFF_MAX) and writes an audit row.

import type { FastifyPluginAsync } from 'fastify';
import { requireStaff } from '../../auth/staff-guard';
import type { TokenService } from '../../auth/tokens';
import type { Config } from '../../config';
import type { DataStore } from '../../db';
import type { Redact } from '../../mail/redact';
import { accountRoutes } from './accounts';
import { contentEditRoutes } from './content';
import { emailRoutes } from './emails';
import { mediaRoutes } from './media';
import { messageRoutes } from './messages';

export interface StaffRouteDeps {
  config: Config;
  store: DataStore;
  tokens: TokenService;
  /** Tells the outbox worker that an email is due (a failed one sent again). */
  notify(): void;
  /** The outbox's clock (tests move it). */
  now(): Date;
  /** Takes secrets out of an email's error text (mail/redact.ts). */
  redact: Redact;
}

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
  app.addHook('onRequest', requireStaff(deps.store, deps.tokens));
  await app.register(messageRoutes, deps);
  await app.register(contentEditRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(mediaRoutes, deps);
  await app.register(emailRoutes, deps);
};
