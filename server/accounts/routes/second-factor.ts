// The staff second factor on the profile: status, set up (password), confirm with a code (the ten
// recovery codes answer once), remove (password and a code). Staff accounts only (403 for a
// member). Every password or code sent counts in the login throttle of the account and client
// address before it is checked, like a login; a right one clears the address's count.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../contract/values/constants';
import { Message } from '../../../contract/api/public';
import {
  CodeCheck,
  PasswordCheck,
  RecoveryCodes,
  RemoveSecondFactor,
  SecondFactorSetup,
  SecondFactorStatus,
} from '../../../contract/api/second-factor';
import { createAuthenticate, currentUser, actorOf } from '../authenticate';
import type { LoginThrottle } from '../login-throttle';
import type { PasswordHasher } from '../passwords';
import type { SecondFactor } from '../second-factor';
import type { Sessions } from '../sessions';
import type { Config } from '../../config';
import { type DataStore, normalizeEmail, type User } from '../../db';
import { HttpError } from '../../platform/errors';
import { clientKey } from '../../security/client-key';
import { perClientLimit, tooMany } from '../../security/rate-limits';
import { WRONG_CURRENT_PASSWORD } from './password';
import { errors } from '../../platform/api/route-errors';

export interface SecondFactorRouteDeps {
  config: Config;
  store: DataStore;
  tokens: Sessions;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  secondFactor: SecondFactor;
}

const STAFF_ONLY_SECOND_FACTOR = 'The second factor is for staff accounts.';
const ALREADY_ENABLED = 'Your second factor is already set up. Remove it first to replace it.';
const NOTHING_PENDING = 'Set up the second factor first: confirm your password.';
const WRONG_CODE = 'That code is not correct. Enter the 6-digit code your app shows now.';
const WRONG_CODE_OR_RECOVERY =
  'That code is not correct. Enter the 6-digit code your app shows now, or an unused recovery code.';
const NOT_ENABLED = 'Your account has no second factor.';
const ENABLED =
  'Your second factor is set up. Keep these recovery codes somewhere safe: each works once, ' +
  'and they are shown only now.';
const REMOVED = 'Your second factor has been removed.';

export const secondFactorRoutes: FastifyPluginAsyncTypebox<SecondFactorRouteDeps> = async (
  app,
  deps,
) => {
  const { config, store, tokens, passwords, loginThrottle, secondFactor } = deps;
  const authenticate = createAuthenticate(store, tokens);
  const write = {
    onRequest: authenticate,
    config: { rateLimit: perClientLimit(config.rateLimitAuthMax, 'Too many attempts.') },
    bodyLimit: 8 * 1024,
  };
  const doc = (summary: string, description: string) => ({
    summary,
    description,
    tags: ['profile'],
    security: [{ bearer: [] }],
  });

  const staff = (request: FastifyRequest): User => {
    const user = currentUser(request);
    if (!isStaff(user.role)) throw new HttpError(403, STAFF_ONLY_SECOND_FACTOR);
    return user;
  };

  /** Counted like a login attempt before `check` runs; a wrong answer is 400 with `refusal`. */
  const counted = async (
    request: FastifyRequest,
    user: User,
    check: () => Promise<boolean>,
    refusal: string,
  ) => {
    const account = normalizeEmail(user.email);
    const client = clientKey(request.ip);
    const wait = await loginThrottle.attempt(account, client);
    if (wait > 0) throw tooMany('Too many wrong passwords or codes.', wait);
    if (!(await check())) throw new HttpError(400, refusal);
    await loginThrottle.recordSuccess(account, client);
  };

  app.get(
    '/api/profile/second-factor',
    {
      onRequest: authenticate,
      schema: {
        ...doc('Read my second factor', 'Whether it is set up, and whether staff need it.'),
        response: { 200: SecondFactorStatus, ...errors([401]) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        ...(await secondFactor.status(user.id)),
        required: isStaff(user.role) && tokens.settings.staffRequireSecondFactor,
      };
    },
  );

  app.post(
    '/api/profile/second-factor/setup',
    {
      ...write,
      schema: {
        ...doc(
          'Set up a second factor',
          'Staff only. Needs the password; answers a new secret (pending until confirmed) as ' +
            'text and as a QR code drawn on the server.',
        ),
        body: PasswordCheck,
        response: {
          200: SecondFactorSetup,
          ...errors([400, 401, 403, 409, 429, 503], {
            400: `'${WRONG_CURRENT_PASSWORD}' (counted as a failed login).`,
            403: `'${STAFF_ONLY_SECOND_FACTOR}'`,
            409: `'${ALREADY_ENABLED}'`,
          }),
        },
      },
    },
    async (request) => {
      const user = staff(request);
      const { password } = request.body;
      await counted(
        request,
        user,
        () => passwords.verify(user.passwordHash, password),
        WRONG_CURRENT_PASSWORD,
      );
      const setup = await secondFactor.begin(user);
      if (!setup) throw new HttpError(409, ALREADY_ENABLED);
      return setup;
    },
  );

  app.post(
    '/api/profile/second-factor/confirm',
    {
      ...write,
      schema: {
        ...doc(
          'Confirm the second factor',
          'A current code from the app turns the pending secret on; answers the ten recovery ' +
            'codes, once (audited).',
        ),
        body: CodeCheck,
        response: {
          200: RecoveryCodes,
          ...errors([400, 401, 403, 409, 429, 503], {
            400: `'${WRONG_CODE}' (counted as a failed login).`,
            403: `'${STAFF_ONLY_SECOND_FACTOR}'`,
            409: `'${NOTHING_PENDING}'`,
          }),
        },
      },
    },
    async (request) => {
      const user = staff(request);
      let outcome: Awaited<ReturnType<SecondFactor['confirm']>> = 'wrong code';
      await counted(
        request,
        user,
        async () => {
          outcome = await secondFactor.confirm(user, request.body.code);
          return outcome !== 'wrong code';
        },
        WRONG_CODE,
      );
      if (!Array.isArray(outcome)) throw new HttpError(409, NOTHING_PENDING);
      return { message: ENABLED, recoveryCodes: outcome };
    },
  );

  app.post(
    '/api/profile/second-factor/remove',
    {
      ...write,
      schema: {
        ...doc(
          'Remove the second factor',
          'Needs the password and a current code or a recovery code (audited).',
        ),
        body: RemoveSecondFactor,
        response: {
          200: Message,
          ...errors([400, 401, 409, 429, 503], {
            400: 'The password or the code is wrong (each counted as a failed login).',
            409: `'${NOT_ENABLED}'`,
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { password, code } = request.body;
      if (!(await store.secondFactor.isEnabled(user.id))) throw new HttpError(409, NOT_ENABLED);
      await counted(
        request,
        user,
        () => passwords.verify(user.passwordHash, password),
        WRONG_CURRENT_PASSWORD,
      );
      await counted(
        request,
        user,
        () => secondFactor.check(user, code, actorOf(request)),
        WRONG_CODE_OR_RECOVERY,
      );
      if (!(await secondFactor.remove(user.id, actorOf(request)))) {
        throw new HttpError(409, NOT_ENABLED);
      }
      return { message: REMOVED };
    },
  );
};
