// One error handler for the whole server: every client mistake answers 4xx with a sentence a
// person can act on, and nothing a client sends can produce a 500 or a stack trace. Only genuine
// server faults answer 500, with a generic message; they are logged (without request bodies).

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, PATTERNS } from '../../contract/values/constants';
import { EMAIL_PATTERN } from '../../contract/values/forms/email';
import { STATIC_SECURITY_HEADERS } from '../security/headers';
import { InvalidCursorError } from '../db/keyset';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Errors of this route answer text/plain (the login form shows the body text as is). */
    plainTextErrors?: boolean;
    /**
     * A 400 of this route also names the field at fault by its path in the body (`field`:
     * "data.hero.headline"), for a form that shows the reason beside the field (the content
     * editor's draft).
     */
    namesField?: boolean;
  }
}

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The field at fault, by its path in the body, when the answer names one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  subject: 'Subject',
  message: 'Message',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  currentPassword: 'Current password',
  newPassword: 'New password',
  token: 'The reset link',
  type: 'The type parameter',
  category: 'The category parameter',
  image: 'The image',
  photo: 'The photo',
  datePosted: 'The posting date',
  validThrough: 'The closing time',
  employmentType: 'The employment type',
  workplace: 'The workplace',
  applicantCountry: 'The country',
  salaryMinCents: 'The lowest salary',
  salaryMaxCents: 'The highest salary',
  salaryCurrency: 'The currency',
  salaryUnit: 'The salary period',
  closed: 'Closed',
  service: 'Service',
  tier: 'Tier',
  pages: 'Pages or screens',
  integrations: 'Integrations',
  contentReady: 'Content ready',
  deadline: 'Deadline',
  budget: 'Budget',
  company: 'Company',
};

const {
  notBlank: NOT_BLANK,
  singleLine: SINGLE_LINE,
  noControl: NO_CONTROL,
  mediaPath: MEDIA_PATH,
} = PATTERNS;

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The field at fault: its name, or for a nested one its path ("data.hero.headline"). */
const fieldOf = (issue: AjvIssue): string =>
  issue.instancePath.split('/').filter(Boolean).join('.');

/** The field at fault as the editor names it: a missing one by its own path. */
const fieldAt = (issue: AjvIssue): string =>
  issue.keyword === 'required'
    ? [fieldOf(issue), String(issue.params.missingProperty)].filter(Boolean).join('.')
    : issue.keyword === 'additionalProperties'
      ? ''
      : fieldOf(issue);

/** What a field of the route's schema is called there (its `title`), when it says. */
type TitleOf = (field: string) => string | undefined;

/**
 * A field's name in a sentence: the server's word for it, else its route's (a slug is the
 * address of what the route serves: "The article's address", "The posting's address").
 */
const labelOf = (field: string, titleOf: TitleOf = () => undefined): string =>
  LABELS[field] ?? titleOf(field) ?? `Field "${field}"`;

/** The titles of the top-level fields of `context` (params, body, ...) in the route's schema. */
const routeTitles =
  (request: FastifyRequest, context: string): TitleOf =>
  (field) => {
    const part = (request.routeOptions?.schema as Record<string, unknown> | undefined)?.[context];
    const title = (part as { properties?: Record<string, { title?: unknown }> } | undefined)
      ?.properties?.[field]?.title;
    return typeof title === 'string' ? title : undefined;
  };

/** A sentence describing the first schema violation. */
function describeValidationError(
  issue: AjvIssue | undefined,
  context: string,
  titleOf?: TitleOf,
): string {
  if (!issue) return 'The request is not valid.';
  const field = fieldOf(issue);
  const label = labelOf(field, titleOf);
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      // A top-level field by its route's title too; a nested one by the server's word only.
      return `${labelOf(String(p.missingProperty), field ? undefined : titleOf)} is required.`;
    case 'additionalProperties':
      if (p.additionalProperty === 'email') return 'Email cannot be changed here';
      return context === 'querystring'
        ? `Unknown query parameter "${String(p.additionalProperty)}".`
        : `Unexpected field "${String(p.additionalProperty)}".`;
    case 'type':
      if (field === '') {
        return context === 'body'
          ? 'The request body must be a JSON object.'
          : `The ${context} is not valid.`;
      }
      return `${label} must be a ${String(p.type)}.`;
    case 'format':
      return p.format === 'email'
        ? 'Please enter a valid email address.'
        : `${label} is not valid.`;
    case 'minLength':
    case 'maxLength':
      if (field === 'password' || field === 'newPassword') {
        return `Password must be between ${LIMITS.passwordMin} and ${LIMITS.passwordMax} characters.`;
      }
      if (issue.keyword === 'minLength') {
        return p.limit === 1
          ? `${label} must not be empty.`
          : `${label} must be at least ${String(p.limit)} characters.`;
      }
      return `${label} must be at most ${String(p.limit)} characters.`;
    case 'pattern':
      if (p.pattern === EMAIL_PATTERN) return 'Please enter a valid email address.';
      if (p.pattern === NOT_BLANK) return `${label} must not be blank.`;
      if (p.pattern === SINGLE_LINE) return `${label} must be a single line of text.`;
      if (p.pattern === MEDIA_PATH) {
        return `${label} must be the address of an image on this site: /media/... without "..".`;
      }
      if (p.pattern === NO_CONTROL) {
        return `${label} contains a control character (such as NUL); remove it and send again.`;
      }
      return `${label} is not valid.`;
    case 'enum':
      return `${label} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'minProperties':
      return 'The request body must not be empty.';
    default:
      return `${field ? label : `The ${context}`} is not valid.`;
  }
}

/** The sentence for a body that failed its schema (the first issue): as the API would answer. */
export const bodyProblem = (issues: readonly unknown[] | null | undefined): string =>
  describeValidationError(issues?.[0] as AjvIssue | undefined, 'body');

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    400,
    'The request body must be JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; a JSON object was expected.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The Content-Type header is not valid.'],
  FST_ERR_BAD_URL: [400, 'The request URL is not valid.'],
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  /** The field at fault, by its path in the body ("data.hero.headline"). */
  field?: string,
): FastifyReply {
  reply.code(statusCode);
  if (request.routeOptions?.config?.plainTextErrors) {
    return reply.type('text/plain; charset=utf-8').send(message);
  }
  return reply
    .type('application/json; charset=utf-8')
    .send(field ? { message, field } : { message });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL). */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  // No hook ran for this request (it was never routed): add the security headers here.
  reply.headers(STATIC_SECURITY_HEADERS);
  sendError(request, reply, known?.[0] ?? 400, known?.[1] ?? 'Bad request.');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * The answer to any error of a route: the app's error handler, which a scope with a handler of
 * its own calls for what it does not answer itself (rather than throwing the error again: Fastify
 * would then send it as a payload where it does not recognise it as an Error, as under Jest's
 * sandbox with a zlib error attached, and answer 500).
 */
export function answerError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(request, reply, error.statusCode, error.message, error.field);
  }
  // A list's `cursor` that passed its pattern but is not one the list gave out.
  if (error instanceof InvalidCursorError) return sendError(request, reply, 400, error.message);

  if (error.validation) {
    const issue = error.validation[0] as AjvIssue | undefined;
    const context = error.validationContext ?? 'body';
    const message = describeValidationError(issue, context, routeTitles(request, context));
    const named = issue && context === 'body' && request.routeOptions?.config?.namesField;
    const field = named ? fieldAt(issue) : undefined;
    return sendError(request, reply, 400, message, field || undefined);
  }

  if (/forbidden prototype property/i.test(error.message)) {
    return sendError(
      request,
      reply,
      400,
      'The request body contains a forbidden key (__proto__ or constructor).',
    );
  }

  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions?.bodyLimit ?? 16 * 1024;
    const size = limit % 1024 === 0 ? `${limit / 1024} KiB` : `${limit} bytes`;
    return sendError(request, reply, 413, `The request body is too large (the limit is ${size}).`);
  }

  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return sendError(request, reply, known[0], known[1]);

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Other client errors (from Fastify or a plugin): their messages are written for clients.
    const message = error.message && error.message.length <= 300 ? error.message : 'Bad request.';
    return sendError(request, reply, status, message);
  }

  request.log.error({ err: error }, 'request failed');
  return sendError(
    request,
    reply,
    500,
    'Something went wrong on our side. Please try again in a moment.',
  );
}
