import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { loadRoutes } from './routeParts';
import { pageShown } from './shownPage';
import type { AppStore, RootState } from './store';

// The app as the browser runs it (src/boot.tsx renders or hydrates it): the store, the router.

/**
 * Marks the document once the app has attached to the page (its hydration done): browser tests
 * wait for it, and the benchmark measures the time from the first paint to `app-attached`. It
 * wraps the app rather than standing beside it, so that the tree is the prerenderer's
 * (src/prerender.tsx) and React's generated ids match.
 */
function Ready({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-attached');
  }, []);
  return children;
}

/** The route table's page for the address; each page shown is told to src/app/shownPage.ts. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  useEffect(() => pageShown(location), [location]);
  // Every page module the address needs, loading at once rather than each once its parent shows.
  loadRoutes(routes, location.pathname).catch(() => undefined);
  return useRoutes(routes);
}

interface AppProps {
  store: AppStore;
  routes: RouteObject[];
  /** What the first render shows (the prerendered page's state), so that hydration matches. */
  serverState: RootState;
}

export function App({ store, routes, serverState }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <Ready>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </Ready>
      </Provider>
    </StrictMode>
  );
}
