// POST /api/auth/login and POST /api/auth/create.
//
// Login answers are all text/plain, because the client shows the body as the message: 200 with
// the token, 401 'Invalid email or password' (the same for an unknown email and a wrong
// password, after the same argon2 work), 400 for bad fields, 429 when rate limited.

import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import { type DataStore, DuplicateEmailError, normalizeEmail } from '../db';
import type { LoginLimiter } from '../auth/login-limiter';
import type { PasswordHasher } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { HttpError } from '../errors';
import { LIMITS, credentialsSchema, messageResponse, type Credentials } from './schemas';

export interface AuthRouteDeps {
  config: Config;
  store: DataStore;
  passwords: PasswordHasher;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const ACCOUNT_CREATED = 'Account created. You can now log in.';
export const ACCOUNT_EXISTS = 'An account with this email already exists.';

const tooMany = (what: string, seconds: number) =>
  new HttpError(429, `Too many ${what} attempts. Try again in ${seconds} seconds.`, {
    'retry-after': String(seconds),
  });

/** Per-IP limit (@fastify/rate-limit) for one route. */
const perIpLimit = (config: Config, what: string) => ({
  max: config.rateLimitAuthMax,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
    tooMany(what, Math.max(1, Math.ceil(context.ttl / 1000))),
});

export const authRoutes: FastifyPluginAsync<AuthRouteDeps> = async (app, deps) => {
  const { config, store, passwords, tokens, loginLimiter } = deps;

  app.post<{ Body: Credentials }>(
    '/api/auth/login',
    {
      config: { plainTextErrors: true, rateLimit: perIpLimit(config, 'login') },
      schema: { body: credentialsSchema },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = normalizeEmail(email);

      const wait = loginLimiter.retryAfter(key);
      if (wait > 0) throw tooMany('login', wait);

      const user = await store.users.findByEmail(email);
      const ok = user
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyDummy(password);

      if (!user || !ok) {
        loginLimiter.recordFailure(key);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }

      loginLimiter.reset(key);
      const token = await tokens.issue(user);
      return reply.code(200).type('text/plain; charset=utf-8').send(token);
    },
  );

  app.post<{ Body: Credentials }>(
    '/api/auth/create',
    {
      config: { rateLimit: perIpLimit(config, 'sign-up') },
      schema: {
        body: credentialsSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const { password } = request.body;

      if (await store.users.findByEmail(email)) throw new HttpError(409, ACCOUNT_EXISTS);

      const passwordHash = await passwords.hash(password);
      const name = (email.split('@')[0] ?? '').slice(0, LIMITS.name) || 'Kestrel user';
      try {
        await store.users.create({ email, passwordHash, name });
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique index decides.
        if (error instanceof DuplicateEmailError) throw new HttpError(409, ACCOUNT_EXISTS);
        throw error;
      }
      return reply.code(201).send({ message: ACCOUNT_CREATED });
    },
  );
};
