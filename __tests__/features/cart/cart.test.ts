import { api } from '../../../src/api/api';
import { makeStore } from '../../../src/app/store';
import { formatCents } from '../../../contract/values/money';
import {
  CART_KEY,
  loadCart,
  parseStoredCart,
  saveCart,
  syncCartAcrossTabs,
} from '../../../src/features/cart/cartPersistence';
import {
  cartActions,
  cartSlice,
  initialCartState,
  selectCartCount,
  selectCartItems,
  selectCartLines,
  selectCartTotalCents,
  selectQuantityInCart,
  type CartItem,
  type CartState,
} from '../../../src/features/cart/cartSlice';

const cartReducer = cartSlice.reducer;
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';

const harbour = {
  id: 1,
  title: 'Harbour template',
  priceCents: 5900,
  image: '/media/products/h.svg',
};
const audit = {
  id: 'a-2',
  title: 'Accessibility audit',
  priceCents: 10,
  image: '/media/products/a.svg',
};

const reduce = (...actions: Parameters<typeof cartReducer>[1][]): CartState =>
  actions.reduce(cartReducer, initialCartState);
const root = (cart: CartState) => ({ cart });

const net = fetchDoubleForEachTest();

/** A product as the API sends it, its price in dollars. */
const catalogueProduct = (id: string, price: number) => ({
  id,
  title: `Product ${id}`,
  price,
  description: 'A product.',
  category: 'templates',
  image: `/media/products/${id}.svg`,
  rating: { rate: 4.5, count: 10 },
});

describe('cart reducer and selectors', () => {
  it('starts empty: count 0 and total 0', () => {
    const state = reduce();
    expect(selectCartItems(root(state))).toEqual([]);
    expect(selectCartCount(root(state))).toBe(0);
    expect(selectCartTotalCents(root(state))).toBe(0);
  });

  it('adding the same product twice gives one line of quantity 2 and a count of 2', () => {
    const state = reduce(cartActions.itemAdded(harbour), cartActions.itemAdded(harbour));
    expect(selectCartItems(root(state))).toEqual([{ ...harbour, quantity: 2 }]);
    expect(selectCartCount(root(state))).toBe(2);
  });

  it('counts the sum of quantities and totals price × quantity exactly', () => {
    const state = reduce(
      cartActions.itemAdded(harbour),
      cartActions.itemAdded(audit),
      cartActions.quantityChanged({ id: audit.id, quantity: 3 }),
    );
    expect(selectCartCount(root(state))).toBe(4);
    expect(selectCartTotalCents(root(state))).toBe(5930);
    expect(selectQuantityInCart(root(state), audit.id)).toBe(3);
    expect(selectQuantityInCart(root(state), 'not-in-cart')).toBe(0);
    expect(selectCartLines(root(state)).map((line) => line.lineTotalCents)).toEqual([5900, 30]);
  });

  it('totals prices whose sums in floating point carry dust, exactly', async () => {
    // In plain floating point 0.1 + 0.2 is 0.30000000000000004, 9.95 × 3 is 29.849999999999998
    // and 4.35 × 100 is 434.99999999999994: the API's dollar prices become whole cents once.
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(9.95 * 3).not.toBe(29.85);
    const items = [
      catalogueProduct('p-10', 0.1),
      catalogueProduct('p-20', 0.2),
      catalogueProduct('p-995', 9.95),
      catalogueProduct('p-435', 4.35),
    ];
    net.on('GET', '/api/shop/products', () =>
      json({ items, total: 4, all: 4, page: 1, pageSize: 24, pages: 1 }),
    );
    const store = makeStore({ cart: initialCartState });
    const { data } = await store.dispatch(api.endpoints.shopProducts.initiate(''));
    const products = data?.items ?? [];
    expect(products.map((product) => product.priceCents)).toEqual([10, 20, 995, 435]);
    const [tenCents, twentyCents, kit, audit435] = products.map(
      ({ id, title, priceCents, image }) => ({ id, title, priceCents, image }),
    );
    if (!tenCents || !twentyCents || !kit || !audit435) throw new Error('four products');
    store.dispatch(cartActions.itemAdded(tenCents));
    store.dispatch(cartActions.itemAdded(twentyCents));
    expect(selectCartTotalCents(store.getState())).toBe(30);
    expect(formatCents(selectCartTotalCents(store.getState()))).toBe('$0.30');
    store.dispatch(cartActions.itemAdded(kit));
    store.dispatch(cartActions.quantityChanged({ id: kit.id, quantity: 3 }));
    expect(selectCartLines(store.getState())[2]?.lineTotalCents).toBe(2985);
    store.dispatch(cartActions.itemAdded(audit435));
    expect(selectCartTotalCents(store.getState())).toBe(30 + 2985 + 435);
    expect(formatCents(selectCartTotalCents(store.getState()))).toBe('$34.50');
  });

  it('changes a quantity, keeping it between 1 and 99', () => {
    let state = reduce(cartActions.itemAdded(harbour));
    state = cartReducer(state, cartActions.quantityChanged({ id: 1, quantity: 5 }));
    expect(state.items[0]?.quantity).toBe(5);
    state = cartReducer(state, cartActions.quantityChanged({ id: 1, quantity: 250 }));
    expect(state.items[0]?.quantity).toBe(99);
    state = cartReducer(state, cartActions.itemAdded(harbour));
    expect(state.items[0]?.quantity).toBe(99);
    state = cartReducer(state, cartActions.quantityChanged({ id: 1, quantity: Number.NaN }));
    expect(state.items[0]?.quantity).toBe(99);
  });

  it('a quantity of 0 removes the line', () => {
    const state = reduce(
      cartActions.itemAdded(harbour),
      cartActions.itemAdded(audit),
      cartActions.quantityChanged({ id: 1, quantity: 0 }),
    );
    expect(selectCartItems(root(state)).map((item) => item.id)).toEqual(['a-2']);
  });

  it('removes a line, and clears the cart', () => {
    let state = reduce(cartActions.itemAdded(harbour), cartActions.itemAdded(audit));
    state = cartReducer(state, cartActions.itemRemoved(1));
    expect(selectCartItems(root(state))).toEqual([{ ...audit, quantity: 1 }]);
    state = cartReducer(state, cartActions.cartCleared());
    expect(selectCartCount(root(state))).toBe(0);
    expect(selectCartItems(root(state))).toEqual([]);
  });
});

describe('cart persistence', () => {
  const stored = (value: unknown) => localStorage.setItem(CART_KEY, JSON.stringify(value));
  const goodItems: CartItem[] = [
    { ...harbour, quantity: 2 },
    { ...audit, quantity: 1 },
  ];

  it('restores a good stored cart at start-up', () => {
    stored({ version: 2, items: goodItems });
    const store = makeStore();
    expect(selectCartItems(store.getState())).toEqual(goodItems);
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('reads a cart stored in version 1 (prices in dollars) as whole cents', () => {
    stored({
      version: 1,
      items: [
        { id: 1, title: 'Harbour template', price: 59, image: '/h.svg', quantity: 2 },
        { id: 2, title: 'Kit', price: 4.35, image: '/k.svg', quantity: 1 },
        { id: 3, title: 'Bad', price: '9', image: '/b.svg', quantity: 1 },
      ],
    });
    expect(selectCartItems(makeStore().getState())).toEqual([
      { id: 1, title: 'Harbour template', priceCents: 5900, image: '/h.svg', quantity: 2 },
      { id: 2, title: 'Kit', priceCents: 435, image: '/k.svg', quantity: 1 },
    ]);
  });

  it('saves every change under the versioned format', () => {
    const store = makeStore();
    store.dispatch(cartActions.itemAdded(harbour));
    store.dispatch(cartActions.itemAdded(harbour));
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null')).toEqual({
      version: 2,
      items: [{ ...harbour, quantity: 2 }],
    });
    store.dispatch(cartActions.cartCleared());
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null')).toEqual({ version: 2, items: [] });
    // A new page load sees the same cart.
    expect(selectCartCount(makeStore().getState())).toBe(0);
  });

  it('ignores malformed JSON', () => {
    localStorage.setItem(CART_KEY, '{"version":2,"items":[');
    expect(() => makeStore()).not.toThrow();
    expect(selectCartCount(makeStore().getState())).toBe(0);
  });

  it('ignores an old version or the wrong shape', () => {
    for (const value of [
      { version: 0, items: goodItems },
      { version: 3, items: goodItems },
      { items: goodItems },
      goodItems,
      { version: 2, items: 'lots' },
      'cart',
      42,
      null,
    ]) {
      stored(value);
      expect(selectCartItems(makeStore().getState())).toEqual([]);
    }
  });

  it('drops lines that are not valid cart lines and keeps the good ones', () => {
    expect(
      parseStoredCart(
        JSON.stringify({
          version: 2,
          items: [
            goodItems[0],
            { ...audit, quantity: 0 },
            { ...audit, quantity: 1.5 },
            { ...audit, priceCents: '9' },
            { ...audit, priceCents: 9.5 },
            { id: 3, title: 'No price', image: '', quantity: 1 },
            { ...harbour, quantity: 7 },
            null,
          ],
        }),
      ),
    ).toEqual([goodItems[0]]);
  });

  it('a new visitor with nothing stored starts with an empty cart', () => {
    expect(loadCart()).toEqual(initialCartState);
    expect(selectCartCount(makeStore().getState())).toBe(0);
  });

  it('never crashes when storage itself fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadCart(broken)).toEqual(initialCartState);
    expect(() => saveCart(goodItems, broken)).not.toThrow();
    expect(loadCart(null)).toEqual(initialCartState);
  });

  it('a preloaded cart given to makeStore wins over storage (tests and prerendering)', () => {
    stored({ version: 2, items: goodItems });
    const store = makeStore({ cart: initialCartState });
    expect(selectCartCount(store.getState())).toBe(0);
  });
});

describe('cart across tabs', () => {
  it("follows another tab's changes to the stored cart", () => {
    localStorage.clear();
    const store = makeStore();
    const stop = syncCartAcrossTabs(store);
    const items = [
      { id: 7, title: 'Harbour template', priceCents: 5900, image: '/media/x.svg', quantity: 3 },
    ];
    const stored = JSON.stringify({ version: 2, items });
    localStorage.setItem('cart', stored);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: stored }));
    expect(store.getState().cart.items).toEqual(items);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '{not json' }));
    expect(store.getState().cart.items).toEqual([]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: stored }));
    expect(store.getState().cart.items).toEqual([]);
    stop();
  });
});
