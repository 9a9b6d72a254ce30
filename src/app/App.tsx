import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore, RootState } from './store';

// The app as the browser runs it (src/boot.tsx renders or hydrates it): the store, the router.

/**
 * Marks the document once the app has attached to the page (its hydration done): browser tests
 * wait for it, and the benchmark measures the time from the first paint to `app-attached`.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-attached');
  }, []);
  return null;
}

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /** What the first render shows (the prerendered page's state), so that hydration matches. */
  serverState: RootState;
}

export function App({ store, router, serverState }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <RouterProvider router={router} />
        <Ready />
      </Provider>
    </StrictMode>
  );
}
