// POST /api/auth/login and POST /api/auth/create (signing up itself is accounts/sign-up.ts's).
//
// Login answers are all text/plain, because the client shows the body as the message: 200 with
// the token, 401 'Invalid email or password' (the same for an unknown email and a wrong
// password, after the same argon2 work), 400 for bad fields, 429 when rate limited or when the
// login throttle (accounts/login-throttle.ts) holds this account for this client address: it counts
// every attempt before the password is checked. An account with a second factor answers the right
// password with 202 and a challenge instead of the token: the code goes to
// POST /api/auth/login/second-factor (accounts/routes/sessions.ts), counted in the same throttle.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Credentials, LoginCredentials, Message } from '../../../contract/api/public';
import { SecondFactorNeeded } from '../../../contract/api/second-factor';
import type { Config } from '../../config';
import { type DataStore, normalizeEmail } from '../../db';
import type { LoginThrottle } from '../login-throttle';
import type { PasswordHasher } from '../passwords';
import type { Sessions } from '../sessions';
import { SIGN_UP_ACCEPTED, type SignUp, signUpLimit } from '../sign-up';
import { VERIFY_LINK_HOURS } from '../../mail/content';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../security/client-key';
import { perClientLimit, tooMany } from '../../security/rate-limits';
import { errors, plainText } from '../../platform/api/route-errors';

export interface AuthRouteDeps {
  config: Config;
  store: DataStore;
  passwords: PasswordHasher;
  /** Session tokens: each issue opens a session kept on the server. */
  tokens: Sessions;
  loginThrottle: LoginThrottle;
  /** The clock of one-time passwords (tests move it). */
  now(): Date;
  /** Signing up: the service this route and the sign-up page's form both call. */
  signUp: SignUp;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const SECOND_FACTOR_NEEDED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** Who the audit log names for what a caller did without an account. */
const ANONYMOUS = { id: null, email: 'anonymous' };
export const ONE_TIME_PASSWORD_EXPIRED =
  'This one-time password has expired. Choose a new password with "Forgot password?".';

/** Credentials are small: 8 KiB holds the longest email and password even if JSON-escaped. */
const CREDENTIALS_BODY_LIMIT = 8 * 1024;

export const authRoutes: FastifyPluginAsyncTypebox<AuthRouteDeps> = async (app, deps) => {
  const { config, store, passwords, tokens, loginThrottle } = deps;

  /**
   * A hash made with another argon2id cost than today's is replaced once the password is known
   * to be right (config.ts, OWASP_ARGON2ID). A busy hashing queue or a failed write leaves the old
   * hash for the next login; this login goes on either way.
   */
  const upgradeHash = async (userId: number, previousHash: string, password: string) => {
    if (!passwords.needsRehash(previousHash)) return;
    try {
      await store.credentials.upgradeHash(userId, previousHash, await passwords.hash(password));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      app.log.warn({ userId, reason }, 'password hash not upgraded to the current cost');
    }
  };

  app.post(
    '/api/auth/login',
    {
      config: {
        plainTextErrors: true,
        rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many login attempts.'),
      },
      bodyLimit: CREDENTIALS_BODY_LIMIT,
      schema: {
        summary: 'Log in',
        description:
          'Answers the session token as plain text. Every answer of this call is plain text, ' +
          'errors included: the site shows the body as the message.',
        tags: ['auth'],
        body: LoginCredentials,
        response: {
          200: plainText('The session token (a JWT), as text.'),
          202: {
            ...SecondFactorNeeded,
            description:
              'The password is right and the account has a second factor: send the challenge ' +
              'with a code to POST /api/auth/login/second-factor within five minutes.',
          },
          400: plainText('An email or password that breaks the rules, and why.'),
          401: plainText(
            `'${INVALID_CREDENTIALS}' (the same for an unknown email), or, with the right ` +
              'one-time password past its 24 hours, why it no longer works.',
          ),
          429: plainText(
            'Too many attempts from this address, or too many failed logins for this account.',
          ),
          503: plainText(
            'Too many password checks at once (auth/hash-queue.ts); Retry-After says when to try again.',
          ),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = normalizeEmail(email);
      const client = clientKey(request.ip);

      // Counted before the password is checked (atomically: parallel guesses cannot overtake).
      const wait = await loginThrottle.attempt(account, client);
      if (wait > 0) throw tooMany('Too many login attempts.', wait);

      const user = await store.users.findByEmail(email);
      // An invited account has no password ('') until its link is used: the same work, refused.
      const ok = user?.passwordHash
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyDummy(password);

      if (!user || !ok) {
        // Every failed login is in the audit log, known account or not (the same work either way).
        await store.staff.audit.record(
          {
            action: 'auth.login-failed',
            entity: 'user',
            entityId: user?.id ?? null,
            after: { email: account, client: request.ip },
          },
          ANONYMOUS,
        );
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      // A one-time password printed by the command line works for 24 hours (cli/staff.ts).
      if (user.passwordExpiresAt !== null && new Date(user.passwordExpiresAt) <= deps.now()) {
        await loginThrottle.recordSuccess(account, client);
        throw new HttpError(401, ONE_TIME_PASSWORD_EXPIRED);
      }
      await upgradeHash(user.id, user.passwordHash, password);
      if (await store.secondFactor.isEnabled(user.id)) {
        // The address's count is cleared only once the code is right too, so that guessing
        // codes cannot be refreshed by logging in again with the password.
        const challenge = await tokens.issueChallenge(user);
        return reply.code(202).send({ challenge, message: SECOND_FACTOR_NEEDED });
      }
      await loginThrottle.recordSuccess(account, client);
      const token = await tokens.issue(user);
      return reply.code(200).type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post(
    '/api/auth/create',
    {
      config: { rateLimit: signUpLimit(config.rateLimitAuthMax) },
      bodyLimit: CREDENTIALS_BODY_LIMIT,
      schema: {
        summary: 'Sign up',
        description:
          'Creates a member account and queues a welcome email and an email verification link ' +
          `(valid ${VERIFY_LINK_HOURS} hours). The answer is the same for an address that ` +
          'already has an account (compared ignoring case): that account is left as it is and ' +
          'its owner is emailed instead (at most once an hour), so that sign-up does not tell ' +
          'who has an account.',
        tags: ['auth'],
        body: Credentials,
        response: {
          201: { ...Message, description: `'${SIGN_UP_ACCEPTED}'` },
          ...errors([400, 429, 503], {
            400: 'The email or password is refused (docs/product.md §5), and why.',
            429: 'Too many sign-up attempts from this address (the sign-up page counts too).',
          }),
        },
      },
    },
    async (request, reply) => {
      const message = await deps.signUp(request.body);
      return reply.code(201).send({ message });
    },
  );
};
