import { act, screen, within } from '@testing-library/react';
import { aboutSeed } from '../../../contract/documents/about/seed';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

fetchDoubleForEachTest();
beforeEach(() => {
  (window.scrollTo as jest.Mock).mockClear();
});

const open = (path: string) => renderApp(path, { preloadedState: loggedOut });
const aboutNavLandmark = () => screen.getByRole('navigation', { name: 'About us' });

describe('about: core values', () => {
  it.each(['/about', '/about/our-values'])('%s shows the six core values', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Values' })).toBeVisible();
    for (const value of aboutSeed.values.items) {
      expect(screen.getByRole('heading', { level: 2, name: value.title })).toBeInTheDocument();
      expect(screen.getByText(value.text)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(aboutNavLandmark()).getByRole('link', { name: 'Our Values' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('about: sub-pages', () => {
  it.each([
    ['/about/our-vision', 'Our Vision', 'What we are working towards'],
    ['/about/who-we-are', 'Who We Are', 'Leadership and team'],
    ['/about/what-we-do', 'What We Do', 'Areas of work'],
  ])('%s has one h1 "%s" and its sections', async (path, title, section) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(within(aboutNavLandmark()).getByRole('link', { name: title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe(`${title} | Kestrel Software`);
  });

  it('who we are introduces the founder, the CTO, the team and the founding year', async () => {
    open('/about/who-we-are');
    const team = await screen.findByRole('region', { name: 'Leadership and team' });
    const amara = within(team).getByRole('heading', { name: 'Amara Okafor' }).closest('li')!;
    expect(amara).toHaveTextContent('Founder and CEO');
    const daniel = within(team).getByRole('heading', { name: 'Daniel Reyes' }).closest('li')!;
    expect(daniel).toHaveTextContent('Chief Technology Officer');
    expect(within(team).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const facts = screen.getByRole('region', { name: 'At a glance' });
    expect(within(facts).getByText('Founded').nextElementSibling).toHaveTextContent('2021');
  });

  it('what we do links each area of work to its page', async () => {
    open('/about/what-we-do');
    expect(
      await screen.findByRole('link', { name: 'Learn more about web development' }),
    ).toHaveAttribute('href', '/services/webdevelopment');
    expect(
      screen.getByRole('link', { name: 'Learn more about training and courses' }),
    ).toHaveAttribute('href', '/courses');
  });
});

describe('about: sub-navigation', () => {
  it('links to every about page and to /services', async () => {
    open('/about');
    await screen.findByRole('heading', { level: 1, name: 'Our Values' });
    const links = within(aboutNavLandmark()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our Values', '/about/our-values'],
      ['Our Vision', '/about/our-vision'],
      ['Who We Are', '/about/who-we-are'],
      ['What We Do', '/about/what-we-do'],
      ['Services', '/services'],
    ]);
    expect(links).toHaveLength(aboutSeed.nav.length);
  });

  it('switches pages in place: the current link moves and the page does not jump to the top', async () => {
    const { user, router } = open('/about/our-values');
    await screen.findByRole('heading', { level: 1, name: 'Our Values' });
    (window.scrollTo as jest.Mock).mockClear();
    await user.click(within(aboutNavLandmark()).getByRole('link', { name: 'Who We Are' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/about/who-we-are');
    const nav = aboutNavLandmark();
    expect(within(nav).getByRole('link', { name: 'Who We Are' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Our Values' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('the Services link leaves the about area for /services', async () => {
    const { user, router } = open('/about');
    await screen.findByRole('heading', { level: 1, name: 'Our Values' });
    await user.click(within(aboutNavLandmark()).getByRole('link', { name: 'Services' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/services');
  });
});
