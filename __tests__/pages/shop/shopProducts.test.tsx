// The shop's products page in the whole app, its answers scripted at the network boundary: the
// products as the server lists them, a failed fetch, search, sorting, pages, categories, and Add to
// Cart (the cart page: shopCart.test.tsx).

import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ProductResponse } from '../../../src/api/types';
import { CART_KEY } from '../../../src/features/cart/cartPersistence';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { cartLink, shop } from './shopSupport';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const product = (
  id: number,
  title: string,
  category: ProductResponse['category'],
  price: number,
  rate = 4.5,
): ProductResponse => ({
  id,
  title,
  price,
  description: `${title}: a description.`,
  category,
  image: `/media/products/p${id}.svg`,
  rating: { rate, count: 10 * id },
});

const CATALOGUE: ProductResponse[] = [
  product(1, 'Harbour: Agency Website Template', 'templates', 59, 4.7),
  product(2, 'Ledger: SaaS Landing Page Template', 'templates', 49),
  product(3, 'Kestrel UI React Kit', 'ui-kits', 79),
  product(4, 'FormGuard Spam Plugin', 'plugins', 19.5),
  product(5, 'Accessibility Audit', 'audits', 490),
];

/** A page of the shop as the server answers it (GET /api/shop/products). */
const pageOf = (items: ProductResponse[], over: { total?: number; page?: number } = {}) => {
  const total = over.total ?? items.length;
  return {
    items,
    total,
    all: Math.max(total, CATALOGUE.length),
    page: over.page ?? 1,
    pageSize: 24,
    pages: Math.max(1, Math.ceil(total / 24)),
  };
};

/**
 * The server's answers, by the query the page sends: the catalogue filtered by category and by
 * the search's words (the server's own search is tested against real databases).
 */
const serveCatalogue = () =>
  net.on('GET', '/api/shop/products', (request) => {
    const params = new URL(request.url).searchParams;
    const words = (params.get('q') ?? '').toLowerCase().split(/\W+/).filter(Boolean);
    const category = params.get('category');
    return json(
      pageOf(
        CATALOGUE.filter(
          (p) =>
            (!category || p.category === category) &&
            words.every((w) => `${p.title} ${p.category}`.toLowerCase().includes(w)),
        ),
      ),
    );
  });
/** The queries the page asked the shop's API for. */
const asked = () =>
  net.requests
    .filter((r) => new URL(r.url).pathname === '/api/shop/products')
    .map((r) => new URL(r.url).search);
const grid = () => screen.findByRole('list', { name: 'Products' });
const titles = async () =>
  within(await grid())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('products page', () => {
  it('shows loading text, then each product with image, price, category, rating and Add to Cart', async () => {
    let answer: (response: Response) => void = () => undefined;
    net.on(
      'GET',
      '/api/shop/products',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    shop();
    // The first test also waits for the page's code to load.
    expect(
      await screen.findByText('Loading products...', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    answer(json(pageOf(CATALOGUE)));
    const list = await grid();
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Harbour: Agency Website Template' })).toBeVisible();
    const image = first.getByRole('img', { name: 'Preview of Harbour: Agency Website Template' });
    expect(image).toHaveAttribute('src', '/media/products/p1.svg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    // The first image is the page's largest content: it loads at once and first; the rest lazily.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const second = within(cards[1]!).getByRole('img', { name: /^Preview of / });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(first.getByText('$59.00')).toBeInTheDocument();
    expect(first.getByText('Templates')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(cards[3]!).getByText('$19.50')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('UI kits')).toBeInTheDocument();
  });

  it('a failed fetch shows a friendly message, and Try again fetches again', async () => {
    let calls = 0;
    net.on('GET', '/api/shop/products', () => {
      calls += 1;
      return calls === 1 ? json({ message: 'Down' }, 503) : json(pageOf(CATALOGUE));
    });
    const { user } = shop();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the products just now.',
    );
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toHaveLength(5);
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('typing asks the server as the visitor types, keeps ?q= in the URL and shows its answer', async () => {
    serveCatalogue();
    const { user, router } = shop();
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'TEMPLATE');
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Harbour: Agency Website Template',
        'Ledger: SaaS Landing Page Template',
      ]),
    );
    expect(router.state.location.search).toBe('?q=TEMPLATE');
    expect(asked()).toContain('?q=TEMPLATE');
    // With a search, the order is the best match first, which the select offers.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByText('Showing 2 of 5 products')).toBeVisible();
    await user.clear(search);
    await waitFor(async () => expect(await titles()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
  });

  it('sorts by the select, pages by links, and names each page for search engines', async () => {
    const items = Array.from({ length: 24 }, (_, i) =>
      product(25 + i, `Kit ${25 + i}`, 'ui-kits', 10 + i),
    );
    net.on('GET', '/api/shop/products', (request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return json(pageOf(items, { total: 60, page }));
    });
    const { user, router } = shop();
    await grid();
    expect(screen.getByText('Showing 1–24 of 60 products')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 25–48 of 60 products')).toBeVisible();
    expect(asked()).toContain('?page=2');
    await waitFor(() => expect(document.title).toMatch(/^Shop \(page 2\)/));
    expect(document.head.querySelector('link[rel="prev"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/products$/),
    );
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/products\?page=3$/),
    );
    // A new order starts again at its first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-asc'));
    expect(asked()).toContain('?sort=price-asc');
  });

  it('a shared link with ?category=templates shows only templates, with the Templates chip current', async () => {
    serveCatalogue();
    shop('/products?category=templates');
    expect(await titles()).toEqual([
      'Harbour: Agency Website Template',
      'Ledger: SaaS Landing Page Template',
    ]);
    const chips = screen.getByRole('list', { name: 'Filter by category' });
    expect(within(chips).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('?q= in the URL fills the search box and filters on load; a chip keeps the query', async () => {
    serveCatalogue();
    const { user, router } = shop('/products?q=audit');
    expect(await titles()).toEqual(['Accessibility Audit']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('audit');
    await user.click(screen.getByRole('link', { name: 'Plugins' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=plugins&q=audit'));
    expect(await screen.findByText(/No products match/)).toBeInTheDocument();
  });

  it("says 'No products match' for an empty search, and the clear button brings everything back", async () => {
    serveCatalogue();
    const { user, router } = shop();
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'spaceship');
    expect(await screen.findByText('No products match “spaceship”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await titles()).toHaveLength(5);
    expect(search).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('Add to Cart twice makes the badge say 2, and the cart survives a reload', async () => {
    serveCatalogue();
    const { user, unmount } = shop();
    const list = await grid();
    expect(cartLink()).toHaveAccessibleName('Cart 0 items');
    expect(cartLink()).toHaveAttribute('href', '/cart');
    const card = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(cartLink()).toHaveAccessibleName('Cart 1 item');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(cartLink()).toHaveAccessibleName('Cart 2 items');
    expect(within(cartLink()).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText('2 in your cart')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}').items).toHaveLength(1);
    unmount();
    shop();
    await grid();
    expect(cartLink()).toHaveAccessibleName('Cart 2 items');
  });
});
