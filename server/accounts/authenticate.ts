// The one guard of every authenticated route (an onRequest hook): a valid Bearer token whose
// account still exists, whose token version is the account's current one (a password reset or
// change bumps it, which ends every session opened before), whose session kept on the server goes
// on (not logged out, not ended everywhere, a staff session not idle too long: accounts/sessions.ts)
// and, for the back office, whose account has the role the route needs now: `staff` (an editor or
// an admin: the site's content) or `admin` (the rest of the back office). The role is read from
// the database on each request, never from a claim the browser holds, so a demotion takes effect
// on the account's very next request. A missing, expired or ended session answers 401, as an
// expired token does, so the client ends the session; a member on a staff route, or an editor on
// an administration route, answers 403 with the reason, and the refusals of a signed token on a
// staff route are counted in the audit log (one row per account, route and reason in a window:
// accounts/store/refusals.ts). The back office's routes also take at most RATE_LIMIT_STAFF_ACCOUNT_MAX
// requests a minute from one account (429 with Retry-After), counted before anything is read
// from the database. With STAFF_REQUIRE_2FA the back office also needs the
// account's second factor enrolled (403 with the reason until then; the profile stays usable to
// enrol). A session opened with a one-time password may only change it (403 elsewhere,
// docs/security.md). It runs before the body is read, so a caller who may not use a route learns
// nothing about its validation, and uploads nothing.

import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../contract/values/constants';
import type { Actor, DataStore, User } from '../db';
import { HttpError } from '../platform/errors';
import type { CounterStore } from '../security/counter-store';
import { tooMany } from '../security/rate-limits';
import type { Sessions } from './sessions';
import type { TokenClaims } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const STAFF_ONLY = 'This is for staff only.';
export const ADMINS_ONLY =
  'Only administrators can manage members, messages, emails, settings and the audit log.';
export const CHANGE_ONE_TIME_PASSWORD = 'Change your one-time password first.';
const SECOND_FACTOR_REQUIRED =
  'Staff accounts need a second factor: set up an authenticator app on your profile page first.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user (set by the guard). */
    user?: User;
    /** The claims of the token that authenticated the request. */
    claims?: TokenClaims;
  }
}

export interface GuardOptions {
  /**
   * What the account must be now: `staff` (an editor or an admin), `admin`; any signed-in account
   * when undefined.
   */
  role?: 'staff' | 'admin';
  /**
   * The route changes the password: the only one a session opened with a one-time password
   * (printed by `npm run staff -- add`) may use; every other answers 403 until it is changed.
   */
  changesPassword?: boolean;
  /** Back-office routes: at most `max` requests a minute from one account. */
  perAccount?: { counters: CounterStore; max: number };
}

/** The window in which one account's refusals on one route, for one reason, share a row. */
const REFUSAL_WINDOW_MS = 10 * 60_000;
const MINUTE_MS = 60_000;
const TOO_MANY_STAFF = 'Too many back-office requests from this account.';

export function createAuthenticate(store: DataStore, tokens: Sessions, options: GuardOptions = {}) {
  /** A signed-in caller turned away from a staff route, counted in the audit log. */
  const refused = (request: FastifyRequest, actor: Actor, reason: string) =>
    store.staff.audit.refused(
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
        reason,
      },
      actor,
      new Date(),
      REFUSAL_WINDOW_MS,
    );
  const { perAccount } = options;
  return async (request: FastifyRequest): Promise<void> => {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await tokens.verify(match[1]) : undefined;
    if (claims && perAccount) {
      const hit = await perAccount.counters.increment(`staff-account|${claims.userId}`, MINUTE_MS);
      if (hit.count > perAccount.max) {
        throw tooMany(TOO_MANY_STAFF, Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000)));
      }
    }
    const user = claims ? await store.users.findById(claims.userId) : undefined;
    const live =
      user !== undefined &&
      claims !== undefined &&
      claims.tokenVersion === user.tokenVersion &&
      (await tokens.isLive(claims, user));
    if (!user || !claims || !live) {
      // A genuine token whose session has ended, on a staff route: worth a line in the audit log.
      if (claims && options.role !== undefined) {
        await refused(request, { id: user?.id ?? null, email: claims.email }, 'session ended');
      }
      throw new HttpError(401, SESSION_EXPIRED, { 'www-authenticate': 'Bearer' });
    }
    if (options.role !== undefined && !isStaff(user.role)) {
      await refused(request, { id: user.id, email: user.email }, 'not staff');
      throw new HttpError(403, STAFF_ONLY);
    }
    if (options.role === 'admin' && user.role !== 'admin') {
      await refused(request, { id: user.id, email: user.email }, 'not admin');
      throw new HttpError(403, ADMINS_ONLY);
    }
    if (
      options.role !== undefined &&
      tokens.settings.staffRequireSecondFactor &&
      !(await store.secondFactor.isEnabled(user.id))
    ) {
      await refused(request, { id: user.id, email: user.email }, 'no second factor');
      throw new HttpError(403, SECOND_FACTOR_REQUIRED);
    }
    if (user.passwordExpiresAt !== null && !options.changesPassword) {
      throw new HttpError(403, CHANGE_ONE_TIME_PASSWORD);
    }
    request.user = user;
    request.claims = claims;
  };
}

/** The authenticated user of a request that went through the guard. */
export const currentUser = (request: FastifyRequest): User => {
  if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
  return request.user;
};

/** The staff account of a back-office request, as the audit log names it. */
export function actorOf(request: FastifyRequest): { id: number; email: string } {
  const user = currentUser(request);
  return { id: user.id, email: user.email };
}
