// Forgotten and changed passwords.
//
//  - POST /api/auth/forgot {email}: always 202 with the same message; the work is the forgot
//    service's (accounts/password-reset.ts), which the forgot-password page's own form calls too.
//  - POST /api/auth/reset {token, password}: 200, or 400 saying why; the reset service's (the
//    same module), which the reset and set-password pages' own forms call too.
//  - PUT /api/profile/password {currentPassword, newPassword} (Bearer): 200 {message, token}: the
//    other sessions end, the caller gets a fresh token so that its tab stays logged in. A wrong
//    current password answers 400 (not 401, which would end the caller's session) and counts as
//    a failed login for the account and address.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePassword,
  ForgotPassword,
  Message,
  PasswordChanged,
  ResetPassword,
} from '../../../contract/api/public';
import { createAuthenticate, currentUser } from '../authenticate';
import type { LoginThrottle } from '../login-throttle';
import {
  type ForgotPasswordService,
  forgotLimit,
  type ResetPasswordService,
  resetLimit,
} from '../password-reset';
import { passwordProblem } from '../password-policy';
import type { PasswordHasher } from '../passwords';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import { type DataStore, normalizeEmail } from '../../db';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../security/client-key';
import { groupRateLimit, perClientLimit, tooMany } from '../../security/rate-limits';
import { RESET_LINK_MINUTES } from '../../mail/content';
import type { Emails } from '../../mail/emails';
import { errors } from '../../platform/api/route-errors';

export interface PasswordRouteDeps {
  config: Config;
  store: DataStore;
  passwords: PasswordHasher;
  /** Session tokens: each issue opens a session kept on the server. */
  tokens: Sessions;
  loginThrottle: LoginThrottle;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  forgotPassword: ForgotPasswordService;
  resetPassword: ResetPasswordService;
}

export const PASSWORD_CHANGED = 'Your password has been changed. Other sessions have been ended.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'The new password must be different from your current one.';

const SMALL_BODY = 8 * 1024;

export const passwordRoutes: FastifyPluginAsyncTypebox<PasswordRouteDeps> = async (app, deps) => {
  const { config, store, passwords, tokens, loginThrottle, emails } = deps;
  const authenticate = createAuthenticate(store, tokens, { changesPassword: true });

  app.post(
    '/api/auth/forgot',
    {
      config: {
        rateLimit: groupRateLimit(forgotLimit(config)),
      },
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Ask for a password reset link',
        description:
          'The same answer whether or not an account has this email; for an account, a reset ' +
          `link valid ${RESET_LINK_MINUTES} minutes is emailed.`,
        tags: ['auth'],
        body: ForgotPassword,
        response: {
          202: Message,
          ...errors([400, 429], {
            429: 'Too many requests from this address, or for this email address.',
          }),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ message: await deps.forgotPassword(request.body, request) }),
  );

  app.post(
    '/api/auth/reset',
    {
      config: {
        rateLimit: groupRateLimit(resetLimit(config)),
      },
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Set a new password with a reset link',
        description: 'Ends every session of the account opened before.',
        tags: ['auth'],
        body: ResetPassword,
        response: {
          200: Message,
          ...errors([400, 429, 503], {
            400:
              'The link is not valid, has expired or was used, or the password breaks the ' +
              'sign-up rules; the message says which.',
          }),
        },
      },
    },
    async (request) => ({ message: await deps.resetPassword(request.body, request) }),
  );

  app.put(
    '/api/profile/password',
    {
      onRequest: authenticate,
      config: {
        rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many password changes.'),
      },
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Change the password',
        description:
          "Ends the account's other sessions and answers a fresh token for the caller. A wrong " +
          'current password answers 400 (not 401: the session goes on) and counts as a failed login.',
        tags: ['profile'],
        security: [{ bearer: [] }],
        body: ChangePassword,
        response: {
          200: PasswordChanged,
          ...errors([400, 401, 429, 503], {
            400: 'The current password is wrong, or the new one is refused; the message says which.',
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const account = normalizeEmail(user.email);
      const client = clientKey(request.ip);
      // Counted like a login attempt, before the password is checked.
      const wait = await loginThrottle.attempt(account, client);
      if (wait > 0) throw tooMany('Too many wrong passwords.', wait);
      if (!(await passwords.verify(user.passwordHash, currentPassword))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      }
      await loginThrottle.recordSuccess(account, client);
      if (newPassword === currentPassword) throw new HttpError(400, SAME_PASSWORD);
      const problem = await passwordProblem(newPassword, user.email);
      if (problem) throw new HttpError(400, problem);

      const passwordHash = await passwords.hash(newPassword);
      const updated = await store.credentials.changePassword(user.id, passwordHash, [
        emails.passwordChanged(user.email),
      ]);
      if (!updated) throw new HttpError(401, 'Your session has expired. Please log in again.');
      deps.notify();
      request.log.info({ userId: user.id }, 'password changed');
      return { message: PASSWORD_CHANGED, token: await tokens.issue(updated) };
    },
  );
};
