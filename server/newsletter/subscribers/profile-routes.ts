// GET and PUT /api/profile/newsletter: "Email me new insights" on a member's profile (docs/product.md
// §10.24), for their verified address only: an unverified account can neither subscribe its
// address nor see or change the subscription of that address (403). Behind the one guard of
// every authenticated route (accounts/authenticate.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MemberNewsletter, MemberNewsletterChange } from '../../../contract/api/newsletter';
import { SESSION_EXPIRED, createAuthenticate } from '../../accounts/authenticate';
import type { Sessions } from '../../accounts/sessions';
import type { DataStore } from '../../db';
import { errors } from '../../platform/api/route-errors';
import { HttpError } from '../../platform/errors';
import type { Subscribers } from './service';

export const memberNewsletterRoutes: FastifyPluginAsyncTypebox<{
  store: DataStore;
  tokens: Sessions;
  newsletter: Subscribers;
}> = async (app, { store, tokens, newsletter }) => {
  const authenticate = createAuthenticate(store, tokens);
  const current = (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
    return request.user;
  };
  const refusals = errors([401, 403], { 403: "The account's address is not verified yet." });

  app.get(
    '/api/profile/newsletter',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Whether my verified address receives the newsletter',
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: { 200: MemberNewsletter, ...refusals },
      },
    },
    async (request) => newsletter.ofMember(current(request)),
  );

  app.put(
    '/api/profile/newsletter',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Subscribe my verified address to the newsletter, or unsubscribe it',
        description:
          'Confirmed at once (the address is verified); unsubscribing keeps only a keyed hash of ' +
          "the address, as the email's link does.",
        tags: ['profile'],
        security: [{ bearer: [] }],
        body: MemberNewsletterChange,
        response: { 200: MemberNewsletter, ...errors([400]), ...refusals },
      },
    },
    async (request) => {
      const user = current(request);
      await newsletter.setForMember(user, request.body);
      return newsletter.ofMember(user);
    },
  );
};
