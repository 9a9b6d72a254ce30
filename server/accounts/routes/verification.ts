// Email verification (docs/product.md §5, docs/security.md).
//
//  - POST /api/auth/verify-email {token}: the link of the verification email
//    (/verify-email?token=..., valid VERIFY_LINK_HOURS, single use, kept only as its SHA-256
//    hash). 200 with a message (also when the address was verified already), or 400 saying why
//    the link does not work. No login needed: the link may be opened in another browser.
//  - POST /api/profile/verification (Bearer): emails a new link to the caller's address. 202;
//    409 when the address is verified; 429 past VERIFY_RESEND_PER_HOUR an hour for the account
//    (counted in the CounterStore, so across instances on PostgreSQL).
//
// Members use the site whether or not they verified; `npm run staff -- add` refuses an
// unverified address (server/cli/staff.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message, VerifyEmail } from '../../../contract/api/public';
import { createAuthenticate, currentUser } from '../authenticate';
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from '../link-tokens';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import type { DataStore } from '../../db';
import { HttpError } from '../../platform/errors';
import type { CounterStore } from '../../security/counter-store';
import { perClientLimit, tooMany } from '../../security/rate-limits';
import { VERIFY_LINK_HOURS } from '../../mail/content';
import type { Emails } from '../../mail/emails';
import { errors } from '../../platform/api/route-errors';

export interface VerificationRouteDeps {
  config: Config;
  store: DataStore;
  tokens: Sessions;
  counters: CounterStore;
  emails: Emails;
  notify(): void;
  now(): Date;
}

/** Verification emails one account may ask for in an hour. */
const VERIFY_RESEND_PER_HOUR = 3;
const HOUR_MS = 3600_000;
const SMALL_BODY = 8 * 1024;

export const EMAIL_VERIFIED = 'Your email address is verified. Thank you.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
export const VERIFICATION_SENT =
  'We have sent a new verification link to your email address. It works once, for ' +
  `${VERIFY_LINK_HOURS} hours.`;
export const VERIFY_REFUSED = {
  unknown: 'This verification link is not valid. Ask for a new one from your profile.',
  expired: 'This verification link has expired. Ask for a new one from your profile.',
  used: 'This verification link has already been used. Ask for a new one from your profile.',
} as const;
export const RESEND_LIMITED =
  `You can ask for ${VERIFY_RESEND_PER_HOUR} verification emails an hour. Look in your inbox ` +
  '(and the spam folder) for the last one.';

export const verificationRoutes: FastifyPluginAsyncTypebox<VerificationRouteDeps> = async (
  app,
  deps,
) => {
  const { config, store, tokens, counters, emails } = deps;
  const authenticate = createAuthenticate(store, tokens);

  app.post(
    '/api/auth/verify-email',
    {
      config: {
        rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many verification attempts.'),
      },
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Verify an email address with the emailed link',
        description: `The link works once, for ${VERIFY_LINK_HOURS} hours.`,
        tags: ['auth'],
        body: VerifyEmail,
        response: {
          200: Message,
          ...errors([400, 429], {
            400: 'The link is not valid, has expired or was used; the message says which.',
          }),
        },
      },
    },
    async (request) => {
      const { token } = request.body;
      if (!LINK_TOKEN_PATTERN.test(token)) throw new HttpError(400, VERIFY_REFUSED.unknown);
      const outcome = await store.credentials.verifyEmail(hashLinkToken(token), deps.now());
      if (outcome.status !== 'done') throw new HttpError(400, VERIFY_REFUSED[outcome.status]);
      request.log.info({ userId: outcome.userId }, 'email address verified');
      return { message: outcome.already ? EMAIL_ALREADY_VERIFIED : EMAIL_VERIFIED };
    },
  );

  app.post(
    '/api/profile/verification',
    {
      onRequest: authenticate,
      config: {
        rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many requests.'),
      },
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Email me a new verification link',
        description:
          `The link works once, for ${VERIFY_LINK_HOURS} hours. At most ` +
          `${VERIFY_RESEND_PER_HOUR} an hour per account.`,
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: {
          202: Message,
          ...errors([401, 409, 429], {
            409: `'${EMAIL_ALREADY_VERIFIED}'`,
            429: `'${RESEND_LIMITED} Try again in N seconds.'`,
          }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.emailVerifiedAt !== null) throw new HttpError(409, EMAIL_ALREADY_VERIFIED);
      const hour = await counters.increment(`verify-resend|${user.id}`, HOUR_MS);
      if (hour.count > VERIFY_RESEND_PER_HOUR) {
        const seconds = Math.max(1, Math.ceil((hour.resetAt - deps.now().getTime()) / 1000));
        throw tooMany(RESEND_LIMITED, seconds);
      }
      const { token, tokenHash } = newLinkToken();
      const expiresAt = new Date(deps.now().getTime() + VERIFY_LINK_HOURS * HOUR_MS);
      await store.credentials.createReset(
        { userId: user.id, tokenHash, expiresAt, purpose: 'verify' },
        emails.verifyEmail(user.email, token),
      );
      deps.notify();
      return reply.code(202).send({ message: VERIFICATION_SENT });
    },
  );
};
