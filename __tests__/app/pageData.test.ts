import { api } from '../../src/api/api';
import { pageDataScript, primeStore, readPageData } from '../../src/app/pageData';
import { makeStore } from '../../src/app/store';

// The data a page rendered with live data carries (server/site/live-pages.ts): the browser puts it
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
const shop = { items: products, total: 1, all: 15, page: 1, pageSize: 24, pages: 1 };

// RTK Query schedules the removal of entries nobody subscribes to: no real timer may outlive a test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('page data', () => {
  it('fills the API cache as if /api/shop/products had answered for its query, prices in cents', () => {
    const store = makeStore();
    primeStore(store.dispatch, { shop: { search: '?category=templates', page: shop } });
    expect(api.endpoints.shopProducts.select('')(store.getState()).status).toBe('uninitialized');
    const entry = api.endpoints.shopProducts.select('?category=templates')(store.getState());
    expect(entry.status).toBe('fulfilled');
    expect(entry.data).toMatchObject({ total: 1, all: 15, page: 1, pages: 1 });
    expect(entry.data?.items).toEqual([
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
    const data = { shop: { search: '', page: shop } };
    document.body.innerHTML = `<div id="root"></div>${pageDataScript(data)}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData()).toEqual(data);
  });

  it('reads as nothing when the page carries none or it is not JSON', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData()).toEqual({});
    document.body.innerHTML = '<script id="page-data" type="application/json">{oops</script>';
    expect(readPageData()).toEqual({});
  });
});
