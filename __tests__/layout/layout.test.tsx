import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenExpiringIn, fetchDoubleForEachTest } from '../support/fetchDouble';
import { loggedIn, loggedOut, renderApp } from '../support/renderApp';

fetchDoubleForEachTest();
beforeEach(() => {
  (window.scrollTo as jest.Mock).mockClear();
});

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('navigation bar', () => {
  it('shows the five site links and Login and Signup when logged out', async () => {
    renderApp('/', { preloadedState: loggedOut });
    const nav = await mainNav();
    for (const name of ['Home', 'About', 'Products', 'Contact', 'Service']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Service' })).toHaveAttribute('href', '/services');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows the profile link and Logout when logged in, and logging out swaps them back', async () => {
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const { user, store } = renderApp('/', { preloadedState: loggedIn(token) });
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows neither set of buttons while the session check runs', async () => {
    renderApp('/');
    const nav = await mainNav();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('the mobile menu opens from its button and closes after navigating', async () => {
    const { user, store, router } = renderApp('/', { preloadedState: loggedOut });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(store.getState().ui.menuOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(within(await mainNav()).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    await waitFor(() => expect(store.getState().ui.menuOpen).toBe(false));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the mobile menu', async () => {
    const { user, store } = renderApp('/', { preloadedState: loggedOut });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(store.getState().ui.menuOpen).toBe(false);
  });
});

describe('scrolling on route change', () => {
  it('scrolls to the top on a route change', async () => {
    const { router } = renderApp('/', { preloadedState: loggedOut });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(window.scrollTo).not.toHaveBeenCalled(); // the first page stays where the browser put it
    await act(() => router.navigate('/contact'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('puts keyboard focus back at the start of the page (the skip link) on a route change', async () => {
    const { router } = renderApp('/', { preloadedState: loggedOut });
    await screen.findByRole('navigation', { name: 'Main' });
    await act(() => router.navigate('/contact'));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' })),
    );
  });

  it('keeps the scroll position under /about', async () => {
    const { router } = renderApp('/about', { preloadedState: loggedOut });
    await screen.findByRole('heading', { name: 'Our Values', level: 1 });
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/about/our-vision'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('guards', () => {
  it('shows the login form before the app has checked, the checking text while it checks', async () => {
    // As the server renders it: nobody has read the stored token.
    const { unmount } = renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.queryByText('Checking login status...')).toBeNull();
    unmount();
    renderApp('/login', {
      preloadedState: { session: { status: 'loading', token: null, notice: null } },
    });
    expect(await screen.findByText('Checking login status...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it.each(['/login', '/signup'])('sends a logged-in user from %s to /', async (path) => {
    const { router } = renderApp(path, { preloadedState: loggedIn() });
    await screen.findByRole('link', { name: 'Your profile' });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-out visitor from /profile to /', async () => {
    const { router } = renderApp('/profile', { preloadedState: loggedOut });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a logged-in user see /profile', async () => {
    const { router } = renderApp('/profile', { preloadedState: loggedIn() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('unknown paths and errors', () => {
  it("shows '404 Page' with a way home for any other path", async () => {
    renderApp('/no/such/page', { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { name: '404 Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
