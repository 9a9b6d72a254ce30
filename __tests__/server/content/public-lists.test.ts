// The public lists a page at a time (docs/api.md, "Lists"): the array each has always answered,
// `limit` (default and most 100) and `cursor`, the next page in `Link: <…>; rel="next"`
// (RFC 8288) and the whole list's size in `X-Total-Count`; and the shop's numbered pages
// (GET /api/shop/products), searched, filtered and sorted by the database.

import { COMMAND_LINE } from '../../../server/cli/staff';
import type { DataStore } from '../../../server/db';
import { type TestServer, call, startServer } from '../helpers';

let server: TestServer;
let store: DataStore;
const SEEDED = 15;
const ADDED = 110;

interface Product {
  id: number;
  title: string;
  price: number;
  category: string;
}
interface ShopPage {
  items: Product[];
  total: number;
  all: number;
  page: number;
  pageSize: number;
  pages: number;
}

beforeAll(async () => {
  server = await startServer();
  store = (server.app as unknown as { store: DataStore }).store;
  for (let i = 1; i <= ADDED; i += 1) {
    await store.content.products.create(
      {
        title: `Widget ${i}${i === 77 ? ' Quasar' : ''}`,
        priceCents: 100 * i,
        category: i % 2 ? 'plugins' : 'ui-kits',
        description: i % 10 === 0 ? 'Ships with a nebula theme.' : 'A widget.',
        image: '/media/products/formguard-plugin.svg',
        published: i !== 5,
      },
      COMMAND_LINE,
    );
  }
});

afterAll(async () => {
  await server.close();
});

/** The `next` address of a Link header, or null. */
const nextOf = (link: string | null) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1] ?? null;

describe('GET /api/products, a page at a time', () => {
  it('answers 100 by default, the total in X-Total-Count, and follows Link to the end, each once', async () => {
    const published = SEEDED + ADDED - 1;
    const first = await call(server, '/api/products');
    expect(first.status).toBe(200);
    expect(first.json as Product[]).toHaveLength(100);
    expect(first.headers.get('x-total-count')).toBe(String(published));
    const next = nextOf(first.headers.get('link'));
    expect(next).toMatch(/^\/api\/products\?cursor=[\w-]+$/);
    const second = await call(server, next!);
    expect(second.json as Product[]).toHaveLength(published - 100);
    expect(second.headers.get('link')).toBeNull();
    const ids = [...(first.json as Product[]), ...(second.json as Product[])].map((p) => p.id);
    expect(new Set(ids).size).toBe(published);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps the query in the next address: category, search, order and limit', async () => {
    let url: string | null = '/api/products?category=plugins&sort=price-desc&limit=20';
    const prices: number[] = [];
    let pages = 0;
    while (url && pages < 10) {
      const answer = await call(server, url);
      expect(answer.headers.get('x-total-count')).toBe(String(ADDED / 2 - 1 + 4));
      prices.push(...(answer.json as Product[]).map((p) => p.price));
      url = nextOf(answer.headers.get('link'));
      if (url) expect(url).toContain('category=plugins&sort=price-desc&limit=20&cursor=');
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const found = (await call(server, '/api/products?q=quas')).json as Product[];
    expect(found.map((p) => p.title)).toEqual(['Widget 77 Quasar']);
  });

  it('refuses a limit out of bounds and a cursor it did not give, with a reason', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'cursor=%25',
      'cursor=WyJhIiwiYiJd',
    ]) {
      const answer = await call(server, `/api/products?${query}`);
      expect(answer.status).toBe(400);
      expect((answer.json as { message: string }).message).toEqual(expect.any(String));
    }
  });

  it('pages the testimonials and the open postings the same way', async () => {
    const testimonials = await call(server, '/api/ts/getall?limit=3');
    expect(testimonials.json as unknown[]).toHaveLength(3);
    expect(Number(testimonials.headers.get('x-total-count'))).toBeGreaterThan(3);
    expect(nextOf(testimonials.headers.get('link'))).toMatch(/^\/api\/ts\/getall\?limit=3&cursor=/);
    const jobs = await call(server, '/api/posts?type=job&limit=2');
    expect(jobs.json as unknown[]).toHaveLength(2);
    const rest = await call(server, nextOf(jobs.headers.get('link'))!);
    expect(rest.status).toBe(200);
    expect((rest.json as { id: number }[]).map((p) => p.id)).not.toContain(
      (jobs.json as { id: number }[])[0]!.id,
    );
  });
});

describe('GET /api/shop/products, the shop by numbered pages', () => {
  it('answers 24 a page with the page count, and a later page by its number', async () => {
    const first = (await call(server, '/api/shop/products')).json as ShopPage;
    const all = SEEDED + ADDED - 1;
    expect(first).toMatchObject({ total: all, all, page: 1, pageSize: 24, pages: 6 });
    expect(first.items).toHaveLength(24);
    const last = (await call(server, '/api/shop/products?page=6')).json as ShopPage;
    expect(last.items).toHaveLength(all - 5 * 24);
    expect(last.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
  });

  it('searches by words from their start, the best match first, and counts the whole shop', async () => {
    const found = (await call(server, '/api/shop/products?q=NEBU')).json as ShopPage;
    expect(found.total).toBe(ADDED / 10);
    expect(found.all).toBe(SEEDED + ADDED - 1);
    expect(found.items.every((p) => p.title.startsWith('Widget'))).toBe(true);
    const cheap = (await call(server, '/api/shop/products?category=ui-kits&sort=price-asc'))
      .json as ShopPage;
    expect(cheap.items.every((p) => p.category === 'ui-kits')).toBe(true);
    expect(cheap.items.map((p) => p.price)).toEqual(
      [...cheap.items.map((p) => p.price)].sort((a, b) => a - b),
    );
  });

  it('refuses what it cannot mean with a reason', async () => {
    for (const query of ['page=0', 'sort=sideways', 'category=boats', 'q=' + 'x'.repeat(201)]) {
      const answer = await call(server, `/api/shop/products?${query}`);
      expect(answer.status).toBe(400);
      expect((answer.json as { message: string }).message).toEqual(expect.any(String));
    }
  });
});
