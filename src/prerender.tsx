// Server-side rendering of one page, for the build's prerenderer (scripts/prerender.mjs). Webpack
// bundles this for Node (webpack.config.ts, the "prerender" build); it never ships to browsers.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { makeStore } from './app/store';

export interface RenderedPage {
  /** HTTP status the route would answer (404 for the not-found page). */
  status: number;
  /** Where the route redirects, when it does. */
  redirect?: string;
  /** The page's markup, for <div id="root">. */
  html: string;
}

const handler = createStaticHandler(routes);

export async function renderPage(path: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get('Location') ?? '/', html: '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // A fresh store per page: the session is still being checked, lists are still loading.
  const store = makeStore();
  const html = renderToString(
    <Provider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>,
  );
  return { status: context.statusCode, html };
}

/** React renders <title>, <meta> and <link> where the page puts them; they belong in <head>. */
const HEAD_TAG =
  /<title>[\s\S]*?<\/title>|<meta name="(?:description|robots)"[^>]*>|<link rel="canonical"[^>]*>/g;
const ROOT = /<div id="?root"?><\/div>/;

/** The whole HTML document of a page: the app shell with the page's head tags and markup. */
export async function renderDocument(path: string, shell: string): Promise<RenderedPage> {
  if (!ROOT.test(shell)) throw new Error('the app shell has no empty #root element');
  const page = await renderPage(path);
  if (page.redirect) return page;
  const head = page.html.match(HEAD_TAG) ?? [];
  const body = page.html.replace(HEAD_TAG, '');
  const html = shell
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace(ROOT, () => `<div id="root">${body}</div>`);
  return { ...page, html };
}

export { SITE_ROUTES, HELP_REDIRECTS } from './app/paths';
