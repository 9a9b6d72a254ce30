import { screen, waitFor, within } from '@testing-library/react';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

fetchDoubleForEachTest();

const main = () => within(screen.getByRole('main'));
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('/services', () => {
  it('shows four service cards, each with a Find out more link to its page', async () => {
    renderApp('/services', { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const cards: [string, string][] = [
      ['Software Development', '/services/softwaredevelopment'],
      ['Web Development', '/services/webdevelopment'],
      ['Mobile App Development', '/services/mobileappdevelopment'],
      ['IT Outsourcing', '/services/itoutsourcing'],
    ];
    const links = main().getAllByRole('link', { name: /Find out more/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(cards.map(([, href]) => href));
    for (const [title, href] of cards) {
      const card = main().getByRole('heading', { name: title }).closest('article');
      expect(card).not.toBeNull();
      expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute('href', href);
    }
  });

  it('links to pricing and ends with a contact call to action', async () => {
    renderApp('/services', { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    expect(main().getByRole('link', { name: 'See our pricing plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('Services | Kestrel Software'));
    expect(canonical()).toBe('https://www.kestrel.example/services');
  });
});

describe('placeholder service pages', () => {
  it.each([
    ['/services/csd', 'Custom Software Development', /booking and scheduling systems/],
    ['/services/logodesign', 'Logo Design', /Three initial concepts/],
    ['/services/itconsulting', 'IT Consulting', /prioritised, costed recommendations/],
  ])('%s reads as a short service page with a way to get in touch', async (path, title, detail) => {
    renderApp(path, { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(main().getByRole('heading', { name: 'What is included' })).toBeVisible();
    expect(main().getByText(detail)).toBeVisible();
    expect(main().getByText(/full page for this service is coming soon/)).toBeVisible();
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe(`${title} | Kestrel Software`));
    expect(canonical()).toBe(`https://www.kestrel.example${path}`);
  });
});

describe('/services/webdevelopment', () => {
  it('is a full marketing page: what we build, process, technologies, outcomes, FAQs and a call to action', async () => {
    renderApp('/services/webdevelopment', { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible();
    const sections = main()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toEqual([
      'What we build',
      'Our process',
      'Technologies we use',
      'Results for our clients',
      'Case studies',
      'Frequently asked questions',
      'Ready to talk about your website?',
    ]);
    expect(main().getByRole('heading', { name: 'Online shops' })).toBeVisible();
    expect(main().getByRole('heading', { name: /Step 1: Discovery/ })).toBeVisible();
    expect(main().getByText('TypeScript')).toBeVisible();
    expect(main().getByText('0.9 s')).toBeVisible();
    expect(main().getByText('How long does a new website take?')).toBeVisible();
    expect(main().getByRole('link', { name: 'Start a project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(main().getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('services that are not available', () => {
  it.each([
    ['/services/itoutsourcing', 'IT Outsourcing'],
    ['/services/mobileappdevelopment', 'Mobile App Development'],
    ['/services/softwaredevelopment', 'Software Development'],
  ])('%s says Currently Not Available and offers a way on', async (path, service) => {
    renderApp(path, { preloadedState: loggedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Currently Not Available' }),
    ).toBeVisible();
    expect(main().getByText(service)).toBeVisible();
    expect(main().getByText(new RegExp(`Our ${service} service page`, 'i'))).toBeVisible();
    expect(main().getByRole('link', { name: 'Back to services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe(`${service} | Kestrel Software`));
  });
});
