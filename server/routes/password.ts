// Forgotten and changed passwords.
//
//  - POST /api/auth/forgot {email}: always 202 with the same message, whether or not an account
//    has that email (no account discovery). For an account, a reset token (32 random bytes, kept
//    only as its SHA-256 hash, valid RESET_LINK_MINUTES, single use) and its email are committed
//    together. Limits: per client address (RATE_LIMIT_FORGOT_MAX a minute) and per email address
//    (FORGOT_EMAIL_MAX an hour, counted for every address asked about, known or not; past it, one
//    more every FORGOT_EMAIL_SLOW_MINUTES, so that a stranger cannot stop the owner's links).
//  - POST /api/auth/reset {token, password}: 200, or 400 saying why the link does not work
//    (unknown, expired, used) or why the password is refused (the sign-up rules). A reset bumps
//    the account's token version, which ends every session opened before it.
//  - PUT /api/profile/password {currentPassword, newPassword} (Bearer): 200 {message, token}: the
//    other sessions end, the caller gets a fresh token so that its tab stays logged in. A wrong
//    current password answers 400 (not 401, which would end the caller's session) and counts as
//    a failed login for the account and address.

import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePassword,
  ForgotPassword,
  Message,
  PasswordChanged,
  ResetPassword,
} from '../../contract/public-api';
import { createAuthenticate, currentUser } from '../auth/authenticate';
import { hashLinkToken, LINK_TOKEN_PATTERN } from '../auth/link-tokens';
import type { LoginThrottle } from '../auth/login-throttle';
import { passwordProblem } from '../auth/password-policy';
import type { PasswordHasher } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import type { Config } from '../config';
import { type DataStore, normalizeEmail } from '../db';
import { HttpError } from '../platform/errors';
import { clientKey } from '../security/client-key';
import type { CounterStore } from '../security/counter-store';
import { perClientLimit, tooMany } from '../security/rate-limits';
import { RESET_LINK_MINUTES } from '../mail/content';
import type { Emails } from '../mail/emails';
import { errors } from './schemas';

export interface PasswordRouteDeps {
  config: Config;
  store: DataStore;
  passwords: PasswordHasher;
  /** Session tokens: each issue opens a session kept on the server. */
  tokens: Sessions;
  loginThrottle: LoginThrottle;
  counters: CounterStore;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  now(): Date;
}

export const FORGOT_ACCEPTED =
  'If an account exists for this email address, we have sent it a link to choose a new ' +
  `password. The link works once, for ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in with it.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other sessions have been ended.';
export const RESET_REFUSED = {
  unknown: 'This reset link is not valid. Ask for a new one.',
  expired: 'This reset link has expired. Ask for a new one.',
  used: 'This reset link has already been used. Ask for a new one.',
} as const;
/** The 429 past the hourly cap: the owner's inbox already holds a link sent within the slot. */
export const forgotSlowed = (slowMs: number) =>
  'Too many password reset requests for this email address. If an account exists for it, a ' +
  `link was sent to it in the last ${Math.round(slowMs / 60_000)} minutes: look in the inbox ` +
  '(and the spam folder).';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'The new password must be different from your current one.';

const HOUR_MS = 3600_000;
const SMALL_BODY = 8 * 1024;
/** A link's token: 32 bytes in base64url (form-pages.ts writes only such a token into a page). */
export const TOKEN_PATTERN = LINK_TOKEN_PATTERN;

const hashResetToken = hashLinkToken;

export const passwordRoutes: FastifyPluginAsyncTypebox<PasswordRouteDeps> = async (app, deps) => {
  const { config, store, passwords, tokens, loginThrottle, counters, emails } = deps;
  const authenticate = createAuthenticate(store, tokens, { changesPassword: true });

  app.post(
    '/api/auth/forgot',
    {
      config: {
        rateLimit: perClientLimit(config.rateLimitForgotMax, 'Too many password reset requests.'),
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
    async (request, reply) => {
      const email = request.body.email.trim();
      const address = normalizeEmail(email);
      const hour = await counters.increment(`forgot|${address}`, HOUR_MS);
      if (hour.count > config.forgotEmailMax) {
        // Past the hourly cap the address is slowed, never shut: one request per
        // FORGOT_EMAIL_SLOW_MINUTES still sends a link. Whoever asks, the link goes to the
        // account's own address, so its owner always has one at most that old (and valid: the
        // setting is at most RESET_LINK_MINUTES).
        const slot = await counters.increment(`forgot-slow|${address}`, config.forgotSlowMs);
        if (slot.count > 1) {
          const seconds = Math.max(1, Math.ceil((slot.resetAt - deps.now().getTime()) / 1000));
          throw tooMany(forgotSlowed(config.forgotSlowMs), seconds);
        }
      }
      const user = await store.users.findByEmail(email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(deps.now().getTime() + RESET_LINK_MINUTES * 60_000);
        await store.credentials.createReset(
          { userId: user.id, tokenHash: hashResetToken(token), expiresAt },
          emails.passwordReset(user.email, token),
        );
        deps.notify();
        request.log.info({ userId: user.id }, 'password reset requested');
      }
      return reply.code(202).send({ message: FORGOT_ACCEPTED });
    },
  );

  app.post(
    '/api/auth/reset',
    {
      config: {
        rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many password reset attempts.'),
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
    async (request) => {
      const { token, password } = request.body;
      if (!TOKEN_PATTERN.test(token)) throw new HttpError(400, RESET_REFUSED.unknown);
      const tokenHash = hashResetToken(token);
      const reset = await store.credentials.findReset(tokenHash);
      const now = deps.now();
      // A verification link sets no password; an invitation's link does (and verifies too).
      if (!reset || reset.purpose === 'verify') throw new HttpError(400, RESET_REFUSED.unknown);
      if (reset.usedAt !== null) throw new HttpError(400, RESET_REFUSED.used);
      if (new Date(reset.expiresAt).getTime() <= now.getTime()) {
        throw new HttpError(400, RESET_REFUSED.expired);
      }
      const user = await store.users.findById(reset.userId);
      if (!user) throw new HttpError(400, RESET_REFUSED.unknown);
      const problem = passwordProblem(password, user.email);
      if (problem) throw new HttpError(400, problem);

      const passwordHash = await passwords.hash(password);
      // Checked again inside the transaction: of two uses at once, one wins.
      const outcome = await store.credentials.resetPassword(tokenHash, passwordHash, now, (u) => [
        emails.passwordChanged(u.email),
      ]);
      if (outcome.status !== 'done') throw new HttpError(400, RESET_REFUSED[outcome.status]);
      deps.notify();
      request.log.info({ userId: user.id }, 'password reset');
      return { message: PASSWORD_RESET_DONE };
    },
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
      const problem = passwordProblem(newPassword, user.email);
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
