// Forms that work before the app runs, and without JavaScript: the contact, forgot-password,
// reset-password and sign-up pages hold real `<form method="post">` forms posting to their own
// address. The
// app, once running, sends them itself (JSON to the API, as always); before that, or without
// JavaScript, the browser posts them form-encoded, and this module answers with a page
// (post/redirect/get).
//
//  - GET of these pages: the page as published (live-pages.ts; the build's prerendered page when
//    there is no renderer), with the visitor's XSRF token written into the
//    form's hidden `_xsrf` field (and, on /reset-password, the link's `token` into the form's
//    hidden `token` field: the post then carries it in its body, never in an address a log
//    keeps). `no-store`: the page holds the visitor's tokens.
//  - POST: the `_xsrf` field must equal the XSRF-TOKEN cookie (double submit, as the API's
//    header): else 403 and the form again. Then the page's own checks (the build's renderer,
//    formRefused: the functions the pages use): 400 and the form with its messages. Then the
//    work (form-service.ts): the use case's service, which the API route calls too, counted in
//    the API route's limit and after its schema (sign-up, contact, forgot and reset password), or
//    else the API route itself, called in-process with the visitor's address (the quote wizard);
//    nothing written twice. Refused: the form again with its message and the API's status;
//    accepted: 303 to the page's confirmation
//    (`?sent=1`, `?done=1`), rendered by the same React page with the same texts.
//  - The login form posts to /login too, but logging in needs the app: the page again, saying so
//    (the email kept; the password is never read).
//  - The quote wizard (/quote) has a form per step, each carrying every answer: a step's Next or
//    Back answers the page again at the step it leads to (the page works it out from `step` and
//    `go`), and only Send goes through the checks and the API as above. A GET whose query names a
//    service and tier (the "Get a quote" links) is rendered with them chosen.
// Pages are rendered by the build's renderer (live-pages.ts); what was typed is carried in the
// page (src/app/pageData.ts) so that the app hydrates the same form, passwords excepted.
// The forms themselves are listed in form-list.ts.

import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_XSRF_FIELD } from '../../contract/values/constants';
import { answerError, HttpError, sendError } from '../platform/errors';
import type { LivePages } from './live-pages';
import { FORM_PAGES, type FormServices } from './form-list';
import { FORM_EXPIRED, postedXsrf, sendFormPage } from './form-reply';
import { doFormWork } from './form-service';
import { TOKEN_PATTERN } from '../accounts/password-reset';
import { namePlugins } from '../platform/plugin-name';

export const NOT_FORM_ENCODED =
  'The form must be sent form-encoded (Content-Type: application/x-www-form-urlencoded).';
/** The largest form (the contact form's 5,000-character message, percent-encoded). */
const FORM_BODY_LIMIT = 64 * 1024;
/** The longest value a link's query may fill in (a pricing plan's or tier's id is shorter). */
const PREFILL_MAX = 100;
/** The login page, whose form is answered but not done without the app. */
const LOGIN_PAGE = '/login';
/** The login form, posted before the app ran: without JavaScript, or before it had loaded. */
export const LOGIN_NEEDS_SCRIPT =
  'Logging in needs JavaScript, which had not started on this page. If it is turned off in ' +
  'your browser, turn it on; otherwise wait a moment for the page to load, then log in again.';

/** The text fields of a parsed form body (a repeated field counts once, the first). */
function textFields(body: unknown, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  for (const name of names) {
    const raw = record[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export interface FormPages {
  /** The form page a site path names (ignoring case, as the router does), if any. */
  routeFor(sitePath: string): string | undefined;
  /**
   * Sends the page `route` for a GET with the query `search` (`?…` or ''); false when the build
   * has no such page (nothing was sent: the site then answers as for any route). Not the reply
   * itself: a reply is a thenable, which `await` would wait on.
   */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    search: string,
  ): Promise<boolean>;
}

export async function registerFormPages(
  app: FastifyInstance,
  options: { distDir: string; livePages: LivePages; services: FormServices },
): Promise<FormPages> {
  const { distDir, livePages, services } = options;
  const files = new Map<string, { mtime: number; html: string }>();

  /** The prerendered page, read again when the build changes. */
  const prerendered = (route: string): string | undefined => {
    const file = path.join(distDir, route.slice(1), 'index.html');
    try {
      const mtime = fs.statSync(file).mtimeMs;
      const kept = files.get(route);
      if (kept?.mtime === mtime) return kept.html;
      const html = fs.readFileSync(file, 'utf8');
      files.set(route, { mtime, html });
      return html;
    } catch {
      return undefined;
    }
  };

  /** Sends a page of this module: the visitor's tokens in it, never kept by a cache. */
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    resetToken?: string,
  ): FastifyReply =>
    sendFormPage(request, reply, html, {
      fields: resetToken && TOKEN_PATTERN.test(resetToken) ? { token: resetToken } : {},
    });

  /** The page again, as the server answered the form: with what was typed and the message. */
  const answerForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    status: number,
    echo: { values: Record<string, string>; attempted: boolean; flash: string | null },
    resetToken?: string,
    formName: string | undefined = FORM_PAGES[route]?.form,
  ): Promise<FastifyReply> => {
    const form = {
      form: formName,
      values: echo.values,
      attempted: echo.attempted,
      flash: echo.flash === null ? null : { kind: 'error', text: echo.flash },
    };
    const html = await livePages.renderOnce(route, { form });
    if (html === undefined) {
      // A build without its renderer: the answer in words.
      const text = echo.flash ?? 'Please fill in every field correctly and send the form again.';
      return reply.code(status).type('text/plain; charset=utf-8').send(text);
    }
    return send(request, reply.code(status), html, resetToken);
  };

  const formScope = async (scope: FastifyInstance) => {
    // These routes read form-encoded bodies and nothing else (any other body: 400 with the
    // reason); the API takes JSON only.
    scope.removeAllContentTypeParsers();
    await scope.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
    scope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const route = request.routeOptions.url;
      // Over the per-client limit of a form done by its service: the page says so.
      if (error instanceof HttpError && error.statusCode === 429 && route && FORM_PAGES[route]) {
        reply.headers(error.headers);
        const echo = { values: {}, attempted: false, flash: error.message };
        return answerForm(request, reply, route, 429, echo);
      }
      if (error instanceof HttpError || error.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return answerError(error, request, reply);
      }
      return sendError(request, reply, 400, NOT_FORM_ENCODED);
    });
    for (const [route, page] of Object.entries(FORM_PAGES)) {
      const limit = services[page.service.name].rateLimit;
      const options = {
        bodyLimit: FORM_BODY_LIMIT,
        ...(limit && { config: { rateLimit: limit } }),
      };
      scope.post(route, options, async (request, reply) => {
        const steps = page.steps?.fields ?? [];
        const values = textFields(request.body, [...page.fields, ...steps, FORM_XSRF_FIELD]);
        const echo = Object.fromEntries(
          [...page.echo, ...steps].map((name) => [name, values[name] ?? ''] as const),
        );
        // A step of the wizard, not its sending: the page again, at the step it leads to. Nothing
        // is written, so no XSRF field is needed.
        if (page.steps && values.go !== page.steps.send) {
          return answerForm(request, reply, route, 200, {
            values: echo,
            attempted: false,
            flash: null,
          });
        }
        const xsrf = postedXsrf(request, values[FORM_XSRF_FIELD]);
        if (!xsrf) {
          request.log.info('form post refused: no matching XSRF field');
          return answerForm(request, reply, route, 403, {
            values: echo,
            attempted: false,
            flash: FORM_EXPIRED,
          });
        }
        // Without the build's renderer the page's checks are not at hand: the API's apply.
        if (livePages.formRefused(page.form, values)) {
          return answerForm(
            request,
            reply,
            route,
            400,
            { values: echo, attempted: true, flash: null },
            values.token,
          );
        }
        // The work itself, as the app would have it done: its service, with the API route's
        // schema and limit; same rules and answers either way.
        const payload = Object.fromEntries(
          page.fields.filter((name) => values[name] !== undefined).map((n) => [n, values[n]]),
        ) as Record<string, string>;
        const refusal = await doFormWork(request, reply, { page, services, payload });
        if (!refusal) return reply.redirect(`${route}?${page.confirmation.query}`, 303);
        return answerForm(
          request,
          reply,
          route,
          refusal.status,
          { values: echo, attempted: true, flash: refusal.message },
          values.token,
        );
      });
    }

    // The login form posted before the app ran, or without JavaScript: logging in needs the app
    // (its session lives in the browser), so the page says so, the email typed kept, the
    // password never read. Nothing is done, so no XSRF field is asked for.
    scope.post(LOGIN_PAGE, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const { email = '' } = textFields(request.body, ['email']);
      const echo = { values: { email }, attempted: false, flash: LOGIN_NEEDS_SCRIPT };
      return answerForm(request, reply, LOGIN_PAGE, 200, echo, undefined, 'login');
    });
  };
  namePlugins({ formScope });
  await app.register(formScope);

  return {
    routeFor: (sitePath) =>
      Object.keys(FORM_PAGES).find((route) => route.toLowerCase() === sitePath.toLowerCase()),

    async sendPage(request, reply, route, search) {
      const page = FORM_PAGES[route];
      const params = new URLSearchParams(search);
      if (page && params.has(page.confirmation.query.split('=')[0] as string)) {
        const form = {
          form: page.form,
          values: {},
          attempted: false,
          flash: { kind: 'success', text: page.confirmation.text },
        };
        const html = await livePages.renderOnce(route, { form });
        if (html !== undefined) {
          send(request, reply, html);
          return true;
        }
      }
      // A link naming what the form starts from: the page rendered with it chosen.
      const prefill = Object.fromEntries(
        (page?.prefill ?? []).flatMap((name) => {
          const value = params.get(name)?.slice(0, PREFILL_MAX);
          return value ? [[name, value] as const] : [];
        }),
      );
      if (page && Object.keys(prefill).length > 0) {
        const form = { form: page.form, values: prefill, attempted: false, flash: null };
        const html = await livePages.renderOnce(route, { form });
        if (html !== undefined) {
          send(request, reply, html);
          return true;
        }
      }
      // The page as published now (rendered once per version: live-pages.ts), else the build's.
      const live = await livePages.render(route, '');
      const html = typeof live === 'object' ? live.html.toString('utf8') : prerendered(route);
      if (html === undefined) return false;
      send(request, reply, html, params.get('token') ?? undefined);
      return true;
    },
  };
}
