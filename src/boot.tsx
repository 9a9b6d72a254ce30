import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { initialCartState } from './features/cart/cartSlice';
import { syncCartAcrossTabs } from './features/cart/cartPersistence';
import { syncSessionAcrossTabs } from './features/session/sessionEffects';
import { checkSession } from './features/session/sessionThunks';

// The app's start (src/main.tsx loads it after the first paint). A prerendered page
// (scripts/prerender.mjs) is hydrated, not painted again: React takes over the markup the visitor
// already sees. Everything that depends on the visitor (session,
// cart) is first rendered as the prerenderer rendered it, from `serverState`, and changes right
// after hydration, in the space the prerendered page reserved for it (see docs/performance.md).

const store = makeStore();
/** The state the prerenderer rendered with: the session still being checked, an empty cart. */
const serverState = { ...store.getState(), cart: initialCartState };

const router = createBrowserRouter(routes);

/** Resolves once the first page's lazily loaded code is in, so the first render is the page. */
const routerReady = (): Promise<void> =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The page was prerendered for this address (scripts/prerender.mjs writes `data-path`). The server
 * answers any case of a route's address with its page, as the router matches it.
 */
const prerendered = (root: HTMLElement): boolean =>
  root.hasChildNodes() &&
  root.dataset.path?.toLowerCase() ===
    window.location.pathname.replace(/(.)\/$/, '$1').toLowerCase();

/** Marks the document once the app runs (browser tests and the benchmark wait for it). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

void routerReady().then(() => {
  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <RouterProvider router={router} />
        <Ready />
      </Provider>
    </StrictMode>
  );
  if (prerendered(container)) {
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
    // input in between, instead of one long task (docs/performance.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // Hydration renders from serverState; the stored session and cart show right after it.
  void store.dispatch(checkSession());
  syncSessionAcrossTabs(store);
  syncCartAcrossTabs(store);
});
