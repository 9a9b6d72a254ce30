// buildApp(config) assembles the server without listening: index.ts listens, tests use port 0.
// Limits on connections and time (docs/security.md): REQUEST_TIMEOUT for a whole request,
// headers within 10 s, idle connections closed, MAX_CONNECTIONS open at most, 16 KiB bodies
// (less on the routes that need less).

import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiDocs } from './platform/api/api-docs';
import { limitHasher } from './accounts/hash-queue';
import { createLoginThrottle } from './accounts/login-throttle';
import { createPasswordHasher } from './accounts/passwords';
import { createSessions } from './accounts/sessions';
import { createTokenService } from './accounts/tokens';
import { type Config, findProjectRoot } from './config';
import { openDataStore } from './db';
import { registerCompression } from './platform/compression';
import { installErrorHandling, sendError } from './platform/errors';
import { fastifyOptions } from './platform/fastify-options';
import { createMemoryCounterStore } from './security/counter-store';
import { keyCounters } from './security/postgres-counter-store';
import { rateLimitStoreOf } from './security/rate-limit-store';
import type { FrontAnswer } from './site/fast-static';
import { registerHealth } from './platform/health';
import { createEmails } from './mail/emails';
import { createOutboxWorker } from './mail/outbox-worker';
import { createPublishScheduler } from './content/publish-scheduler';
import { createDailyDigests } from './platform/digests';
import { applicationDigest } from './hiring/digest';
import { leadDigest } from './leads/digest';
import { createApplicationRetention } from './hiring/retention';
import { loadPublished } from './content/published';
import { loadRedirects } from './content/redirects';
import { loadPages } from './content/pages/service';
import { loadArticles } from './content/articles/service';
import { withSiteAddress } from './content/site-address';
import { createRedactor, smtpSecrets } from './mail/redact';
import { createSealer } from './mail/seal';
import { createMailTransport } from './mail/transport';
import { createSearchIndex } from './content/search/indexer';
import { staffRoutes } from './routes/staff';
import { registerPublicRoutes } from './routes/public';
import { variantCache } from './media/cache';
import { importUploads } from './media/import';
import { registerUploads } from './media/serve';
import { registerOverload } from './platform/overload';
import { createRequestTurns } from './platform/request-turns';
import { isApiRequest, registerSecurity } from './security';
import { createServices } from './services';
import { createCampaigns } from './newsletter/campaigns/service';
import { registerSite } from './site/site';
import { draftPages } from './content/draft-pages';
import { registerCaseStudyFeed } from './site/feeds/case-study-feed';
import { registerInsightsFeeds } from './site/feeds/insights-feeds';
import { createInsights } from './content/insights';
import { registerNewsletterPages } from './site/newsletter-pages';
import type { AppOptions } from './app-options';

/** The project's version (package.json), for the API description. */
const packageVersion = (): string =>
  (
    JSON.parse(fs.readFileSync(path.join(findProjectRoot(), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Requests start in short turns, in the order they came (request-turns.ts); the site's files
  // and kept pages are answered from memory before the framework (fast-static.ts).
  const turns = createRequestTurns({
    maxWaiting: config.overload.requestQueueMax,
    maxWaitMs: config.overload.requestQueueWaitMs,
    headers: (): Record<string, string> =>
      config.instanceId ? { 'x-instance': config.instanceId } : {},
  });
  let front: FrontAnswer = () => false;
  const app = Fastify(fastifyOptions(config, options.logStream));

  app.server.headersTimeout = config.headersTimeoutMs;
  // Fastify's own listener, called in turns and after the answers from memory.
  const routing = app.server.listeners('request')[0] as http.RequestListener;
  app.server.removeAllListeners('request');
  app.server.on(
    'request',
    turns.wrap((request, response) => {
      let answered = false;
      try {
        answered = front(request, response);
      } catch (error) {
        app.log.error({ err: error }, 'answering from memory failed; the framework answers');
      }
      if (!answered) routing(request, response);
    }),
  );
  app.server.maxConnections = config.maxConnections;
  for (const warning of config.warnings) app.log.warn(warning);

  // The company's siteUrl is PUBLIC_URL, whatever its document stores (content/site-address.ts).
  const store = withSiteAddress(await openDataStore(config, app.log), config.mail.publicUrl);
  const counters = options.counters ?? store.counters ?? createMemoryCounterStore();
  // PostgreSQL's counters store their keys as an HMAC under a key derived from the JWT secret.
  keyCounters(counters, config.jwtSecret);
  app.log.info(
    { limits: options.counters || !store.counters ? 'memory' : store.kind },
    'request limits and failed-login counts kept in %s',
    options.counters || !store.counters ? "this process's memory" : `the ${store.kind} database`,
  );
  const now = options.now ?? (() => new Date());
  const sealer = createSealer(config.jwtSecret);
  const published = await loadPublished(store, app.log);
  const redirects = await loadRedirects(store, app.log);
  const pages = await loadPages({ store, redirects, log: app.log });
  const articles = await loadArticles({ store, redirects, published, log: app.log });
  app.decorate('articles', articles);
  const searchIndex = await createSearchIndex({ store, published, pages, articles, log: app.log });
  const emails = createEmails(config.mail, sealer, published.company);
  const redact = createRedactor(smtpSecrets(config.mail.smtpUrl));
  const outbox = createOutboxWorker({
    outbox: store.outbox,
    transport: options.mailTransport ?? createMailTransport(config.mail),
    sealer,
    settings: config.mail.outbox,
    log: app.log,
    redact,
    now,
    // A campaign's recipient counted as sent, failed or bounced (newsletter/campaigns/).
    settled: (email) => campaigns.settled(email),
  });
  const notify = () => outbox.notify();
  app.decorate('store', store).decorate('outbox', outbox);
  app.decorate(
    'scheduler',
    createPublishScheduler({ store, redirects, pages, articles, log: app.log, now }),
  );
  const digests = createDailyDigests({
    digests: [
      leadDigest({ store, emails }),
      ...(config.mail.hiringNotify === 'daily' ? [applicationDigest({ store, emails })] : []),
    ],
    ...{ notify, log: app.log, now },
  });
  app.decorate('digests', digests);
  const retention = createApplicationRetention({ store, log: app.log, now, config });
  app.decorate('applicationRetention', retention);
  const timers = [app.scheduler, digests, retention];
  if (options.startOutboxWorker !== false) {
    app.addHook('onReady', async () => {
      outbox.start();
      for (const timer of timers) timer.start();
      app.analytics.start();
    });
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) timer.stop();
    await app.analytics.close();
    for (const following of [searchIndex, published, redirects, pages, articles])
      await following.close();
    // The round in progress finishes (its emails are marked) before the database closes.
    await outbox.stop();
    await store.close();
    await counters.close?.();
  });

  installErrorHandling(app);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    const message = isApiRequest(request)
      ? `No API endpoint ${request.method} ${pathname}`
      : 'Not found';
    return sendError(request, reply, 404, message);
  });

  app.removeContentTypeParser('text/plain'); // Only JSON bodies (and the upload routes' forms).
  await registerSecurity(app);
  await registerOverload(app, config.overload);
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStoreOf(counters) });
  // Answers up to 256 KiB are compressed in one call (compression.ts); @fastify/compress takes
  // the larger ones and streams.
  registerCompression(app);
  await app.register(fastifyCompress, { global: true });

  const passwords = limitHasher(options.passwords ?? createPasswordHasher(config.passwordHashing), {
    concurrency: config.overload.hashConcurrency,
    maxWaiting: config.overload.hashQueueMax,
    maxWaitMs: config.overload.hashWaitMs,
  });
  const tokens = createSessions({
    store,
    tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
    settings: config.sessions,
    tokenTtlSeconds: config.tokenTtlSeconds,
    now,
  });
  const loginThrottle = createLoginThrottle({
    counters,
    perClientMax: config.loginFailureMax,
    perAccountMax: config.loginAccountFailureMax,
    windowSeconds: config.loginFailureWindowSeconds,
  });

  // Before the routes: it collects their schemas, and refuses an API route they do not describe.
  await registerApiDocs(app, { serve: config.apiDocs, version: packageVersion() });
  registerHealth(app, store, {
    instanceId: config.instanceId,
    refuseGetsWhileDraining: config.shutdownRefuseGets,
  });
  // One service per use case, for the API and the page's own form (services.ts).
  const services = createServices({
    ...{ config, store, passwords, counters, emails, published, notify, now },
  });
  app.decorate('newsletter', services.newsletter);
  const campaigns = createCampaigns({
    ...{ config, store, emails, notify, now, log: app.log },
    subscribers: services.newsletter,
    articles: {
      async published(id) {
        const found = await articles.byId(id);
        return found && { ...found.content, path: found.path };
      },
    },
  });
  app.decorate('campaigns', campaigns);
  timers.push(campaigns.sender);
  // What visitors read of the articles: the API, the pages, the feeds and the sitemap.
  const insights = createInsights(articles);
  await registerPublicRoutes(app, {
    ...{ config, store, published, pages, insights, passwords, tokens, loginThrottle },
    ...{ counters, emails, notify, now, services },
  });
  // Uploads live in the database; this instance caches their variants under UPLOADS_DIR/cache
  // and, once, imports the files uploaded before (media/import.ts).
  const mediaCache = variantCache(store.media, path.join(config.uploadsDir, 'cache'));
  await importUploads(store.media, config.uploadsDir, app.log);
  const drafts = draftPages();
  await app.register(staffRoutes, {
    ...{ prefix: '/api/staff', config, store, tokens, searchIndex },
    ...{ notify, now, redact, mediaCache, emails, published, counters, drafts, redirects, pages },
    ...{ articles, newsletter: services.newsletter, campaigns },
  });
  registerUploads(app, { media: store.media, cache: mediaCache });
  registerCaseStudyFeed(app, published);
  registerInsightsFeeds(app, { published, insights });
  // The newsletter's pages that work without JavaScript (subscribe, confirm, preferences).
  await registerNewsletterPages(app, {
    ...{ distDir: config.distDir, newsletter: services.newsletter },
    // The topics are the published articles' tags.
    topics: () => articles.topics(),
  });
  front = await registerSite(app, {
    distDir: config.distDir,
    mediaDir: config.mediaDir,
    ...{ store, published, redirects, pages, articles, insights },
    secret: config.jwtSecret,
    instanceId: config.instanceId,
    behindProxy: config.trustProxy !== false,
    services: services.forms,
    drafts,
  });

  return app;
}
