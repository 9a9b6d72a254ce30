// The job application form posted by the browser itself, before the app runs or without
// JavaScript (docs/product.md §10.17). The apply form of an open posting's page
// (src/pages/careers/ApplyForm.tsx) is a real multipart form posting to that page's address:
//
//  - POST /careers/jobs/:slug, /careers/internships/:slug: multipart/form-data only (any other
//    body: 400 with the reason), no larger than the API takes. The fields and the CV are read as
//    the API reads them (hiring/apply-form.ts), with the hidden `_xsrf`, which must repeat the
//    XSRF-TOKEN cookie (else 403 and the form again: form-reply.ts). An unknown posting, or one
//    of the other list, is the 404 page. Then the request is counted in the API route's
//    per-address limit (one count for both doors) and the form handed to the service the API
//    route calls (hiring/apply.ts, submitApplication): its rules (applicationProblems), the CV's
//    type, the throttles, the 409 of a closed posting and what it stores are written once, there.
//  - Accepted: 303 to the posting's page with `?applied=1`, which shows the form's confirmation
//    (in the `hiring` document's words, as after the app's own send). Refused: the page again
//    with the API's status, its reason, the field it names, what was typed (a browser cannot
//    refill a file field: the CV field asks for the file again).
// The page's answer travels in its data (src/app/pageData.ts, `form`), so the app hydrates the
// same form; every page of a posting with its form is sent with the visitor's token, `no-store`.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_XSRF_FIELD } from '../../contract/values/constants';
import { answerError, HttpError, sendError } from '../platform/errors';
import { FORM_EXPIRED, postedXsrf, refusalOfError, sendFormPage } from './form-reply';
import type { FormServices } from './form-list';
import { APPLICATION_THANKS } from '../hiring/apply';
import {
  APPLY_BODY_LIMIT,
  emptyApplyForm,
  NOT_MULTIPART,
  readApplyForm,
  registerApplyMultipart,
} from '../hiring/apply-form';
import { type LivePages, NOT_FOUND_ROUTE } from './live-pages';
import { sendLivePage } from './live-reply';
import { namePlugins } from '../platform/plugin-name';

/** The lists a posting's page is under (src/pages/careers/PostList.tsx, postingListPath). */
const LISTS = ['jobs', 'internships'] as const;
const POSTING_PAGE = /^\/careers\/(?:jobs|internships)\/[^/]+$/i;
/** The confirmation's query (`?applied=1`); `#apply`: the browser shows the form's message. */
const APPLIED = 'applied';
const NO_POSTING = 'There is no open posting at this address.';

/** The server's answer the page carries (src/features/forms/formEchoSlice.ts, FormEcho). */
interface Echo {
  values: Record<string, string>;
  attempted: boolean;
  flash: { kind: 'success' | 'error'; text: string } | null;
  /** The field the API named as at fault. */
  field?: string;
}

export interface ApplyPages {
  /**
   * Sends a posting's page with the form's confirmation when the query says so (`?applied=1`);
   * false otherwise, or when there is no such posting (the site then answers as for any page).
   */
  sendConfirmation(
    request: FastifyRequest,
    reply: FastifyReply,
    sitePath: string,
    query: string,
  ): Promise<boolean>;
}

/** An answer refusing the form, saying why. */
const refused = (text: string) => ({ kind: 'error' as const, text });

export async function registerApplyPages(
  app: FastifyInstance,
  { livePages, apply }: { livePages: LivePages; apply: FormServices['apply'] },
): Promise<ApplyPages> {
  /** The posting's page rendered with the server's answer to its form (no renderer: undefined). */
  const render = (sitePath: string, data: Record<string, unknown>, echo: Echo) =>
    livePages.renderOnce(sitePath, { ...data, form: { form: 'apply', ...echo } });

  /** The posting's page answering its form, with `status`. */
  const answerPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sitePath: string,
    data: Record<string, unknown>,
    status: number,
    echo: Echo,
  ): Promise<FastifyReply> => {
    const html = await render(sitePath, data, echo);
    if (html === undefined) {
      // A build without its renderer: the answer in words.
      const text = echo.flash?.text ?? 'Please fill in every field correctly and send it again.';
      return reply.code(status).type('text/plain; charset=utf-8').send(text);
    }
    return sendFormPage(request, reply.code(status), html);
  };

  const notFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await livePages.render(NOT_FOUND_ROUTE, '');
    if (page && page !== 'missing') return sendLivePage(request, reply.code(404), page);
    return sendError(request, reply, 404, NO_POSTING);
  };

  const applyScope = async (scope: FastifyInstance) => {
    // Multipart bodies and nothing else (any other: 400 with the reason); the API's own parsers
    // are not this scope's.
    scope.removeAllContentTypeParsers();
    await registerApplyMultipart(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return answerError(error, request, reply);
      }
      return sendError(request, reply, 400, NOT_MULTIPART);
    });
    for (const list of LISTS) {
      scope.post<{ Params: { slug: string } }>(
        `/careers/${list}/:slug`,
        { bodyLimit: APPLY_BODY_LIMIT },
        async (request, reply) => {
          const slug = encodeURIComponent(request.params.slug);
          const sitePath = `/careers/${list}/${slug}`;
          if (!request.isMultipart()) return sendError(request, reply, 400, NOT_MULTIPART);
          const data = await livePages.dataOf(sitePath);
          if (!data) return notFound(request, reply);
          const form = emptyApplyForm();
          try {
            await readApplyForm(request, form, [FORM_XSRF_FIELD]);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            // A CV over the size, a body cut short: what was read before is shown again.
            const field = error.statusCode === 413 ? 'cv' : undefined;
            const echo = { values: { ...form.fields }, attempted: true, field };
            return answerPage(request, reply, sitePath, data, error.statusCode, {
              ...echo,
              flash: refused(error.message),
            });
          }
          const values = { ...form.fields };
          const cookie = postedXsrf(request, form.other[FORM_XSRF_FIELD]);
          if (!cookie) {
            request.log.info('application form refused: no matching XSRF field');
            return answerPage(request, reply, sitePath, data, 403, {
              values,
              attempted: false,
              flash: refused(FORM_EXPIRED),
            });
          }
          // The service the API route calls, counted in the same limit: same rules and answers.
          try {
            await apply.count(request);
            await apply.run(request.params.slug, form, request);
            return reply.redirect(`${sitePath}?${APPLIED}=1#apply`, 303);
          } catch (error) {
            const { status, message, field } = refusalOfError(error, request, reply);
            return answerPage(request, reply, sitePath, data, status, {
              values,
              attempted: true,
              flash: refused(message),
              ...(field ? { field } : {}),
            });
          }
        },
      );
    }
  };
  namePlugins({ applyScope });
  await app.register(applyScope);

  return {
    async sendConfirmation(request, reply, sitePath, query) {
      if (!POSTING_PAGE.test(sitePath) || !new URLSearchParams(query).has(APPLIED)) return false;
      const data = await livePages.dataOf(sitePath);
      if (!data) return false;
      const flash = { kind: 'success' as const, text: APPLICATION_THANKS };
      const html = await render(sitePath, data, { values: {}, attempted: false, flash });
      if (html === undefined) return false;
      sendFormPage(request, reply, html);
      return true;
    },
  };
}
