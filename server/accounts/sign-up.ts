// Signing up (docs/product.md §5, docs/security.md): one service, whichever door calls it: the API
// (POST /api/auth/create, accounts/routes/auth.ts) and the sign-up page's own form, posted by the browser
// before the app runs or without JavaScript (POST /signup, form-pages.ts). Both doors check the
// same schema (Credentials) before calling it and share one per-address limit (SIGN_UP_LIMIT).
//
// The answer is the same whether or not the address has an account, so that sign-up does not tell
// who has one: a new address gets its account, the welcome and the verification link in one
// transaction; an address with an account is left as it is, and its owner is emailed instead
// ("someone tried to sign up with your address; forgot your password?"), at most once an hour per
// address (the CounterStore's, shared by every instance on PostgreSQL), so that sign-up cannot be
// used to fill a stranger's mailbox. The password is hashed first either way: both cost the same.

import { LIMITS } from '../../contract/values/constants';
import { type DataStore, DuplicateEmailError, normalizeEmail } from '../db';
import { HttpError } from '../platform/errors';
import type { CounterStore } from '../security/counter-store';
import { perClientLimit } from '../security/rate-limits';
import { VERIFY_LINK_HOURS } from '../mail/content';
import type { Emails } from '../mail/emails';
import { newLinkToken } from './link-tokens';
import { passwordProblem } from './password-policy';
import type { PasswordHasher } from './passwords';

/** The one answer to every accepted sign-up, new address or not. */
export const SIGN_UP_ACCEPTED =
  'Thanks for signing up. We have emailed you about your account; you can now log in.';

const HOUR_MS = 3600_000;
/** Emails to the owner of an address someone tried to sign up with, at most, per hour. */
const TAKEN_EMAILS_PER_HOUR = 1;

/** The per-client limit of both doors, counted together (@fastify/rate-limit's groupId). */
export const signUpLimit = (max: number) =>
  perClientLimit(max, 'Too many sign-up attempts.', undefined, 'sign-up');

export interface SignUpDeps {
  store: DataStore;
  passwords: PasswordHasher;
  counters: CounterStore;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  /** The clock of verification links (tests move it). */
  now(): Date;
}

/**
 * Signs up with credentials that passed the Credentials schema: the accepted answer's message, or
 * an HttpError (400: the password breaks a rule; 503: no hashing slot free soon).
 */
export type SignUp = (credentials: { email: string; password: string }) => Promise<string>;

export function createSignUp(deps: SignUpDeps): SignUp {
  const { store, passwords, counters, emails } = deps;

  /** The owner of the address is told, once an hour at most; the account is not touched. */
  const tellOwner = async (email: string) => {
    const owner = await store.users.findByEmail(email);
    if (!owner) return;
    const sent = await counters.increment(`sign-up-taken|${normalizeEmail(owner.email)}`, HOUR_MS);
    if (sent.count > TAKEN_EMAILS_PER_HOUR) return;
    await store.outbox.enqueue([emails.signUpAttempt(owner.email)]);
    deps.notify();
  };

  return async ({ email: typed, password }) => {
    const email = typed.trim();
    const problem = await passwordProblem(password, email);
    if (problem) throw new HttpError(400, problem);

    // Hash before looking the email up: a taken address costs the same time as a new one.
    const passwordHash = await passwords.hash(password);
    if (await store.users.findByEmail(email)) {
      await tellOwner(email);
      return SIGN_UP_ACCEPTED;
    }
    const name = (email.split('@')[0] ?? '').slice(0, LIMITS.name) || 'Kestrel user';
    try {
      // The welcome and verification emails are queued in the same transaction as the account.
      const { token, tokenHash } = newLinkToken();
      const expiresAt = new Date(deps.now().getTime() + VERIFY_LINK_HOURS * HOUR_MS);
      await store.users.create(
        { email, passwordHash, name },
        [emails.welcome(email), emails.verifyEmail(email, token)],
        { tokenHash, expiresAt, purpose: 'verify' },
      );
    } catch (error) {
      // Two sign-ups for one address at the same moment: the unique index decides, and the
      // one that lost is answered as any sign-up with a taken address.
      if (!(error instanceof DuplicateEmailError)) throw error;
      await tellOwner(email);
      return SIGN_UP_ACCEPTED;
    }
    deps.notify();
    return SIGN_UP_ACCEPTED;
  };
}
