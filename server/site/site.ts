// Serving the built web site (DIST_DIR) and the media files (MEDIA_DIR).
//
// GET/HEAD of any path outside /api and /media:
//   1. DIST_DIR has no index.html → 503, the site has not been built.
//   2. /sitemap.xml and /robots.txt → the build's at the published address, the sitemap with each
//      page's last publish and the open job postings' pages (sitemap.ts), when the server renders
//      live pages. Else the path names a file in DIST_DIR → that file. dist/assets/* are
//      content-hashed and cached for a year (immutable); HTML is `no-cache`; anything else for an
//      hour. A file whose brotli or gzip copy the build wrote beside it (`x.br`, `x.gz`) is sent
//      as that copy when the browser accepts it. /404.html answers 404, as the page it is.
//   3. Else (after dropping one trailing slash; /search with words counts in the search's limit,
//      content/search/limit.ts) the path is a page with a form the browser may post itself
//      (form-pages.ts: contact, password, quote, sign-up; apply-page.ts) → that
//      page with the visitor's tokens written into its form, or its confirmation (any live page
//      holding such a form is sent so: live-reply.ts); else a prerendered page, 200.
//   4. Else one of the site's redirects (dist/.site/redirects.json, ignoring case) → 301.
//   5. Else one of the site's routes (dist/.site/routes.json, ignoring case, as React Router does)
//      → its prerendered page when there is one, else dist/index.html, 200; the app renders it.
//   6. Else an old address staff redirect (redirect-reply.ts) → 301 or 410; else → 404 with
//      dist/404.html, or dist/index.html when there is none (the app then shows its 404 page).
// Every HTML answer sets the XSRF-TOKEN cookie (see security.ts) and carries its own Content
// Security Policy, which allows the stylesheets it inlines by their hashes (security-headers.ts).
// Nothing outside DIST_DIR is ever served: paths with `..`, dot segments, NUL or backslashes never
// reach the file system, and a symbolic link leading out of DIST_DIR is not followed. What the
// build keeps in dist/.site/ (routes, redirects, the app shell, the manifest) is never served: no
// path segment may start with a dot. Built files and kept pages are answered from memory first.
//
// MEDIA_DIR (/media/*): product and testimonial images. Their names are not content-hashed, so
// they are cached for an hour and then revalidated (ETag, Last-Modified), and may be served stale
// for a day while the browser revalidates.

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FrontAnswer, createFastStatic } from './fast-static';
import { registerApplyPages } from './apply-page';
import { registerFormPages } from './form-pages';
import { createLivePages, NOT_FOUND_ROUTE } from './live-pages';
import { sendLivePage } from './live-reply';
import { createMemoryFiles } from './memory-files';
import { registerPreviews } from './preview-page';
import { redirectReplies } from './redirect-reply';
import { isApiPath, issueXsrfCookie } from '../security';
import { pageContentSecurityPolicy } from '../security/headers';
import { replyWithFile } from '../platform/http-caching';
import {
  cacheControlFor,
  decodedPath,
  isSafeRelative,
  normalizeRoutePath,
  statFile,
} from './site-paths';
import { robotsTxt, siteMap } from './sitemap';
import { searchPageRateLimit } from '../content/search/limit';
import type { SiteOptions } from './site-options';

const NOT_BUILT_MESSAGE = 'The site has not been built yet: run npm run build';
const MEDIA_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
/** Where the build keeps what the server reads (see webpack.plugins.ts, SITE_META_DIR). */
const SITE_META = '.site';

export async function registerSite(
  app: FastifyInstance,
  options: SiteOptions,
): Promise<FrontAnswer> {
  const distDir = path.resolve(options.distDir);
  const mediaDir = path.resolve(options.mediaDir);
  const livePages =
    options.store && options.published
      ? createLivePages({
          distDir,
          store: options.store,
          published: options.published,
          pages: options.pages,
          insights: options.insights,
          routes: () => siteRoutes(),
          log: app.log,
        })
      : undefined;
  if (livePages && options.store) {
    registerPreviews(app, { ...options, livePages, store: options.store });
  }
  // The forms posted by the browser itself (form-pages.ts; a posting's: apply-page.ts).
  const { services } = options;
  const { apply } = services;
  const formPages = livePages && (await registerFormPages(app, { distDir, livePages, services }));
  const applyPages = livePages ? await registerApplyPages(app, { livePages, apply }) : undefined;

  // The built files and media files, from memory (memory-files.ts), sent the one way.
  const memoryFiles = createMemoryFiles(distDir, cacheControlFor);
  const mediaFiles = createMemoryFiles(mediaDir, () => MEDIA_CACHE);
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = decodedPath(request.raw.url ?? '')?.slice('/media'.length);
    const file = relative && isSafeRelative(relative) ? mediaFiles.get(relative) : undefined;
    return file ? replyWithFile(request, reply, file) : reply.callNotFound();
  });

  /** The file in DIST_DIR for a site path, or undefined when there is none (or it is outside). */
  const fileIn = (relative: string): string | undefined => {
    if (!isSafeRelative(relative)) return undefined;
    const file = path.resolve(distDir, `.${relative}`);
    if (!file.startsWith(distDir + path.sep)) return undefined;
    if (!statFile(file)) return undefined;
    try {
      const real = fs.realpathSync(file);
      const realRoot = fs.realpathSync(distDir);
      return real.startsWith(realRoot + path.sep) ? file : undefined;
    } catch {
      return undefined;
    }
  };

  const jsonCache = new Map<string, { key: string; value: Map<string, string> }>();
  /** A JSON file of DIST_DIR made into a map by `derive` (again when it changes; absent: {}). */
  const distJson = (name: string, derive: (json: unknown) => Map<string, string>) => {
    const file = path.join(distDir, SITE_META, name);
    const stat = statFile(file);
    if (!stat) return new Map<string, string>();
    const key = `${stat.mtimeMs}:${stat.size}`;
    const cached = jsonCache.get(name);
    if (cached?.key === key) return cached.value;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      app.log.warn({ err: error }, `dist/${SITE_META}/${name} is not valid JSON; ignoring it`);
    }
    const value = derive(json);
    jsonCache.set(name, { key, value });
    return value;
  };

  /** dist/.site/routes.json: each route's lower-case path → the route as the site spells it. */
  const siteRoutes = (): Map<string, string> =>
    distJson('routes.json', (list) =>
      Array.isArray(list)
        ? new Map(
            list
              .filter((r): r is string => typeof r === 'string')
              .map((r) => [normalizeRoutePath(r).toLowerCase(), normalizeRoutePath(r)]),
          )
        : new Map(),
    );

  /** dist/.site/redirects.json: lower-case old path → the site path it moved to. */
  const siteRedirects = (): Map<string, string> =>
    distJson('redirects.json', (map) =>
      map && typeof map === 'object' && !Array.isArray(map)
        ? new Map(
            Object.entries(map)
              .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
              .filter(([, to]) => isSafeRelative(to))
              .map(([from, to]) => [normalizeRoutePath(from).toLowerCase(), to]),
          )
        : new Map(),
    );

  const pagePolicies = new Map<string, { key: string; csp: string }>();
  /** The Content Security Policy of a page of DIST_DIR, read again when the file changes. */
  const policyOf = (relative: string): string => {
    const file = path.join(distDir, relative);
    const stat = statFile(file);
    const key = `${stat?.mtimeMs}:${stat?.size}`;
    const cached = pagePolicies.get(relative);
    if (cached?.key === key) return cached.csp;
    const csp = pageContentSecurityPolicy(stat ? fs.readFileSync(file, 'utf8') : '');
    pagePolicies.set(relative, { key, csp });
    return csp;
  };

  const sendDistFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    status = 200,
  ): FastifyReply => {
    if (relative.endsWith('.html')) {
      issueXsrfCookie(request, reply);
      reply.header('content-security-policy', policyOf(relative));
    }
    const file = memoryFiles.get(relative);
    if (file) return replyWithFile(request, reply, file, status);
    reply.callNotFound();
    return reply;
  };

  app.route({
    method: 'GET',
    url: '/*',
    config: { rateLimit: searchPageRateLimit },
    handler: async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();

      if (!fileIn('/index.html')) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT_MESSAGE);
      }

      const requested = decodedPath(request.raw.url ?? '/');
      if (requested === undefined) return sendNotFoundPage(request, reply);

      if (requested === '/404.html') return sendNotFoundPage(request, reply);
      if (livePages && options.store && options.published && fileIn(requested)) {
        const built = () => fs.readFileSync(path.join(distDir, requested.slice(1)), 'utf8');
        if (requested === '/sitemap.xml') {
          const map = await siteMap(built(), {
            store: options.store,
            ...{ published: options.published, pages: options.pages, insights: options.insights },
            documentsOf: livePages.documentsOf,
            redirected: (page) => options.redirects?.resolve(page) !== undefined,
          });
          return reply
            .header('cache-control', 'no-cache')
            .type('application/xml; charset=utf-8')
            .send(map);
        }
        if (requested === '/robots.txt') {
          return reply
            .header('cache-control', cacheControlFor(requested))
            .type('text/plain; charset=utf-8')
            .send(robotsTxt(built(), options.published));
        }
      }
      if (requested !== '/' && fileIn(requested)) return sendDistFile(request, reply, requested);

      const route = normalizeRoutePath(requested);
      const query = (request.raw.url ?? '').split('#')[0]?.split('?')[1];
      const form = formPages?.routeFor(route);
      if (form && (await formPages?.sendPage(request, reply, form, `?${query ?? ''}`)))
        return reply;
      const redirect = siteRedirects().get(route.toLowerCase());
      if (redirect) return reply.redirect(redirect, 301);
      const live = livePages?.routeFor(route);
      if (live) {
        if (await applyPages?.sendConfirmation(request, reply, live, query ?? '')) return reply;
        const page = await livePages?.render(live, query ? `?${query}` : '');
        if (page === 'missing') return sendNotFoundPage(request, reply);
        if (page) return sendLivePage(request, reply, page);
      }
      const prerendered = route === '/' ? '/index.html' : `${route}/index.html`;
      if (fileIn(prerendered)) return sendDistFile(request, reply, prerendered);

      if (!isSafeRelative(route)) return sendNotFoundPage(request, reply);
      const known = siteRoutes().get(route.toLowerCase());
      if (known !== undefined) {
        const page = known === '/' ? '/index.html' : `${known}/index.html`;
        return sendDistFile(request, reply, fileIn(page) ? page : '/index.html');
      }
      return sendNotFoundPage(request, reply);
    },
  });

  const { redirects } = options;
  const moved = redirects && redirectReplies(app, { ...options, redirects, livePages, fileIn });
  /** A page that the handler above would answer with livePages' render, when it is kept. */
  const keptPage = (sitePath: string) => {
    if (!livePages || formPages?.routeFor(sitePath)) return undefined;
    if (siteRedirects().has(sitePath.toLowerCase())) return undefined;
    return livePages.routeFor(sitePath) === sitePath ? livePages.cached(sitePath) : undefined;
  };
  return createFastStatic({
    // A page's HTML goes through the handler above: its policy, its cookie.
    file: (sitePath) => (sitePath.endsWith('.html') ? undefined : memoryFiles.get(sitePath)),
    page: keptPage,
    ready: () => app.health.state === 'ready',
    instanceId: options.instanceId,
    behindProxy: options.behindProxy,
  });

  /** The not-found page, from the published documents (else the build's), with HTTP 404. */
  async function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    if (await moved?.send(request, reply)) return reply;
    const live = await livePages?.render(NOT_FOUND_ROUTE, '');
    if (live && live !== 'missing') return sendLivePage(request, reply.code(404), live);
    const page = fileIn('/404.html') ? '/404.html' : '/index.html';
    return sendDistFile(request, reply, page, 404);
  }
}
