import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore, RootState } from './store';

// The app as the browser runs it (src/boot.tsx renders or hydrates it): the store, the router.

/** Marks the document once the app runs (browser tests and the benchmark wait for it). */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
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
