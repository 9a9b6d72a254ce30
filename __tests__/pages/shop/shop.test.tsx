import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ProductResponse } from '../../../src/api/types';
import { CART_KEY } from '../../../src/features/cart/cartPersistence';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

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
const shop = (path = '/products') => renderApp(path, { preloadedState: loggedOut });
const grid = () => screen.findByRole('list', { name: 'Products' });
const titles = async () =>
  within(await grid())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const cartLink = () => screen.getByRole('link', { name: /^Cart \d/ });

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

describe('cart page', () => {
  const storeCart = (items: unknown[]) =>
    localStorage.setItem(CART_KEY, JSON.stringify({ version: 1, items }));
  const line = (name: string) =>
    screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

  beforeEach(() =>
    storeCart([
      { id: 1, title: 'Harbour template', price: 59, image: '/media/products/p1.svg', quantity: 2 },
      {
        id: 4,
        title: 'FormGuard plugin',
        price: 19.5,
        image: '/media/products/p4.svg',
        quantity: 1,
      },
    ]),
  );

  it('lists the lines with unit price, quantity, line totals and the total', async () => {
    shop('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();
    const harbour = within(line('Harbour template'));
    expect(harbour.getByText('Price: $59.00 each')).toBeInTheDocument();
    expect(harbour.getByRole('spinbutton', { name: 'Quantity of Harbour template' })).toHaveValue(
      2,
    );
    expect(harbour.getByText('$118.00')).toBeInTheDocument();
    expect(harbour.getByRole('img', { name: 'Preview of Harbour template' })).toHaveAttribute(
      'width',
      '400',
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('$137.50')).toBeInTheDocument();
    expect(within(summary).getByText('3 items')).toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart 3 items');
  });

  it('changes quantities with the buttons and the number box', async () => {
    const { user } = shop('/cart');
    await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
    const plugin = within(line('FormGuard plugin'));
    const box = plugin.getByRole('spinbutton', { name: 'Quantity of FormGuard plugin' });
    expect(
      plugin.getByRole('button', { name: 'Decrease quantity of FormGuard plugin' }),
    ).toBeDisabled();
    await user.click(plugin.getByRole('button', { name: 'Increase quantity of FormGuard plugin' }));
    expect(box).toHaveValue(2);
    expect(plugin.getByText('$39.00')).toBeInTheDocument();
    await user.clear(box);
    // An empty box while typing does not remove the line.
    expect(screen.getByRole('heading', { name: 'FormGuard plugin' })).toBeInTheDocument();
    await user.type(box, '10');
    expect(plugin.getByText('$195.00')).toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart 12 items');
    await user.click(plugin.getByRole('button', { name: 'Decrease quantity of FormGuard plugin' }));
    expect(box).toHaveValue(9);
    expect(
      within(screen.getByRole('region', { name: 'Order summary' })).getByText('$293.50'),
    ).toBeInTheDocument();
  });

  it('a quantity typed as 0 asks whether to remove the item, saying the smallest is 1', async () => {
    const { user, store } = shop('/cart');
    await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
    const harbour = within(line('Harbour template'));
    const box = harbour.getByRole('spinbutton', { name: 'Quantity of Harbour template' });
    await user.clear(box);
    await user.type(box, '0');
    const question = harbour.getByRole('group', {
      name: 'Remove Harbour template from your cart? The smallest quantity is 1.',
    });
    expect(within(question).getByRole('status')).toHaveTextContent(
      'Remove Harbour template from your cart?',
    );
    expect(store.getState().cartRemoval?.asking).toBe(1);
    // Nothing changed yet: still 2 in the cart, and the visitor stays in the box.
    expect(cartLink()).toHaveAccessibleName('Cart 3 items');
    expect(box).toHaveFocus();

    // Keep: the question goes, the line keeps its quantity.
    await user.click(within(question).getByRole('button', { name: 'Keep 2' }));
    expect(harbour.queryByRole('group')).toBeNull();
    expect(box).toHaveValue(2);
    expect(cartLink()).toHaveAccessibleName('Cart 3 items');

    // Asked again, Remove removes the line.
    await user.clear(box);
    await user.type(box, '0');
    await user.click(within(harbour.getByRole('group')).getByRole('button', { name: /^Remove$/ }));
    expect(screen.queryByRole('heading', { name: 'Harbour template' })).toBeNull();
    expect(cartLink()).toHaveAccessibleName('Cart 1 item');
  });

  it('removing every line shows the empty state with a link back to the shop', async () => {
    const { user } = shop('/cart');
    await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Remove Harbour template from the cart' }));
    expect(screen.queryByRole('heading', { name: 'Harbour template' })).not.toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart 1 item');
    await user.click(screen.getByRole('button', { name: 'Remove FormGuard plugin from the cart' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(cartLink()).toHaveAccessibleName('Cart 0 items');
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '{}')).toEqual({ version: 2, items: [] });
  });

  it('Checkout explains that this is a demo shop and links to the contact page', async () => {
    const { user } = shop('/cart');
    await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
    expect(screen.queryByText(/no payment is taken/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const notice = screen.getByText(
      /This is a demo shop: no order is placed and no payment is taken/,
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(within(notice).getByRole('link', { name: 'Contact us to order' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(net.requests).toHaveLength(0);
  });

  it('a new visitor sees an empty cart and a badge of 0', async () => {
    localStorage.clear();
    shop('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(cartLink()).toHaveAccessibleName('Cart 0 items');
  });
});
