// buildApp(config) assembles the server without listening: index.ts listens, tests use port 0.

import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLoginLimiter } from './auth/login-limiter';
import { createPasswordHasher } from './auth/passwords';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import { type DataStore, openDataStore } from './db';
import { frameworkErrorHandler, installErrorHandling, sendError } from './errors';
import { registerHealth } from './health';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { profileRoutes } from './routes/profile';
import { isApiPath, registerSecurity } from './security';
import { registerSite } from './site';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data store, closed when the app closes. */
    store: DataStore;
  }
}

/** Log paths that must never be written: credentials, cookies and request bodies. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'passwordHash',
  'token',
];

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    // A request accepted before shutdown stopped listening is served, not refused (shutdown.ts).
    return503OnClosing: false,
    ajv: {
      // Reject what does not match instead of silently coercing or dropping it.
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false },
    },
  });

  const store = await openDataStore(config, app.log);
  app.decorate('store', store);
  app.addHook('onClose', async () => {
    await store.close();
  });

  installErrorHandling(app);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const message = isApiPath(request.url)
      ? `No API endpoint ${request.method} ${pathname}`
      : 'Not found';
    return sendError(request, reply, 404, message);
  });

  // Only JSON bodies: Fastify's built-in text/plain parser is not wanted.
  app.removeContentTypeParser('text/plain');

  await registerSecurity(app);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyCompress, { global: true });

  const passwords = createPasswordHasher(config.passwordHashing);
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const loginLimiter = createLoginLimiter({
    max: config.loginFailureMax,
    windowSeconds: config.loginFailureWindowSeconds,
  });

  registerHealth(app, store, { instanceId: config.instanceId });
  await app.register(contentRoutes);
  await app.register(authRoutes, { config, store, passwords, tokens, loginLimiter });
  await app.register(profileRoutes, { store, tokens });
  await app.register(contactRoutes, { store });
  await registerSite(app, { distDir: config.distDir, mediaDir: config.mediaDir });

  return app;
}
