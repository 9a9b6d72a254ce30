import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  type Location,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { AppRoutes } from '../../src/app/App';
import { routes } from '../../src/app/routes';
import { makeStore, type RootState } from '../../src/app/store';
import { primeStore } from '../../src/app/pageData';
import { seedsWithFacts } from '../../contract/documents/facts';
import type { Profile } from '../../src/api/types';

/** Every content document as a new installation publishes it, as the server serves it. */
export const seedDocuments = seedsWithFacts();

export interface RenderAppOptions {
  preloadedState?: Partial<RootState>;
  store?: ReturnType<typeof makeStore>;
  /** Pass `advanceTimers` when the test uses fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The app's navigation, for a test to move as the app's own links do, and where it is. */
export interface TestRouter {
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Where the app is going: set at once, while the page it leads to may still be loading. */
  state: { location: Location };
}
/** The app's routes at `path`, in memory (as the browser's, with transitions). */
export function memoryApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    navigate: (to, options) => history.push(to, options?.state),
    get state() {
      return { location: history.location };
    },
  };
  const element = (
    <HistoryRouter history={history}>
      <AppRoutes routes={routes} />
    </HistoryRouter>
  );
  return { router, element };
}

/** Renders the whole app (real routes, real store) at `path`, as the browser would. */
export const renderApp = (path: string, options: RenderAppOptions = {}) => {
  const store = options.store ?? makeStore(options.preloadedState);
  // As a page the server rendered: the store starts with the documents it shows (pageData.ts).
  if (!options.store) primeStore(store.dispatch, { documents: seedDocuments });
  const { router, element } = memoryApp(path);
  const user = userEvent.setup(options.userEventOptions);
  const view = render(<Provider store={store}>{element}</Provider>);
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

/** A member's profile as GET /api/profile answers it: Ada, her address verified, nothing done. */
export const memberProfile = (overrides: Partial<Profile> = {}): Profile => ({
  name: 'ada',
  email: 'ada@example.com',
  phone: '',
  address: '',
  completedCourses: 0,
  enrolledCourses: 0,
  completedInternships: 0,
  emailVerified: true,
  role: 'member',
  ...overrides,
});
