// The app's start (src/main.tsx loads it after the first paint). A prerendered page
// (scripts/prerender.mjs) is hydrated, not painted again: React takes over the markup the visitor
// already sees. Everything that depends on the visitor (session, cart) is first rendered as the
// prerenderer rendered it, from `serverState`, and changes right after hydration, in the space the
// prerendered page reserved for it (see docs/performance.md).
//
// The start is cut into short tasks, with the browser free to paint and handle input in between:
// each stage below evaluates one part of the code (`webpackMode: "eager"` keeps the modules in
// this chunk's files but runs them only when their stage asks for them) or does one piece of
// start-up work. Done in one go, the same work is one task of 200 ms and more on a mid-range
// phone, during which a tap does nothing (docs/performance.md, "Where the time goes").
import type { AppStore } from './app/store';
import { yieldToMain } from './app/yieldToMain';

/**
 * The page was prerendered for this address (scripts/prerender.mjs writes `data-path`). The server
 * answers any case of a route's address with its page, as the router matches it.
 */
const prerendered = (root: HTMLElement): boolean =>
  root.hasChildNodes() &&
  root.dataset.path?.toLowerCase() ===
    window.location.pathname.replace(/(.)\/$/, '$1').toLowerCase();

async function start(container: HTMLElement): Promise<void> {
  // The address the visitor landed on, for analytics: by the time the collector starts (when the
  // browser is idle), they may have moved on to another page of the site.
  const landing = { pathname: window.location.pathname, search: window.location.search };

  // React itself.
  const { createRoot, hydrateRoot, startTransition } = await import(
    /* webpackMode: "eager" */ './app/dom'
  );
  await yieldToMain();

  // The store: Redux Toolkit, the API slice, the reducers and their listeners.
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await yieldToMain();
  const store: AppStore = makeStore();

  // The route table, with the layout and what every page shows around its own content.
  const { routes } = await import(/* webpackMode: "eager" */ './app/routes');
  await yieldToMain();
  // The first page's lazily loaded code, so that the first render is the page.
  const { loadRoutes } = await import(/* webpackMode: "eager" */ './app/routeParts');
  await loadRoutes(routes, window.location.pathname);
  await yieldToMain();
  // A page the server rendered carries what it was rendered with (src/app/pageData.ts): the
  // content documents it shows, and any live data (answers of endpoints the page's chunk, loaded
  // just now, injects). The store starts with it.
  if (document.getElementById('page-data')) {
    const { primeStore, readPageData } = await import(/* webpackMode: "eager" */ './app/pageData');
    primeStore(store.dispatch, readPageData());
  }
  await yieldToMain();

  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { initialCartState } = await import(/* webpackMode: "eager" */ './features/cart/cartSlice');
  /** The state the prerenderer rendered with: the session still being checked, an empty cart. */
  const serverState = { ...store.getState(), cart: initialCartState };
  const app = <App store={store} routes={routes} serverState={serverState} />;
  // An error a route's boundary shows (src/app/routeParts.tsx) is on screen for the visitor: for
  // a developer it is a warning, not an uncaught error.
  const options = { onCaughtError: (error: unknown) => console.warn(error) };
  if (prerendered(container)) {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
    // input in between, instead of one long task (docs/performance.md).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    container.replaceChildren();
    createRoot(container, options).render(app);
  }
  await yieldToMain();

  // Hydration renders from serverState; the stored session and cart show right after it.
  const { startSession } = await import(/* webpackMode: "eager" */ './app/startSession');
  startSession(store);

  // Analytics (src/app/collector.ts) and fetching the likely next pages ahead
  // (src/app/prefetch.ts): chunks of their own, fetched once the page has loaded and the browser
  // is idle (a timer where there is no requestIdleCallback), never preloaded.
  const collect = () => {
    void import(/* webpackChunkName: "collector" */ './app/collector').then((m) =>
      m.startCollector(landing),
    );
    void import(/* webpackChunkName: "prefetch" */ './app/prefetch').then((m) =>
      m.prefetchFor(routes, store.dispatch),
    );
  };
  const idle = () => (self.requestIdleCallback || setTimeout)(collect);
  if (document.readyState == 'complete') idle();
  else addEventListener('load', idle);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
void start(container);

// A module (not a script): webpack then loads it without its CommonJS interop code.
export {};
