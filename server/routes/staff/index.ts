// The back office's API, under /api/staff/ (registered with that prefix by app.ts), in two groups
// the one guard of authenticated routes (accounts/authenticate.ts) checks against the database on
// each request: the site's content (documents, pages, collections, media, redirects) answers staff, an
// editor or an admin; the administration (members and roles, the inbox, leads and job
// applications, emails, enrolments, analytics, the newsletter, the audit log) answers admins only, and an editor
// gets 403 with the reason (docs/security.md, roles). A route added to neither group is not
// registered. Every write has a generous per-address limit (RATE_LIMIT_STAFF_MAX) and writes an
// audit row.

import { subscriberStaffRoutes } from '../../newsletter/subscribers/staff-routes';
import { campaignStaffRoutes } from '../../newsletter/campaigns/staff-routes';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from '../../accounts/authenticate';
import type { CounterStore } from '../../security/counter-store';
import { accountRoutes } from '../../accounts/routes/staff-accounts';
import { applicationRoutes } from '../../hiring/staff-routes';
import { analyticsRoutes } from '../../analytics/staff-routes';
import type { StaffRouteDeps } from './common';
import { contentEditRoutes } from '../../content/routes/staff-content';
import { documentRoutes } from '../../content/routes/staff-documents';
import { redirectRoutes } from '../../content/routes/staff-redirects';
import { pageRoutes } from '../../content/routes/staff-pages';
import { emailRoutes } from '../../mail/staff-routes';
import { staffEnrolmentRoutes } from '../../courses/staff-routes';
import { leadRoutes } from '../../leads/routes/staff';
import { mediaRoutes } from '../../media/staff-routes';
import { messageRoutes } from '../../leads/routes/staff-messages';
import { namePlugins } from '../../platform/plugin-name';

/** The routes of the site's content: editors and admins. */
const CONTENT = [contentEditRoutes, documentRoutes, mediaRoutes, redirectRoutes, pageRoutes];
/** The administration: admins only. */
const ADMINISTRATION = [
  messageRoutes,
  leadRoutes,
  applicationRoutes,
  accountRoutes,
  emailRoutes,
  staffEnrolmentRoutes,
  analyticsRoutes,
  subscriberStaffRoutes,
  campaignStaffRoutes,
];
namePlugins(Object.fromEntries([...CONTENT, ...ADMINISTRATION].map((p) => [p.name, p])));

export const staffRoutes: FastifyPluginAsync<StaffRouteDeps & { counters: CounterStore }> = async (
  app,
  options,
) => {
  // Only these: the options also carry the prefix, which the routes below must not add again.
  const deps: StaffRouteDeps = {
    config: options.config,
    store: options.store,
    tokens: options.tokens,
    notify: options.notify,
    now: options.now,
    redact: options.redact,
    mediaCache: options.mediaCache,
    emails: options.emails,
    published: options.published,
    drafts: options.drafts,
    redirects: options.redirects,
    pages: options.pages,
    searchIndex: options.searchIndex,
    newsletter: options.newsletter,
    campaigns: options.campaigns,
  };
  const group = (role: 'staff' | 'admin', routes: typeof CONTENT) => {
    const scoped = async (scope: FastifyInstance) => {
      const perAccount = { counters: options.counters, max: deps.config.rateLimitStaffAccountMax };
      scope.addHook('onRequest', createAuthenticate(deps.store, deps.tokens, { role, perAccount }));
      for (const routesOf of routes) await scope.register(routesOf, deps);
    };
    namePlugins({ [`${role} routes`]: scoped });
    return app.register(scoped);
  };
  await group('staff', CONTENT);
  await group('admin', ADMINISTRATION);
};

namePlugins({ staffRoutes });
