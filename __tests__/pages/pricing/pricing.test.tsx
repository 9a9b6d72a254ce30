import { screen, waitFor, within } from '@testing-library/react';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

fetchDoubleForEachTest();

const main = () => within(screen.getByRole('main'));

/** The three tier cards of a service's section: Basic, Standard, Premium. */
const tierCards = (section: HTMLElement): [HTMLElement, HTMLElement, HTMLElement] => {
  const cards = within(section).getAllByRole('article');
  expect(cards).toHaveLength(3);
  return cards as [HTMLElement, HTMLElement, HTMLElement];
};

// docs/product.md §9, in the site's one currency format.
const PLANS: { id: string; service: string; prices: [string, string, string] }[] = [
  {
    id: 'software-development',
    service: 'Software Development',
    prices: ['$5,000 – $10,000', '$20,000 – $30,000', '$50,000 – $100,000'],
  },
  {
    id: 'web-development',
    service: 'Web Development',
    prices: ['$5,000 – $10,000', '$20,000 – $30,000', '$50,000 – $100,000'],
  },
  {
    id: 'mobile-app-development',
    service: 'Mobile App Development',
    prices: ['$7,000 – $15,000', '$25,000 – $40,000', '$60,000 – $100,000+'],
  },
];
const TIERS = ['Basic', 'Standard', 'Premium'];
const MAINTENANCE = ['3 months', '6 months', '12 months'];

describe.each(['/pricing', '/services/pricing'])('pricing page at %s', (path) => {
  it('shows three tiers per service with the figures of docs/product.md §9', async () => {
    renderApp(path, { preloadedState: loggedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible();
    for (const plan of PLANS) {
      const section = main().getByRole('region', { name: plan.service });
      const cards = tierCards(section);
      expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
        TIERS,
      );
      cards.forEach((card, i) => {
        expect(card).toHaveTextContent(plan.prices[i] ?? 'missing');
        const maintenance = within(card).getByText('Maintenance and support').closest('div');
        expect(maintenance).toHaveTextContent(MAINTENANCE[i] ?? 'missing');
        expect(within(card).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
          'href',
          `/quote?service=${plan.id}&tier=${TIERS[i]?.toLowerCase()}`,
        );
      });
      // The Standard tier is the one highlighted.
      expect(within(cards[1]).getByText('Most popular')).toBeVisible();
      expect(within(cards[0]).queryByText('Most popular')).not.toBeInTheDocument();
      expect(within(cards[2]).queryByText('Most popular')).not.toBeInTheDocument();
    }
  });

  it('gives the page limits of the web development tiers', async () => {
    renderApp(path, { preloadedState: loggedOut });
    const section = await screen.findByRole('region', { name: 'Web Development' });
    const cards = tierCards(section);
    const limits = ['Up to 3 pages', 'Up to 20 pages', 'Unlimited pages'];
    cards.forEach((card, i) => {
      expect(within(card).getByText('Pages').closest('div')).toHaveTextContent(limits[i] ?? '-');
    });
    const software = main().getByRole('region', { name: 'Software Development' });
    expect(within(software).queryByText('Pages')).not.toBeInTheDocument();
  });

  it('says the prices are indicative, invites contact and names /pricing as canonical', async () => {
    renderApp(path, { preloadedState: loggedOut });
    await screen.findByRole('heading', { level: 1, name: 'Pricing Plans' });
    expect(main().getByText(/prices shown are indicative ranges/i)).toBeVisible();
    expect(main().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.kestrel.example/pricing',
      ),
    );
    expect(document.title).toMatch(/Pricing \| Kestrel Software$/);
  });
});
