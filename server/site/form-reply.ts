// What every page with a form the browser may post itself shares (before the app runs, or without
// JavaScript): form-pages.ts (the contact, password and quote forms), apply-page.ts (the job
// application form) and live-reply.ts (a posting's page, which holds that form). The page is
// rendered the same for every visitor with an empty hidden `_xsrf` field (src/components/
// XsrfField.tsx); it is sent with the visitor's XSRF token written in, and never kept by a cache.
// A post must repeat that token (double submit, as the API's header), and is then handed to the
// use case's service its API route calls: its answer decides what the page says.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_XSRF_FIELD } from '../../contract/values/constants';
import { HttpError } from '../platform/errors';
import { readCookie } from '../security/cookies';
import { issueXsrfCookie, sameToken, XSRF_COOKIE } from '../security';
import { pageContentSecurityPolicy } from '../security/headers';

/** The answer to a form posted with a missing or wrong XSRF field (an old or foreign page). */
export const FORM_EXPIRED = 'This form had expired, so nothing was sent. Please send it again.';
/** The work failed for a reason of the server's own. */
const NO_ANSWER = 'We could not send this form just now. Please try again in a moment.';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A hidden field as the page renders it, empty (src/components/forms/XsrfField.tsx). */
const emptyHidden = (name: string) => `<input type="hidden" name="${name}"/>`;

/** Whether a rendered page holds a form the browser may post itself (its empty `_xsrf` field). */
export const holdsForm = (html: string | Buffer): boolean =>
  html.includes(emptyHidden(FORM_XSRF_FIELD));

/** Writes `value` into the page's first empty hidden field `name`. */
const fillHidden = (html: string, name: string, value: string): string =>
  html.replace(
    emptyHidden(name),
    () => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}"/>`,
  );

/**
 * Sends a page with a form: the visitor's XSRF token (and `fields`) in its hidden fields, so a
 * page of its own, `no-store`. `csp`: the page's policy when it is known (a kept render's).
 */
export function sendFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  options: { fields?: Record<string, string>; csp?: string } = {},
): FastifyReply {
  let page = fillHidden(html, FORM_XSRF_FIELD, issueXsrfCookie(request, reply));
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    page = fillHidden(page, name, value);
  }
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', options.csp ?? pageContentSecurityPolicy(page))
    .type('text/html; charset=utf-8')
    .send(page);
}

/** The visitor's XSRF cookie when the post's `_xsrf` field repeats it; else undefined. */
export function postedXsrf(request: FastifyRequest, field: string | undefined): string | undefined {
  const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
  return cookie && field && sameToken(cookie, field) ? cookie : undefined;
}

/**
 * Why the work was refused: its status (503 for the server's own faults; 507, no room left to
 * store it, as it is), reason and field.
 */
export interface Refusal {
  status: number;
  message: string;
  field?: string;
}

const refusal = (status: number, message: string, field: string | undefined): Refusal => {
  const shown = status >= 500 && status !== 507 ? 503 : status;
  return field === undefined ? { status: shown, message } : { status: shown, message, field };
};

/** A service's refusal (its HttpError), its Retry-After passed on to the visitor's answer. */
export function refusalOfError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof HttpError)) {
    request.log.error({ err: error }, 'form work failed');
    return refusal(500, NO_ANSWER, undefined);
  }
  const retry = error.headers['retry-after'];
  if (retry) reply.header('retry-after', retry);
  return refusal(error.statusCode, error.message, error.field);
}
