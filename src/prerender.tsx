// Server-side rendering of one page, for the build's prerenderer (scripts/prerender.mjs). Webpack
// bundles this for Node (webpack.config.ts, the "prerender" build); it never ships to browsers.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { routes, type RouteHandle } from './app/routes';
import { AppRoutes } from './app/App';
import { loadRoutes } from './app/routeParts';
import { makeStore } from './app/store';
import { api } from './api/api';
import { initialCartState } from './features/cart/cartSlice';
import { pageDataScript, primeStore, type PageData } from './app/pageData';
import { company } from '../contract/values/company';
import { staffCopy } from './content/staff';
import { structuredDataScript } from './app/structuredData';
import { articleIn } from './app/insightsData';
import { blockChunks } from './components/blocks/Blocks';
import type { DocumentKey } from '../contract/documents';
import { seedsWithFacts } from '../contract/documents/facts';
import type { BuildManifest, ChunkFiles, Renderer } from '../contract/renderer';
import { APP_ONLY_ROUTES } from './config/appOnlyRoutes';
import { formRefused } from './features/forms/formProblems';
import { documentsOf } from '../contract/blocks';
import { readyToRender } from './lib/beforeRender';

export interface RenderedPage {
  /** HTTP status the route would answer (404 for the not-found page). */
  status: number;
  /** Where the route redirects, when it does. */
  redirect?: string;
  /** The page's markup, for <div id="root">. */
  html: string;
  /** The lazily loaded chunks the page's routes need (their `handle.chunk`). */
  chunks: string[];
  /** What the page was rendered with, which it carries for the browser (pageData.ts). */
  data: PageData;
}

export type { BuildManifest, ChunkFiles } from '../contract/renderer';

/** The chunk src/main.tsx loads after the first paint: the store, the router, React itself. */
const BOOT_CHUNK = 'boot';
/** A built page's view (its webpackChunkName in src/pages/not-found/BuiltPage.tsx). */
const PAGE_VIEW_CHUNK = 'built-page';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null;

/** The content documents the matched routes show (their `handle.documents`). */
const documentKeysOf = (handles: RouteHandle[]): DocumentKey[] => [
  ...new Set(handles.flatMap((h) => h.documents ?? [])),
];

/** The seeds, with the facts their texts name put in (contract/values/content/facts.ts). */
const SEEDS = seedsWithFacts();

/**
 * The documents a page shows: those given (as published, their facts put in:
 * server/site/live-pages.ts), else their seed with its facts put in (the build's prerendered pages).
 */
const documentsFor = (
  keys: DocumentKey[],
  given: PageData['documents'] = {},
): NonNullable<PageData['documents']> =>
  Object.fromEntries(keys.map((key) => [key, given[key] ?? SEEDS[key]]));

/**
 * Renders the page at `path`. With `data` (what the API answers now: server/site/live-pages.ts), the
 * page shows that data instead of its loading state.
 */
export async function renderPage(path: string, given?: PageData): Promise<RenderedPage> {
  const url = new URL(path, 'http://localhost');
  const handles = handlesOf(url.pathname);
  // The page carries what it was rendered with: the documents it shows, and any live data.
  const data: PageData = {
    ...given,
    // A page staff built shows its blocks' documents too (a pricing table's plans).
    documents: documentsFor(
      [...new Set([...documentKeysOf(handles), ...documentsOf(given?.page?.content.blocks ?? [])])],
      given?.documents,
    ),
  };
  // A fresh store per page: the session is still being checked, lists are still loading, the cart
  // is empty. The browser hydrates from the same state (src/boot.tsx, serverState).
  const store = makeStore({ cart: initialCartState });
  // The page's code first, so that the page renders, not its loading state (as src/boot.tsx),
  // and the endpoints its chunk injects are known when its data is primed.
  await loadRoutes(routes, url.pathname);
  primeStore(store.dispatch, data);
  // And code the browser loads apart (a built page's blocks), which those modules name.
  await readyToRender();
  const html = renderToString(
    <Provider store={store}>
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </Provider>,
  );
  // The store is done with: no timer of its API cache may outlive the render (the server renders
  // pages at request time, server/site/live-pages.ts).
  store.dispatch(api.util.resetApiState());
  const chunks = [
    ...new Set([
      ...handles.flatMap((h) => (h.chunk ? [h.chunk] : [])),
      // A page staff built, an article: the code and stylesheets of the kinds of blocks it
      // shows, its stylesheets in the first paint.
      ...(data.page ? [PAGE_VIEW_CHUNK, ...blockChunks(data.page.content.blocks)] : []),
      ...blockChunks(articleIn(data)?.content.body ?? []),
    ]),
  ];
  return { status: 200, html, chunks, data };
}

/** The handles of the routes that show `pathname`, outermost first. */
const handlesOf = (pathname: string): RouteHandle[] =>
  (matchRoutes(routes, pathname) ?? []).map((m) => m.route.handle as unknown).filter(isRouteHandle);

/** The content documents the page at `path` shows (server/site/live-pages.ts keys its renders by them). */
export async function documentKeys(path: string): Promise<DocumentKey[]> {
  return Promise.resolve(documentKeysOf(handlesOf(new URL(path, 'http://localhost').pathname)));
}

/**
 * Tags React renders where the page puts them but that belong in <head>: title, description,
 * robots, canonical, a list's feed, and the image preloads React adds for the first images.
 */
const HEAD_TAG =
  /<title>[\s\S]*?<\/title>|<meta name="(?:description|robots)"[^>]*>|<link rel="(?:canonical|preload|alternate)"[^>]*>/g;
const ROOT = /<div id="?root"?><\/div>/;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * With nothing render-blocking left in <head> (inline styles), a browser may paint a partly
 * parsed page, and what is parsed next moves what was painted. `rel="expect"` holds the first
 * paint until the end of the page's markup is parsed (browsers without it ignore it).
 */
const RENDER_WHOLE_PAGE = '<link rel="expect" href="#page-end" blocking="render">';
/**
 * Until the app attaches, a link is a full page load: the browser may fetch the page a visitor is
 * about to open (the pointer resting on a link, or on a phone its own guess) where it supports
 * speculation rules. Only the site's pages: never the back office, the API, media or other files.
 * src/app/prefetch.ts removes the rules once the app fetches ahead itself.
 */
const SPECULATION_RULES =
  '<script type="speculationrules">' +
  JSON.stringify({
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: ['/staff/*', '/api/*', '/media/*', '/*.*'] } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  }) +
  '</script>';
const PAGE_END = '<template id="page-end"></template>';

/** The files of the page's chunks, from the build's manifest. */
function chunkFiles(chunks: string[], manifest: BuildManifest): ChunkFiles {
  const files = chunks.map((name) => {
    const entry = manifest.chunks[name];
    if (!entry)
      throw new Error(`the build has no chunk "${name}" (see handle.chunk in routes.tsx)`);
    return entry;
  });
  return {
    css: [...new Set(files.flatMap((f) => f.css))],
    js: [...new Set(files.flatMap((f) => f.js))],
  };
}

/**
 * The whole HTML document of a page: the app shell with the page's head tags, its own CSS, and
 * its markup. `#root` carries the path it was rendered for (`data-path`, `*` for the not-found
 * page), so the browser hydrates only markup made for the address it shows, and the code the page
 * needs (`data-scripts`), which src/main.tsx starts downloading once the page and its first
 * images are painted: until then the network carries nothing else.
 */
export interface DocumentOptions {
  /** The catch-all page: `data-path="*"`. */
  notFound?: boolean;
  /**
   * Reads a built stylesheet (`/assets/….css`). When given, the page's stylesheets are inlined
   * as `<style data-href>` instead of linked: the first paint waits for no request but the HTML.
   * webpack's CSS loader finds them by `data-href` and does not fetch them again.
   */
  readStyle?: (href: string) => string;
  /** Live data to render the page with; the page carries it for the browser (pageData.ts). */
  data?: PageData;
}

/** A stylesheet link of the built site, as the shell (unquoted) or chunkTags (quoted) write it. */
const STYLESHEET = /<link href="?(\/assets\/[^"\s>]+\.css)"? rel="?stylesheet"?>/g;

/** Replaces the page's stylesheet links with the stylesheets themselves. */
function inlineStyles(html: string, readStyle: (href: string) => string): string {
  return html.replace(STYLESHEET, (_link, href: string) => {
    const css = readStyle(href)
      .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
      .replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${escapeAttribute(href)}">${css}</style>`;
  });
}

export async function renderDocument(
  path: string,
  shell: string,
  manifest: BuildManifest,
  { notFound = false, readStyle, data }: DocumentOptions = {},
): Promise<RenderedPage> {
  if (!ROOT.test(shell)) throw new Error('the app shell has no empty #root element');
  const page = await renderPage(path, data);
  if (page.redirect) return page;
  const head = page.html.match(HEAD_TAG) ?? [];
  // Image preloads first in <head>, ahead of the scripts: the largest image above the fold is
  // usually the page's LCP element, and on HTTP/1.1 it would otherwise queue behind them.
  const images = head.filter((tag) => tag.includes('as="image"'));
  const others = head.filter((tag) => !images.includes(tag));
  const body = page.html.replace(HEAD_TAG, '');
  // The address without its query: what the browser compares with its own (src/boot.tsx).
  const dataPath = notFound ? '*' : (path.split('?')[0] ?? path);
  // Every page needs the app's start-up chunk (src/main.tsx imports it) and its route's chunks.
  const { css, js } = chunkFiles([BOOT_CHUNK, ...page.chunks], manifest);
  const styles = css.map((href) => `<link href="${escapeAttribute(href)}" rel="stylesheet">`);
  const root =
    `<div id="root" data-path="${escapeAttribute(dataPath)}" ` +
    `data-scripts="${escapeAttribute(js.join(' '))}">${body}</div>`;
  // The page's schema.org data (not for the not-found page: it describes nothing).
  const jsonLd = notFound ? '' : structuredDataScript(dataPath, page.data);
  const html = shell
    .replace(/<head>(<meta charset=[^>]*>)?/, (start) => `${start}${images.join('')}`)
    .replace(
      '</head>',
      () => `${others.join('')}${styles.join('')}${jsonLd}${RENDER_WHOLE_PAGE}</head>`,
    )
    .replace(ROOT, () => `${root}${pageDataScript(page.data)}${PAGE_END}${SPECULATION_RULES}`);
  return { ...page, html: readStyle ? inlineStyles(html, readStyle) : html };
}

/**
 * The document of a page made in the browser only (the back office): the empty app shell with the
 * page's title, `noindex` and its chunk's CSS and code preloads. Nothing of the page is rendered
 * on the server (it depends on who is logged in), so the browser renders it, not hydrates it.
 */
export function renderShell(
  shell: string,
  manifest: BuildManifest,
  { title, description, chunk }: { title: string; description: string; chunk: string },
): string {
  if (!ROOT.test(shell)) throw new Error('the app shell has no empty #root element');
  const head =
    `<title>${escapeAttribute(title)}</title>` +
    `<meta name="description" content="${escapeAttribute(description)}">` +
    '<meta name="robots" content="noindex">';
  // Nothing to paint before the app runs: its code may as well start with the page.
  const { css, js } = chunkFiles([BOOT_CHUNK, chunk], manifest);
  const tags = [
    ...css.map((href) => `<link href="${escapeAttribute(href)}" rel="stylesheet">`),
    ...js.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('');
  return shell.replace('</head>', () => `${head}${tags}</head>`);
}

export { SITE_ROUTES, HELP_REDIRECTS } from './config/siteRoutes';
export { APP_ONLY_ROUTES };
/** The back office's shell page (scripts/prerender.mjs writes one for each of its paths). */
export const STAFF_SHELL = {
  title: `${staffCopy.title} | ${company.name}`,
  description: staffCopy.description,
  chunk: 'staff',
};
export { formRefused };
export { BLOCK_CHUNKS } from './components/blocks/Blocks';

// What the server calls of this module (contract/renderer.ts), checked here: a change to either
// side fails the type check.
void ({ renderDocument, formRefused, documentKeys, APP_ONLY_ROUTES } satisfies Renderer);
