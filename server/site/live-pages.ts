// Pages rendered from what is published. The build prerenders every page from the content
// documents' seeds (dist/); once the server runs, every page of the site is rendered here instead,
// at request time, from the documents as published now (contract/documents/index.ts: each route names
// the ones it shows) and, for some, with what the API would answer now: /products, the careers
// lists and each job or internship posting's page (/careers/jobs/<slug>: 404 when there is none),
// so that the visitor sees the current content in the first paint (docs/performance.md).
//
// The renderer is the build's own (live-render.ts reads it: scripts/prerender.mjs copies the
// bundle of src/prerender.tsx to DIST_DIR/.site/render.cjs): the same markup, class names, stylesheets and code as every
// prerendered page. The page carries the data it was rendered with (src/app/pageData.ts), which
// the browser puts into its store before hydrating.
//
// One render per distinct answer: the HTML, with its brotli and gzip copies, is kept under a
// digest of the data (the documents' published versions included) and of the build, which is also
// its ETag: a publish changes the digest of the pages showing that document, and only theirs. With
// several instances each renders the same bytes. When the renderer is missing or fails, the
// prerendered page is served instead.

import { LRUCache } from 'lru-cache';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../db';
import type { DocumentKey } from '../../contract/documents';
import type { PublishedDocuments } from '../content/published';
import { type LivePage, type SiteBuild, buildRenderer, keepRender } from './live-render';
import { DOCUMENTS_ONLY, liveRouteOf, matchRoute } from './live-routes';
import type { Pages } from '../content/pages/service';
import { withPlacedPagesIn } from '../content/pages/navigation';
import type { Insights } from '../content/insights';

export type { LivePage } from './live-render';

/** The not-found page's route for render(): any path that is no page (answered with 404). */
export const NOT_FOUND_ROUTE = '*';
const NOT_FOUND_PATH = '/__not-found__';

/** Distinct renders kept (one per page and version: about 40 pages, a few while staff edit). */
const KEPT = 64;

export interface LivePages {
  /** The page a site path names, as the site spells it, if it is rendered with live data. */
  routeFor(sitePath: string): string | undefined;
  /**
   * The page at `route` with the query `search` (`?…` or ''), as of now; undefined when it is not
   * rendered for that query or cannot be rendered (serve the prerendered page); 'missing' when
   * there is no such page (a posting's unknown slug: answer the 404 page).
   */
  render(route: string, search: string): Promise<LivePage | 'missing' | undefined>;
  /**
   * The page at `route` (no query) as render() last answered it, when it shows documents only,
   * holds no form, and neither they nor the build have changed since; else undefined (ask
   * render()).
   */
  cached(route: string): LivePage | undefined;
  /**
   * What the page at `route` shows besides its documents, as of now (a posting's page: the
   * posting); undefined when there is no such page (an unknown slug).
   */
  dataOf(route: string): Promise<Record<string, unknown> | undefined>;
  /**
   * The page at `route` rendered once with `data` (a form's answer: form-pages.ts, apply-page.ts;
   * with dataOf's for a page that shows more than documents), not kept; undefined when the build
   * has no renderer.
   */
  renderOnce(route: string, data: Record<string, unknown>): Promise<string | undefined>;
  /**
   * The page at `route` with `documents` in place of the published ones (a preview), not kept;
   * undefined when the build has no renderer.
   */
  renderPreview(
    route: string,
    documents: Record<string, unknown>,
    /** What else the page shows in place of what is published (a page staff build: `page`). */
    extra?: Record<string, unknown>,
  ): Promise<string | undefined>;
  /** The build's renderer's form check; undefined when the build has no renderer. */
  formRefused(form: string, values: Record<string, string>): boolean | undefined;
  /** The content documents the page at `route` shows; undefined when the build has no renderer. */
  documentsOf(route: string): Promise<readonly DocumentKey[] | undefined>;
}

/** The pages staff build from blocks, as the site renders them (content/pages/service.ts). */
export type LivePageSource = Pick<Pages, 'byPath' | 'navigation'>;

export function createLivePages(options: {
  distDir: string;
  store: DataStore;
  published: PublishedDocuments;
  /** The pages staff build: each at its address, and the frame's navigation on every page. */
  pages?: LivePageSource;
  /** The insights: their lists and articles are pages rendered with their data. */
  insights?: Insights;
  /** The site's page paths (the build's routes list), as the site spells them. */
  routes: () => Map<string, string>;
  log: FastifyBaseLogger;
}): LivePages {
  // Bounded: a posting's page is a route of its own (routes with data of their own are the only
  // ones with parameters, and render() answers an unknown slug 'missing' before this).
  const keysOf = new LRUCache<string, Promise<DocumentKey[]>>({ max: 500 });
  const pages = new LRUCache<string, Promise<LivePage | undefined>>({ max: KEPT });
  /** The last render of each page of documents only, with what it was rendered from. */
  // Bounded: the routes of the build's list, and the not-found page.
  const settled = new LRUCache<
    string,
    { published: unknown; nav: unknown; site: string; page: LivePage }
  >({ max: 500 });
  /** What every page shows of the pages staff build: their entries in the navigation. */
  const navigation = () => options.pages?.navigation();
  const liveOf = (route: string) => liveRouteOf(route, options.pages);
  const builds = buildRenderer({
    ...options,
    changed: () => {
      pages.clear();
      settled.clear();
      keysOf.clear();
    },
  });
  const { readStyle } = builds;
  const siteOrNothing = () => builds.current();

  async function renderNow(
    route: string,
    data: Record<string, unknown>,
    site: SiteBuild,
    etag: string,
  ): Promise<LivePage | undefined> {
    const notFound = route === NOT_FOUND_ROUTE;
    const page = await site.renderer.renderDocument(
      notFound ? NOT_FOUND_PATH : route,
      site.shell,
      site.manifest,
      { readStyle, data, notFound },
    );
    if (page.status !== (notFound ? 404 : 200) || page.redirect) return undefined;
    return keepRender(page.html, etag);
  }

  /** The documents a route shows, asked of the renderer once per route. */
  const documentKeys = (site: SiteBuild, route: string) => {
    const at = route === NOT_FOUND_ROUTE ? NOT_FOUND_PATH : route;
    const keys = keysOf.get(route) ?? site.renderer.documentKeys(at);
    keysOf.set(route, keys);
    return keys;
  };

  // A route may carry a query (a preview's page, /search?q=…): the page's data is read for it.
  const dataOf = (route: string) => {
    const [pathname = route, query = ''] = route.split('?');
    const { live, params } = liveOf(pathname);
    return live.data(options.store, params, new URLSearchParams(query), options.published, options);
  };

  return {
    dataOf,

    async documentsOf(route) {
      const site = siteOrNothing();
      return site ? documentKeys(site, route) : undefined;
    },

    async renderOnce(route, data) {
      const site = siteOrNothing();
      if (!site) return undefined;
      const page = await site.renderer.renderDocument(route, site.shell, site.manifest, {
        readStyle,
        // The documents as published (the renderer keeps those the page shows).
        data: { documents: withPlacedPagesIn(options.published.all(), navigation()), ...data },
      });
      return page.status === 200 && !page.redirect ? page.html : undefined;
    },

    async renderPreview(route, documents, extra = {}) {
      const site = siteOrNothing();
      if (!site) return undefined;
      const live = await dataOf(route);
      // The drafts with the facts they name put in (read from a draft that is their source).
      const drafts = options.published.withFacts(documents, documents);
      const documentsNow = { ...options.published.all(), ...drafts };
      const data = { ...live, ...extra, documents: withPlacedPagesIn(documentsNow, navigation()) };
      const page = await site.renderer.renderDocument(route, site.shell, site.manifest, {
        readStyle,
        data,
      });
      if (page.status !== 200 || page.redirect) return undefined;
      // A still picture of the page: without the app's code, which would take the preview's
      // address for an unknown page and draw the not-found page over it.
      return page.html
        .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
        .replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, '')
        .replace('</head>', '<meta name="robots" content="noindex"></head>');
    },

    formRefused: (form, values) => siteOrNothing()?.renderer.formRefused(form, values),

    routeFor: (sitePath) =>
      matchRoute(sitePath)?.path ??
      options.routes().get(sitePath.toLowerCase()) ??
      options.pages?.byPath(sitePath)?.path,

    async render(route, rawSearch) {
      const { live, params } = liveOf(route);
      const search = live.search(new URLSearchParams(rawSearch));
      if (search === undefined) return undefined;
      const site = siteOrNothing();
      if (site?.renderer.APP_ONLY_ROUTES.includes(route)) return undefined;
      const published = options.published.all();
      const nav = navigation();
      // A page of documents only, asked again with the same documents and build: its render.
      const onlyDocuments = live === DOCUMENTS_ONLY;
      const known = onlyDocuments ? settled.get(route) : undefined;
      if (site && known?.published === published && known.nav === nav && known.site === site.key)
        return known.page;
      const liveData = await live.data(
        options.store,
        params,
        new URLSearchParams(search),
        options.published,
        options,
      );
      // No such page, whether or not a build is there to render it (the redirects and the
      // addresses staff choose ask this of a server without one too).
      if (!liveData) return 'missing';
      if (!site) return undefined;
      const keys = [...new Set([...(await documentKeys(site, route)), ...(live.documents ?? [])])];
      const documents = Object.fromEntries(keys.map((key) => [key, published[key]]));
      const data = { ...liveData, documents: withPlacedPagesIn(documents, nav) };
      const digest = crypto
        .createHash('sha256')
        .update(`${site.key}\n${route}${search}\n${JSON.stringify(data)}`)
        .digest('base64url')
        .slice(0, 27);
      const etag = `"live-${digest}"`;
      let page = pages.get(etag);
      if (!page) {
        page = renderNow(`${route}${search}`, data, site, etag).catch((error: unknown) => {
          options.log.error({ err: error, route, search }, 'rendering a live page failed');
          return undefined;
        });
        pages.set(etag, page);
      }
      if (onlyDocuments) {
        void page.then((done) => {
          if (!done) return;
          settled.set(route, { published, nav, site: site.key, page: done });
        });
      }
      return page;
    },

    cached(route) {
      const known = settled.get(route);
      // A page holding a form is sent with the visitor's token (live-reply.ts), never as is.
      if (!known || known.page.form || known.published !== options.published.all())
        return undefined;
      if (known.nav !== navigation()) return undefined;
      return siteOrNothing()?.key === known.site ? known.page : undefined;
    },
  };
}
