// Server-side rendering of one page, for the build's prerenderer (scripts/prerender.mjs). Webpack
// bundles this for Node (webpack.config.ts, the "prerender" build); it never ships to browsers.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes, type RouteHandle } from './app/routes';
import { makeStore } from './app/store';
import { initialCartState } from './features/cart/cartSlice';
import { company } from './content/company';
import { staffCopy } from './content/staff';

export interface RenderedPage {
  /** HTTP status the route would answer (404 for the not-found page). */
  status: number;
  /** Where the route redirects, when it does. */
  redirect?: string;
  /** The page's markup, for <div id="root">. */
  html: string;
  /** The lazily loaded chunks the page's routes need (their `handle.chunk`). */
  chunks: string[];
}

/** The files of one chunk group, from the build's manifest (webpack.config.ts, ManifestPlugin). */
export interface ChunkFiles {
  js: string[];
  css: string[];
}
export interface BuildManifest {
  entry: ChunkFiles;
  chunks: Record<string, ChunkFiles>;
}

const handler = createStaticHandler(routes);

/** The chunk src/main.tsx loads after the first paint: the store, the router, React itself. */
const BOOT_CHUNK = 'boot';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as RouteHandle).chunk === 'string';

export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    const redirect = context.headers.get('Location') ?? '/';
    return { status: context.status, redirect, html: '', chunks: [] };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // A fresh store per page: the session is still being checked, lists are still loading, the cart
  // is empty. The browser hydrates from the same state (src/boot.tsx, serverState).
  const store = makeStore({ cart: initialCartState });
  const html = renderToString(
    <Provider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
  const chunks = [
    ...new Set(
      context.matches
        .map((m) => m.route.handle as unknown)
        .filter(isRouteHandle)
        .map((h) => h.chunk),
    ),
  ];
  return { status: context.statusCode, html, chunks };
}

/**
 * Tags React renders where the page puts them but that belong in <head>: title, description,
 * robots, canonical, and the image preloads React adds for the first images.
 */
const HEAD_TAG =
  /<title>[\s\S]*?<\/title>|<meta name="(?:description|robots)"[^>]*>|<link rel="(?:canonical|preload)"[^>]*>/g;
const ROOT = /<div id="?root"?><\/div>/;

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's own CSS and a preload of its code, from the build's manifest. */
function chunkTags(chunks: string[], manifest: BuildManifest): string {
  const files = chunks.map((name) => {
    const entry = manifest.chunks[name];
    if (!entry)
      throw new Error(`the build has no chunk "${name}" (see handle.chunk in routes.tsx)`);
    return entry;
  });
  const css = [...new Set(files.flatMap((f) => f.css))];
  const js = [...new Set(files.flatMap((f) => f.js))];
  return [
    ...css.map((href) => `<link href="${escapeAttribute(href)}" rel="stylesheet">`),
    ...js.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ].join('');
}

/**
 * The whole HTML document of a page: the app shell with the page's head tags, its own CSS and
 * code preloads, and its markup. `#root` carries the path it was rendered for (`data-path`, `*`
 * for the not-found page), so the browser hydrates only markup made for the address it shows.
 */
export async function renderDocument(
  path: string,
  shell: string,
  manifest: BuildManifest,
  { notFound = false }: { notFound?: boolean } = {},
): Promise<RenderedPage> {
  if (!ROOT.test(shell)) throw new Error('the app shell has no empty #root element');
  const page = await renderPage(path);
  if (page.redirect) return page;
  const head = page.html.match(HEAD_TAG) ?? [];
  // Image preloads first in <head>, ahead of the scripts: the largest image above the fold is
  // usually the page's LCP element, and on HTTP/1.1 it would otherwise queue behind them.
  const images = head.filter((tag) => tag.includes('as="image"'));
  const others = head.filter((tag) => !images.includes(tag));
  const body = page.html.replace(HEAD_TAG, '');
  const dataPath = notFound ? '*' : path;
  // Every page needs the app's start-up chunk (src/main.tsx imports it) and its route's chunks.
  const chunks = [BOOT_CHUNK, ...page.chunks];
  const html = shell
    .replace(/<head>(<meta charset=[^>]*>)?/, (start) => `${start}${images.join('')}`)
    .replace('</head>', () => `${others.join('')}${chunkTags(chunks, manifest)}</head>`)
    .replace(ROOT, () => `<div id="root" data-path="${escapeAttribute(dataPath)}">${body}</div>`);
  return { ...page, html };
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
  return shell.replace(
    '</head>',
    () => `${head}${chunkTags([BOOT_CHUNK, chunk], manifest)}</head>`,
  );
}

export { SITE_ROUTES, HELP_REDIRECTS } from './app/paths';
export { APP_ONLY_ROUTES } from './app/staffPaths';
/** The back office's shell page (scripts/prerender.mjs writes one for each of its paths). */
export const STAFF_SHELL = {
  title: `${staffCopy.title} | ${company.name}`,
  description: staffCopy.description,
  chunk: 'staff',
};
