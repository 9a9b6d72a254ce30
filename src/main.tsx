import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './styles/global.css';
// In the first-loaded CSS, so that page styles composing from it (loaded later) override it.
import './styles/shared.module.css';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { syncCartAcrossTabs } from './features/cart/cartPersistence';
import { syncSessionAcrossTabs } from './features/session/sessionEffects';
import { checkSession } from './features/session/sessionThunks';

const store = makeStore();
void store.dispatch(checkSession());
syncSessionAcrossTabs(store);
syncCartAcrossTabs(store);

const router = createBrowserRouter(routes);

/** Resolves once the first page's lazily loaded code is in, so the first paint is the page. */
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

/** The prerendered page's head tags: React renders its own, and the first <title> would win. */
const removePrerenderedHead = () => {
  document.head
    .querySelectorAll('title, meta[name="description"], meta[name="robots"], link[rel="canonical"]')
    .forEach((node) => node.remove());
};

void routerReady().then(() => {
  removePrerenderedHead();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
