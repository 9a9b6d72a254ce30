import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { makeStore, type RootState } from '../../src/app/store';
import { primeStore } from '../../src/app/pageData';
import { seedsWithFacts } from '../../contract/documents/facts';

/** Every content document as a new installation publishes it, as the server serves it. */
export const seedDocuments = seedsWithFacts();

export interface RenderAppOptions {
  preloadedState?: Partial<RootState>;
  store?: ReturnType<typeof makeStore>;
  /** Pass `advanceTimers` when the test uses fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the whole app (real routes, real store) at `path`, as the browser would. */
export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  const store = options.store ?? makeStore(options.preloadedState);
  // As a page the server rendered: the store starts with the documents it shows (pageData.ts).
  if (!options.store) primeStore(store.dispatch, { documents: seedDocuments });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.userEventOptions);
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user, ...view };
};

export const loggedIn = (token = 'header.payload.signature'): Partial<RootState> => ({
  session: { status: 'loggedIn', token, notice: null },
});

export const loggedOut: Partial<RootState> = {
  session: {
    status: 'loggedOut',
    token: null,
    notice: null,
  },
};
