// GET and PUT /api/profile: the caller's own record, found from the token's `sub` claim only.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED, createAuthenticate } from '../auth/authenticate';
import type { TokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { DataStore, ProfileChanges, User } from '../db';
import { HttpError } from '../errors';
import { perClientLimit } from '../limits/rate-limits';
import { LIMITS, lineSchema, optionalLineSchema } from './schemas';

export interface ProfileRouteDeps {
  config: Config;
  store: DataStore;
  tokens: TokenService;
}

export { SESSION_EXPIRED };

const profileSchema = {
  type: 'object',
  required: [
    'name',
    'email',
    'phone',
    'address',
    'completedCourses',
    'enrolledCourses',
    'completedInternships',
    'role',
  ],
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    address: { type: 'string' },
    completedCourses: { type: 'integer' },
    enrolledCourses: { type: 'integer' },
    completedInternships: { type: 'integer' },
    /** For the navigation's Staff link only: the server decides every staff request itself. */
    role: { type: 'string' },
  },
} as const;

const profileChangesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: lineSchema(LIMITS.name),
    phone: optionalLineSchema(LIMITS.phone),
    address: optionalLineSchema(LIMITS.address),
  },
} as const;

export const toProfile = (user: User) => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  completedCourses: user.completedCourses,
  enrolledCourses: user.enrolledCourses,
  completedInternships: user.completedInternships,
  role: user.role,
});

export const profileRoutes: FastifyPluginAsync<ProfileRouteDeps> = async (
  app,
  { config, store, tokens },
) => {
  const authenticate = createAuthenticate(store, tokens);

  const current = (request: FastifyRequest): User => {
    if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
    return request.user;
  };

  app.get(
    '/api/profile',
    { onRequest: authenticate, schema: { response: { 200: profileSchema } } },
    async (request) => toProfile(current(request)),
  );

  app.put<{ Body: ProfileChanges }>(
    '/api/profile',
    {
      onRequest: authenticate,
      config: {
        rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many profile changes.'),
      },
      // Three short fields: 8 KiB holds them even when every character is JSON-escaped.
      bodyLimit: 8 * 1024,
      schema: { body: profileChangesSchema, response: { 200: profileSchema } },
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
