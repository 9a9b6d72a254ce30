import { api } from '../../src/api/api';
import { pageDataScript, primeStore, readPageData } from '../../src/app/pageData';
import { makeStore } from '../../src/app/store';

// The data a page rendered with live data carries (server/live-pages.ts): the browser puts it
// into the store before hydrating, as the server did before rendering.

const products = [
  {
    id: 3,
    title: 'Ledger </script> SaaS template',
    price: 0.3,
    description: 'Line one\u2028line two',
    category: 'templates' as const,
    image: '/media/products/ledger.svg',
    rating: { rate: 4.2, count: 12 },
  },
];

// RTK Query schedules the removal of entries nobody subscribes to: no real timer may outlive a test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page data', () => {
  it('fills the API cache as if /api/products had answered, prices in cents', () => {
    const store = makeStore();
    primeStore(store.dispatch, { products });
    const entry = api.endpoints.products.select()(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toEqual([
      {
        id: 3,
        title: 'Ledger </script> SaaS template',
        priceCents: 30,
        description: 'Line one\u2028line two',
        category: 'templates' as const,
        image: '/media/products/ledger.svg',
        rating: { rate: 4.2, count: 12 },
      },
    ]);
  });

  it('leaves the store as it is when the page carries nothing', () => {
    const store = makeStore();
    const before = store.getState();
    primeStore(store.dispatch, {});
    expect(store.getState().api).toEqual(before.api);
  });

  it('is read back from the page exactly as it was written', () => {
    document.body.innerHTML = `<div id="root"></div>${pageDataScript({ products })}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual({ products });
  });

  it('reads as nothing when the page carries none or it is not JSON', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData()).toEqual({});
    document.body.innerHTML = '<script id="page-data" type="application/json">{oops</script>';
    expect(readPageData()).toEqual({});
  });
});
