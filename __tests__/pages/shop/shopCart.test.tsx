// The shop's cart page in the whole app: its lines from the stored cart, quantities, removing a
// line (asked when a quantity is typed as 0), the empty cart, and the demo shop's Checkout (the
// products page: shopProducts.test.tsx).

import { configure, screen, within } from '@testing-library/react';
import { CART_KEY } from '../../../src/features/cart/cartPersistence';
import { fetchDoubleForEachTest } from '../../support/fetchDouble';
import { cartLink, shop } from './shopSupport';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

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
