// The outbox as staff see it: GET /api/staff/emails?status=failed|pending|sent&page= (failed by
// default, newest first, with the count of failed emails) and POST /api/staff/emails/:id/retry (a
// failed email becomes pending, due now, its attempts counted from zero; audited). Never the
// sealed message; the last error with secrets taken out (mail/redact.ts) and cut short.
//
// A password reset email is sent again only while its link still works (RESET_LINK_MINUTES after
// it was queued): afterwards the link would only say "expired", so the retry is refused with 409
// and the reason, and the list says so instead of offering the button.

import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/staff-guard';
import type { OutboxEmailSummary, OutboxStatus } from '../../db';
import { HttpError } from '../../errors';
import { RESET_LINK_MINUTES } from '../../mail/content';
import type { EmailKind } from '../../mail/emails';
import type { StaffRouteDeps } from './index';
import {
  type IdParams,
  idOf,
  idParams,
  notFound,
  pageOf,
  pageWithCountSchema,
  pageProperty,
  writeOptions,
} from './common';

const STATUSES: readonly OutboxStatus[] = ['failed', 'pending', 'sent'];
const RESET: EmailKind = 'password-reset';
/** The longest error text answered (the stored one is at most 500 characters). */
const ERROR_LENGTH = 300;

export const LINK_EXPIRED =
  `Its password reset link has expired (links work for ${RESET_LINK_MINUTES} minutes), so ` +
  'sending it again would not help: the member can ask for a new one with "Forgot password?" ' +
  'on the login page.';
export const notFailed = (status: OutboxStatus) =>
  `Only a failed email can be sent again; this one is ${status === 'sent' ? 'sent' : 'still pending'}.`;

const nullableString = { type: ['string', 'null'] } as const;

const emailSchema = {
  type: 'object',
  required: [
    'id',
    'kind',
    'recipient',
    'subject',
    'status',
    'attempts',
    'lastError',
    'createdAt',
    'nextAttemptAt',
    'sentAt',
    'cannotRetry',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    status: { type: 'string' },
    attempts: { type: 'integer' },
    lastError: nullableString,
    createdAt: { type: 'string' },
    nextAttemptAt: nullableString,
    sentAt: nullableString,
    cannotRetry: nullableString,
  },
} as const;

const listSchema = pageWithCountSchema(emailSchema, 'failed');

export const emailRoutes: FastifyPluginAsync<StaffRouteDeps> = async (app, deps) => {
  const { config, store, redact } = deps;

  /** Why this email must not be sent again, at `now`; undefined when it may. */
  const refusal = (email: OutboxEmailSummary, now: Date): string | undefined => {
    const expires = new Date(email.createdAt).getTime() + RESET_LINK_MINUTES * 60_000;
    return email.kind === RESET && expires <= now.getTime() ? LINK_EXPIRED : undefined;
  };

  const shortError = (text: string): string => {
    const clean = redact(text);
    return clean.length <= ERROR_LENGTH ? clean : `${clean.slice(0, ERROR_LENGTH - 1)}…`;
  };

  /** What the back office shows of an email. */
  const view = (email: OutboxEmailSummary, now: Date) => ({
    id: email.id,
    kind: email.kind,
    recipient: email.recipient,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError === null ? null : shortError(email.lastError),
    createdAt: email.createdAt,
    nextAttemptAt: email.status === 'pending' ? email.nextAttemptAt : null,
    sentAt: email.sentAt,
    cannotRetry: email.status === 'failed' ? (refusal(email, now) ?? null) : null,
  });

  app.get<{ Querystring: { status?: OutboxStatus; page?: string } }>(
    '/emails',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: [...STATUSES] }, page: pageProperty },
        },
        response: { 200: listSchema },
      },
    },
    async (request) => {
      const { status = 'failed', page } = request.query;
      const result = await store.outbox.page({ status, page: pageOf(page) });
      const now = deps.now();
      return { ...result, items: result.items.map((email) => view(email, now)) };
    },
  );

  app.post<IdParams>(
    '/emails/:id/retry',
    { ...writeOptions(config), schema: { params: idParams, response: { 200: emailSchema } } },
    async (request) => {
      const id = idOf(request.params, 'email');
      const now = deps.now();
      const outcome = await store.outbox.retry(id, actorOf(request), {
        now,
        refuse: (email) => refusal(email, now),
      });
      switch (outcome.status) {
        case 'unknown':
          throw notFound('email');
        case 'not-failed':
          throw new HttpError(409, notFailed(outcome.email.status));
        case 'refused':
          throw new HttpError(409, outcome.reason);
        case 'retried':
          deps.notify();
          request.log.info({ emailId: id, kind: outcome.email.kind }, 'email queued again');
          return view(outcome.email, now);
      }
    },
  );
};
