// Forgotten passwords: asking for a reset link and setting a new password with it. One service
// each, whichever door calls it: the API (POST /api/auth/forgot, /api/auth/reset: routes/
// password.ts) and the pages' own forms, posted by the browser before the app runs or without
// JavaScript (POST /forgot-password, /reset-password, /set-password: site/form-pages.ts). Both
// doors check the same schema first and count in one per-address limit.
//
//  - forgot {email}: always the same answer, whether or not an account has that email (no
//    account discovery). For an account, a reset token (32 random bytes, kept only as its
//    SHA-256 hash, valid RESET_LINK_MINUTES, single use) and its email are committed together.
//    Limits: per client address (RATE_LIMIT_FORGOT_MAX a minute) and per email address
//    (FORGOT_EMAIL_MAX an hour, counted for every address asked about, known or not; past it,
//    one more every FORGOT_EMAIL_SLOW_MINUTES, so that a stranger cannot stop the owner's links).
//  - reset {token, password}: done, or 400 saying why the link does not work (unknown, expired,
//    used) or why the password is refused (the sign-up rules). A reset bumps the account's token
//    version, which ends every session opened before it.

import { randomBytes } from 'node:crypto';
import type { ForgotPassword, ResetPassword } from '../../contract/api/public';
import type { Config } from '../config';
import { normalizeEmail } from '../db';
import { RESET_LINK_MINUTES } from '../mail/content';
import type { Caller } from '../platform/caller';
import { HttpError } from '../platform/errors';
import { type GroupLimit, tooMany } from '../security/rate-limits';
import { hashLinkToken, LINK_TOKEN_PATTERN } from './link-tokens';
import { passwordProblem } from './password-policy';
import type { SignUpDeps } from './sign-up';

export const FORGOT_ACCEPTED =
  'If an account exists for this email address, we have sent it a link to choose a new ' +
  `password. The link works once, for ${RESET_LINK_MINUTES} minutes.`;
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now log in with it.';
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

/** A link's token: 32 bytes in base64url (form-pages.ts writes only such a token into a page). */
export const TOKEN_PATTERN = LINK_TOKEN_PATTERN;

const HOUR_MS = 3600_000;
const hashResetToken = hashLinkToken;

/** The per-address limits of both doors, each use case's counted together. */
export const forgotLimit = (config: Config): GroupLimit => ({
  group: 'forgot',
  max: config.rateLimitForgotMax,
  reason: 'Too many password reset requests.',
});
export const resetLimit = (config: Config): GroupLimit => ({
  group: 'reset',
  max: config.rateLimitAuthMax,
  reason: 'Too many password reset attempts.',
});

/** What sign-up needs, and the settings (the forgot-password limits). */
export interface PasswordResetDeps extends SignUpDeps {
  config: Config;
}

/** Asks for a reset link (a body that passed ForgotPassword): the answer, or an HttpError (429). */
export type ForgotPasswordService = (body: ForgotPassword, caller: Caller) => Promise<string>;
/** Sets a new password with a link (a body that passed ResetPassword); an HttpError refuses. */
export type ResetPasswordService = (body: ResetPassword, caller: Caller) => Promise<string>;

export function createForgotPassword(deps: PasswordResetDeps): ForgotPasswordService {
  const { config, store, counters, emails } = deps;
  return async (body, caller) => {
    const email = body.email.trim();
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
      caller.log.info({ userId: user.id }, 'password reset requested');
    }
    return FORGOT_ACCEPTED;
  };
}

export function createResetPassword(deps: PasswordResetDeps): ResetPasswordService {
  const { store, passwords, emails } = deps;
  return async ({ token, password }, caller) => {
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
    const problem = await passwordProblem(password, user.email);
    if (problem) throw new HttpError(400, problem);

    const passwordHash = await passwords.hash(password);
    // Checked again inside the transaction: of two uses at once, one wins.
    const outcome = await store.credentials.resetPassword(tokenHash, passwordHash, now, (u) => [
      emails.passwordChanged(u.email),
    ]);
    if (outcome.status !== 'done') throw new HttpError(400, RESET_REFUSED[outcome.status]);
    deps.notify();
    caller.log.info({ userId: user.id }, 'password reset');
    return PASSWORD_RESET_DONE;
  };
}
