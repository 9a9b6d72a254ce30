// Serving the built web site (DIST_DIR) and the media files (MEDIA_DIR).
//
// GET/HEAD of any path outside /api and /media:
//   1. DIST_DIR has no index.html → 503, the site has not been built.
//   2. The path names a file in DIST_DIR → that file. dist/assets/* are content-hashed and cached
//      for a year (immutable); HTML is `no-cache`; anything else is cached for an hour.
//   3. Else (after dropping one trailing slash) DIST_DIR/<path>/index.html exists → that
//      prerendered page, 200.
//   4. Else the path is one of the site's redirects (dist/redirects.json {from: to}, ignoring case:
//      the old /help/* links) → 301 to its page.
//   5. Else the path is one of the site's routes (dist/routes.json, compared ignoring case, as
//      React Router does) → that route's prerendered page when there is one, else
//      dist/index.html, 200; the app renders the page.
//   6. Else → 404 with dist/404.html, or dist/index.html when there is none (the app then shows
//      its 404 page).
// Every HTML answer sets the XSRF-TOKEN cookie (see security.ts). Nothing outside DIST_DIR is ever
// served: paths with `..`, dot segments, NUL or backslashes never reach the file system, and a
// symbolic link leading out of DIST_DIR is not followed.

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, issueXsrfCookie } from './security';

export const NOT_BUILT_MESSAGE = 'The site has not been built yet: run npm run build';

const ONE_YEAR = '365d';
const ONE_HOUR = '1h';
const MEDIA_MAX_AGE = '30d';

interface SiteOptions {
  distDir: string;
  mediaDir: string;
}

const statFile = (file: string): fs.Stats | undefined => {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
};

/** The decoded path of a request, or undefined when it cannot be decoded. */
const decodedPath = (rawUrl: string): string | undefined => {
  const pathname = rawUrl.split('?')[0]?.split('#')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
};

/** Drops one trailing slash, except from '/'. */
export const normalizeRoutePath = (p: string): string =>
  p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;

/** A path that may be looked up on disk: no dot segments, dotfiles, NUL or backslashes. */
const isSafeRelative = (p: string): boolean =>
  p.startsWith('/') &&
  !p.includes('\0') &&
  !p.includes('\\') &&
  p.split('/').every((segment) => !segment.startsWith('.'));

export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const distDir = path.resolve(options.distDir);

  await app.register(fastifyStatic, {
    root: path.resolve(options.mediaDir),
    prefix: '/media/',
    maxAge: MEDIA_MAX_AGE,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
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

  const jsonCache = new Map<string, { key: string; value: unknown }>();
  /** A JSON file of DIST_DIR, parsed; reread when it changes; undefined when absent or bad. */
  const distJson = (name: string): unknown => {
    const file = path.join(distDir, name);
    const stat = statFile(file);
    if (!stat) return undefined;
    const key = `${stat.mtimeMs}:${stat.size}`;
    const cached = jsonCache.get(name);
    if (cached?.key === key) return cached.value;
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      app.log.warn({ err: error }, `dist/${name} is not valid JSON; ignoring it`);
    }
    jsonCache.set(name, { key, value });
    return value;
  };

  /** dist/routes.json: each route's lower-case path → the route as the site spells it. */
  const siteRoutes = (): Map<string, string> => {
    const list = distJson('routes.json');
    if (!Array.isArray(list)) return new Map();
    return new Map(
      list
        .filter((r): r is string => typeof r === 'string')
        .map((r) => [normalizeRoutePath(r).toLowerCase(), normalizeRoutePath(r)]),
    );
  };

  /** dist/redirects.json: lower-case old path → the site path it moved to. */
  const siteRedirects = (): Map<string, string> => {
    const map = distJson('redirects.json');
    if (!map || typeof map !== 'object' || Array.isArray(map)) return new Map();
    return new Map(
      Object.entries(map)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .filter(([, to]) => isSafeRelative(to))
        .map(([from, to]) => [normalizeRoutePath(from).toLowerCase(), to]),
    );
  };

  const sendDistFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    status = 200,
  ): FastifyReply => {
    reply.code(status);
    const common = { dotfiles: 'deny' as const, index: false as const };
    if (relative.endsWith('.html')) {
      issueXsrfCookie(request, reply);
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(relative, distDir, { ...common, cacheControl: false });
    }
    if (relative.startsWith('/assets/')) {
      return reply.sendFile(relative, distDir, { ...common, maxAge: ONE_YEAR, immutable: true });
    }
    return reply.sendFile(relative, distDir, { ...common, maxAge: ONE_HOUR });
  };

  app.route({
    method: 'GET',
    url: '/*',
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

      if (requested !== '/' && fileIn(requested)) return sendDistFile(request, reply, requested);

      const route = normalizeRoutePath(requested);
      const prerendered = route === '/' ? '/index.html' : `${route}/index.html`;
      if (fileIn(prerendered)) return sendDistFile(request, reply, prerendered);

      if (!isSafeRelative(route)) return sendNotFoundPage(request, reply);
      const redirect = siteRedirects().get(route.toLowerCase());
      if (redirect) return reply.redirect(redirect, 301);
      const known = siteRoutes().get(route.toLowerCase());
      if (known !== undefined) {
        const page = known === '/' ? '/index.html' : `${known}/index.html`;
        return sendDistFile(request, reply, fileIn(page) ? page : '/index.html');
      }
      return sendNotFoundPage(request, reply);
    },
  });

  function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const page = fileIn('/404.html') ? '/404.html' : '/index.html';
    return sendDistFile(request, reply, page, 404);
  }
}
