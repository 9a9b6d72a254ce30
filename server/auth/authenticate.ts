// The onRequest hook of authenticated routes: a valid Bearer token whose account exists and
// whose token version is the account's current one (a password reset or change bumps it, which
// ends every session opened before). Anything else answers 401, as an expired token does, so
// the client ends the session. It runs before the body is read, so an anonymous caller learns
// nothing about validation.

import type { FastifyRequest } from 'fastify';
import type { DataStore, User } from '../db';
import { HttpError } from '../errors';
import type { TokenClaims, TokenService } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user (set by createAuthenticate's hook). */
    user?: User;
    /** The claims of the token that authenticated the request. */
    claims?: TokenClaims;
  }
}

export function createAuthenticate(store: DataStore, tokens: TokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
    const user = claims ? await store.users.findById(claims.userId) : undefined;
    if (!user || !claims || claims.tokenVersion !== user.tokenVersion) {
      throw new HttpError(401, SESSION_EXPIRED, { 'www-authenticate': 'Bearer' });
    }
    request.user = user;
    request.claims = claims;
  };
}

/** The authenticated user of a request that went through the hook. */
export const currentUser = (request: FastifyRequest): User => {
  if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
  return request.user;
};
