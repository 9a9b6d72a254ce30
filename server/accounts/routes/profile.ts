// GET and PUT /api/profile: the caller's own record, found from the token's `sub` claim only.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Profile, ProfileChanges } from '../../../contract/api/public';
import { SESSION_EXPIRED, createAuthenticate } from '../authenticate';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import type { DataStore, User } from '../../db';
import { HttpError } from '../../platform/errors';
import { perClientLimit } from '../../security/rate-limits';
import { errors } from '../../platform/api/route-errors';

export interface ProfileRouteDeps {
  config: Config;
  store: DataStore;
  /** Session tokens: each issue opens a session kept on the server. */
  tokens: Sessions;
}

export const profileRoutes: FastifyPluginAsyncTypebox<ProfileRouteDeps> = async (
  app,
  { config, store, tokens },
) => {
  const authenticate = createAuthenticate(store, tokens);

  // The figures are counted from the enrolments and internships (docs/product.md §10.18).
  const toProfile = async (user: User) => {
    const figures = await store.members.figures(user.id);
    return {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      completedCourses: figures.completed,
      enrolledCourses: figures.enrolled,
      completedInternships: figures.internships,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
    };
  };

  const current = (request: FastifyRequest): User => {
    if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
    return request.user;
  };

  app.get(
    '/api/profile',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Read my profile',
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: { 200: Profile, ...errors([401]) },
      },
    },
    async (request) => toProfile(current(request)),
  );

  app.put(
    '/api/profile',
    {
      onRequest: authenticate,
      config: {
        rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many profile changes.'),
      },
      // Three short fields: 8 KiB holds them even when every character is JSON-escaped.
      bodyLimit: 8 * 1024,
      schema: {
        summary: 'Change my profile',
        description: 'Name, phone and address; a field left out keeps its value.',
        tags: ['profile'],
        security: [{ bearer: [] }],
        body: ProfileChanges,
        response: {
          200: Profile,
          ...errors([400, 401, 429], { 400: 'A field breaks its rule, or the email was sent.' }),
        },
      },
    },
    async (request) => {
      const { name, phone, address } = request.body;
      const updated = await store.users.updateProfile(current(request).id, {
        name: name?.trim(),
        phone: phone?.trim(),
        address: address?.trim(),
      });
      if (!updated) throw new HttpError(401, SESSION_EXPIRED);
      return toProfile(updated);
    },
  );
};
