// Who may use the back office, decided on every request from the database (never from a claim the
// browser holds): the Bearer token names the account, the account's stored role decides. So a
// demotion takes effect on the account's very next request. Anonymous (or an expired token) → 401,
// a member → 403, staff → on to the route. It runs as an onRequest hook, before the body is read:
// a caller who may not use a route learns nothing about its validation, and uploads nothing.

import type { FastifyRequest } from 'fastify';
import type { DataStore, User } from '../db';
import { HttpError } from '../errors';
import type { TokenService } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const STAFF_ONLY = 'This is for staff only.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff account making a back-office request (set by requireStaff). */
    staff?: User;
  }
}

export function requireStaff(store: DataStore, tokens: TokenService) {
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
    const user = claims ? await store.users.findById(claims.userId) : undefined;
    if (!user) throw new HttpError(401, SESSION_EXPIRED, { 'www-authenticate': 'Bearer' });
    if (user.role !== 'staff') throw new HttpError(403, STAFF_ONLY);
    request.staff = user;
  };
}

/** The staff account of a request that passed requireStaff, as the audit log names it. */
export function actorOf(request: FastifyRequest): { id: number; email: string } {
  if (!request.staff) throw new HttpError(401, SESSION_EXPIRED);
  return { id: request.staff.id, email: request.staff.email };
}
