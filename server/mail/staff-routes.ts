// The outbox as staff see it: GET /api/staff/emails?status=failed|pending|sent&cursor= (failed by
// default, newest first, with the count of failed emails) and POST /api/staff/emails/:id/retry (a
// failed email becomes pending, due now, its attempts counted from zero; audited). Never the
// sealed message; the last error with secrets taken out (mail/redact.ts) and cut short.
//
// An email that carries a link (a password reset, RESET_LINK_MINUTES; an email verification or a
// staff invitation, 24 hours) is sent again only while its link still works: afterwards the link
// would only say "expired", so the retry is refused with 409 and the reason, and the list says so
// instead of offering the button.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailPage, EmailsQuery, IdParams, StaffEmail } from '../../contract/api/staff';
import { actorOf } from '../accounts/authenticate';
import type { OutboxEmailSummary, OutboxStatus } from './types';
import { HttpError } from '../platform/errors';
import { INVITE_LINK_HOURS, RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from './content';
import type { EmailKind } from './emails';
import { errors } from '../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  notFound,
  adminDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../routes/staff/common';

/** The longest error text answered (the stored one is at most 500 characters). */
const ERROR_LENGTH = 300;

export const LINK_EXPIRED =
  `Its password reset link has expired (links work for ${RESET_LINK_MINUTES} minutes), so ` +
  'sending it again would not help: the member can ask for a new one with "Forgot password?" ' +
  'on the login page.';
export const VERIFY_LINK_EXPIRED =
  `Its verification link has expired (links work for ${VERIFY_LINK_HOURS} hours), so sending it ` +
  'again would not help: the member can ask for a new one from the profile.';
const INVITE_LINK_EXPIRED =
  `Its invitation link has expired (links work for ${INVITE_LINK_HOURS} hours), so sending it ` +
  'again would not help: invite the address again with npm run staff -- invite.';
const HOUR_MS = 3600_000;
/** How long the link of each kind of email works, and why it is not sent again afterwards. */
const LINK_LIFETIMES: Partial<Record<EmailKind, { ms: number; reason: string }>> = {
  'password-reset': { ms: RESET_LINK_MINUTES * 60_000, reason: LINK_EXPIRED },
  'email-verification': { ms: VERIFY_LINK_HOURS * HOUR_MS, reason: VERIFY_LINK_EXPIRED },
  'staff-invitation': { ms: INVITE_LINK_HOURS * HOUR_MS, reason: INVITE_LINK_EXPIRED },
};
const notFailed = (status: OutboxStatus) =>
  `Only a failed email can be sent again; this one is ${status === 'sent' ? 'sent' : 'still pending'}.`;

export const emailRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { config, store, redact } = deps;

  /** Why this email must not be sent again, at `now`; undefined when it may. */
  const refusal = (email: OutboxEmailSummary, now: Date): string | undefined => {
    const link = LINK_LIFETIMES[email.kind as EmailKind];
    if (!link) return undefined;
    const expires = new Date(email.createdAt).getTime() + link.ms;
    return expires <= now.getTime() ? link.reason : undefined;
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

  app.get(
    '/emails',
    {
      schema: {
        ...adminDoc(
          'Emails of the outbox',
          'Failed ones unless `status` says otherwise; newest first, 20 a page; never the message.',
        ),
        querystring: EmailsQuery,
        response: { 200: EmailPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const { status = 'failed', cursor } = request.query;
      const result = await store.outbox.page({ status, cursor });
      const now = deps.now();
      return { ...result, items: result.items.map((email) => view(email, now)) };
    },
  );

  app.post(
    '/emails/:id/retry',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Send a failed email again',
          'It becomes pending, due now, its attempts counted from zero; audited. 409 when it is ' +
            'not failed, or when it is a password reset whose link has expired.',
        ),
        params: IdParams,
        response: { 200: StaffEmail, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
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
