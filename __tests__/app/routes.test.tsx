// The real route table's error handling: a page that throws shows the branded error page inside
// the layout (the inner errorElement of src/app/routes.tsx), so the navigation stays usable; and
// each page takes its title and description from src/content/seo.
import { screen, within } from '@testing-library/react';
import { fetchDoubleForEachTest } from '../support/fetchDouble';
import { loggedOut, renderApp } from '../support/renderApp';

// The contact page, as the route table loads it, throws while rendering.
jest.mock('../../src/pages/contact/ContactPage', () => ({
  __esModule: true,
  default: function BrokenContactPage(): never {
    throw new Error('boom');
  },
}));

fetchDoubleForEachTest();

describe('the route table when a page throws', () => {
  it("shows 'Unexpected Application Error!' inside the layout, with a way home", async () => {
    // React and the router report the error they caught; that report is expected here.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/contact', { preloadedState: loggedOut });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(main.getByText('boom')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('titles and descriptions come from the documents, naming the company', () => {
  it.each([
    [
      '/login',
      {
        title: 'Log In | Kestrel Software',
        description:
          'Log in to your Kestrel Software account to see your profile, your courses and internships, and to keep your contact details and address up to date.',
      },
    ],
    [
      '/signup',
      {
        title: 'Sign Up | Kestrel Software',
        description:
          'Create a free Kestrel Software account with your email address to enrol on courses, track your progress and manage your profile and contact details online.',
      },
    ],
    [
      '/no/such/page',
      {
        title: 'Page Not Found | Kestrel Software',
        description:
          'Sorry, we could not find the page you were looking for on the Kestrel Software website. It may have moved; try the home page, our services or the contact page.',
      },
    ],
  ])('%s', async (path, entry) => {
    renderApp(path, { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(entry.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      entry.description,
    );
  });
});
