// The second step of a login with a second factor, logout and "log out everywhere".
//
// POST /api/auth/login/second-factor answers like the login (plain text: the token, or why not):
// every code sent counts in the login throttle of the account and client address before it is
// checked, exactly like a password, and only a right code clears the address's count. Logout ends
// the caller's session on the server; "log out everywhere" ends every session of the account.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Message } from '../../../contract/api/public';
import { SecondFactorLogin } from '../../../contract/api/second-factor';
import { actorOf, createAuthenticate, currentUser } from '../authenticate';
import type { LoginThrottle } from '../login-throttle';
import type { SecondFactor } from '../second-factor';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import { type DataStore, normalizeEmail } from '../../db';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../security/client-key';
import { perClientLimit, tooMany } from '../../security/rate-limits';
import { errors, noContent, plainText } from '../../platform/api/route-errors';

export interface SessionRouteDeps {
  config: Config;
  store: DataStore;
  tokens: Sessions;
  loginThrottle: LoginThrottle;
  secondFactor: SecondFactor;
}

const INVALID_CODE = 'Invalid code';
const CHALLENGE_EXPIRED = 'This login has timed out. Please log in again.';
const LOGGED_OUT_EVERYWHERE = 'Every session of your account has ended, this one too.';

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteDeps> = async (app, deps) => {
  const { config, store, tokens, loginThrottle, secondFactor } = deps;
  const authenticate = createAuthenticate(store, tokens);

  app.post(
    '/api/auth/login/second-factor',
    {
      config: {
        plainTextErrors: true,
        rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many login attempts.'),
      },
      bodyLimit: 8 * 1024,
      schema: {
        summary: 'Log in: the second step',
        description:
          'The challenge of the login answer (202) and a 6-digit code or a recovery code. ' +
          'Answers the session token as plain text, like the login; every answer is plain text.',
        tags: ['auth'],
        body: SecondFactorLogin,
        response: {
          200: plainText('The session token (a JWT), as text.'),
          400: plainText('A field breaks its rule.'),
          401: plainText(
            `'${INVALID_CODE}', or '${CHALLENGE_EXPIRED}' (after five minutes, or once the ` +
              'password has changed).',
          ),
          429: plainText('Too many attempts, counted with the failed logins of the account.'),
        },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const claims = await tokens.verifyChallenge(challenge);
      const user = claims ? await store.users.findById(claims.userId) : undefined;
      if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
        throw new HttpError(401, CHALLENGE_EXPIRED);
      }
      const account = normalizeEmail(user.email);
      const client = clientKey(request.ip);
      const wait = await loginThrottle.attempt(account, client);
      if (wait > 0) throw tooMany('Too many login attempts.', wait);
      if (!(await secondFactor.check(user, code, { id: user.id, email: user.email }))) {
        await store.staff.audit.record(
          {
            action: 'auth.login-failed',
            entity: 'user',
            entityId: user.id,
            after: { email: account, client: request.ip, step: 'second factor' },
          },
          { id: null, email: 'anonymous' },
        );
        throw new HttpError(401, INVALID_CODE);
      }
      await loginThrottle.recordSuccess(account, client);
      const token = await tokens.issue(user);
      return reply.code(200).type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Log out',
        description: "Ends the caller's session on the server: its token stops working.",
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { ...noContent, ...errors([401]) },
      },
    },
    async (request, reply) => {
      const sessionId = request.claims?.sessionId;
      if (sessionId !== undefined) await tokens.end(sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/profile/logout-everywhere',
    {
      onRequest: authenticate,
      config: {
        rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many profile changes.'),
      },
      schema: {
        summary: 'Log out everywhere',
        description: 'Ends every session of the account, the calling one too (audited).',
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: { 200: Message, ...errors([401, 429]) },
      },
    },
    async (request) => {
      await tokens.endAll(currentUser(request).id, actorOf(request));
      return { message: LOGGED_OUT_EVERYWHERE };
    },
  );
};
