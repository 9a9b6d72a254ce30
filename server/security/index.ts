// Response headers and cross-site request forgery protection.
//
// XSRF (double-submit cookie): every HTML page answer sets an `XSRF-TOKEN` cookie (readable by the
// page's script, SameSite=Lax) unless the request already carries one. A state-changing /api
// request that carries the cookie must repeat its value in the `X-XSRF-TOKEN` header; a page on
// another site can make the browser send the cookie but cannot read it to set the header.
// Requests without the cookie (API clients, scripts) are not affected: without a cookie there is
// no ambient credential to abuse, since the API authenticates with a Bearer header.

import { randomBytes, timingSafeEqual } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from './cookies';
import { sendError } from '../platform/errors';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from './headers';

export { PERMISSIONS_POLICY } from './headers';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Not checked: the analytics beacon (analytics/routes.ts). navigator.sendBeacon cannot set a header,
 * and the route changes nothing a visitor owns: it takes anonymous events from anyone, with or
 * without the cookie, so a forged request gains nothing that a plain one would not.
 */
const XSRF_EXEMPT = new Set(['/api/events']);

export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The path a request was routed on. An absolute-form target (`POST http://host/api/x HTTP/1.1`)
 * is reduced to its path, and percent-escapes are decoded, as the router does; undefined when
 * the target cannot be read.
 */
function requestPath(rawUrl: string): string | undefined {
  let target = rawUrl;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      target = new URL(target).pathname;
    } catch {
      return undefined;
    }
  }
  const pathname = target.split('?')[0]?.split('#')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request is an API call: its matched route is under /api, or (for a request that no
 * route or only the site's catch-all matched) its decoded path is. Decided on what the router
 * saw, never on the raw target string alone.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions?.url;
  if (route !== undefined && isApiPath(route)) return true;
  const routed = requestPath(request.url);
  return isApiPath(routed ?? request.url);
}

export const sameToken = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Sets a fresh XSRF-TOKEN cookie on a page answer unless the request brought one; answers the
 * visitor's token (a form the browser posts itself repeats it in a field: form-pages.ts).
 */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const brought = readCookie(request.headers.cookie, XSRF_COOKIE);
  if (brought) return brought;
  const token = randomBytes(32).toString('base64url');
  // Not HttpOnly: the page's script reads it to send it back in the X-XSRF-TOKEN header.
  reply.header(
    'set-cookie',
    serializeCookie(XSRF_COOKIE, token, {
      path: '/',
      sameSite: 'Lax',
      secure: request.protocol === 'https',
    }),
  );
  return token;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The map is an <iframe> from another origin; it needs no embedder policy.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Content codings are case-insensitive (RFC 9110, 8.4.1): `GZIP` is gzip.
    const encoding = request.headers['content-encoding'];
    if (typeof encoding === 'string') request.headers['content-encoding'] = encoding.toLowerCase();
    if (!isApiRequest(request)) return;
    reply.header('cache-control', 'no-store');
    if (!STATE_CHANGING.has(request.method)) return;
    if (XSRF_EXEMPT.has(request.routeOptions?.url ?? '')) return;
    const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
    if (cookie === undefined) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !sameToken(cookie, header)) {
      return sendError(request, reply, 403, 'Missing or invalid XSRF token');
    }
  });

  // Error answers may be built after headers were reset: make sure no-store is on every one (a
  // private file's `private, no-store` is kept: hiring/staff-routes.ts).
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('permissions-policy'))
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    const cache = reply.getHeader('cache-control');
    if (isApiRequest(request) && !(typeof cache === 'string' && /\bno-store\b/.test(cache)))
      reply.header('cache-control', 'no-store');
  });
}
