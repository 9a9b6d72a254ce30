// Pages rendered from what is published (server/site/live-pages.ts), here /products with the page
// of the shop its address names (GET /api/shop/products), by the renderer the build keeps in
// DIST_DIR/.site/render.cjs: a small stand-in (live-pages-support.ts) that writes the data it was
// given into the page. The other pages, rendered from their content documents as published, and
// their previews: live-pages-documents.test.ts.

import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { DataStore } from '../../../server/db';
import { acceptsEncoding } from '../../../server/platform/http-caching';
import { type TestServer, call, startServer } from '../helpers';
import { rawGet } from '../raw-requests';
import { staff, startLiveServer } from './live-pages-support';

let server: TestServer;
let store: DataStore;

beforeAll(async () => {
  ({ server, store } = await startLiveServer());
});

afterAll(async () => {
  await server.close();
});

const firstProduct = async () => (await store.content.products.listPublished())[0]!;

describe('/products, rendered with what the API answers now', () => {
  it('shows the published products in the page itself, and carries them for the browser', async () => {
    const answer = await call(server, '/products');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('set-cookie')).toMatch(/XSRF-TOKEN=/);
    const api = (await call(server, '/api/shop/products')).json as {
      items: { title: string; price: number }[];
    };
    expect(api.items.length).toBeGreaterThan(0);
    for (const p of api.items) expect(answer.text).toContain(`${p.title} ${p.price}`);
    const carried = JSON.parse(
      /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(answer.text)![1]!,
    ) as { shop: unknown };
    expect(carried.shop).toEqual({ search: '', page: api });
    // With the build's stylesheets and manifest.
    expect(answer.text).toContain('.live{color:teal}');
    expect(answer.text).toContain('<!-- chunks shop -->');
    // Its inline stylesheet is allowed by its hash, and no other inline style is.
    const hash = crypto.createHash('sha256').update('.live{color:teal}').digest('base64');
    expect(answer.headers.get('content-security-policy')).toMatch(
      new RegExp(`(^|;)style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
  });

  it('answers any case of the path, as the router matches it', async () => {
    const answer = await call(server, '/PRODUCTS/');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('LIVE /products:');
  });

  it('is rendered for its search, category, order and page; what it does not read is left out', async () => {
    const category = await call(server, '/products?category=templates');
    expect(category.text).toContain('LIVE /products?category=templates:');
    const all = await call(server, '/products');
    expect(category.headers.get('etag')).not.toBe(all.headers.get('etag'));
    // The database searches: the page carries the matches, the best first.
    const search = await call(server, '/products?q=harb%20agen&utm_source=mail');
    expect(search.text).toContain('LIVE /products?q=harb+agen: Harbour: Agency Website Template');
    const sorted = await call(server, '/products?sort=price-desc&category=audits');
    expect(sorted.text).toMatch(
      /LIVE \/products\?category=audits&sort=price-desc: Web Application Security Review 1499 \| /,
    );
    // What the page cannot mean is its page without it, under the same ETag.
    for (const query of [
      '?category=no-such-category',
      '?sort=sideways',
      '?page=1',
      '?page=x',
      '?utm_source=mail',
    ]) {
      const answer = await call(server, `/products${query}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('LIVE /products:');
      expect(answer.headers.get('etag')).toBe(all.headers.get('etag'));
    }
    // A page past the last one is not there.
    const past = await call(server, '/products?page=2');
    expect(past.status).toBe(404);
  });

  it('shows a change made in the back office on the next request, under a new ETag', async () => {
    const before = await call(server, '/products');
    const product = await firstProduct();
    await store.content.products.update(
      product.id,
      { ...product, title: 'Renamed by staff', priceCents: 12345 },
      staff,
    );
    const after = await call(server, '/products');
    expect(after.text).toContain('Renamed by staff 123.45');
    expect(after.text).not.toContain(`${product.title} ${product.priceCents / 100}`);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    await store.content.products.update(product.id, product, staff);
    const restored = await call(server, '/products');
    expect(restored.headers.get('etag')).toBe(before.headers.get('etag'));
  });

  it('renders once per distinct answer and revalidates with the ETag', async () => {
    // The module the server loaded (Node's own module cache, not Jest's).
    const load = createRequire(__filename);
    const renderer = load(path.join(server.root, 'dist', '.site', 'render.cjs')) as {
      renders: () => number;
    };
    const first = await call(server, '/products');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"live-[\w-]+"$/);
    const rendered = renderer.renders();
    const again = await Promise.all([1, 2, 3].map(() => call(server, '/products')));
    for (const a of again) expect(a.headers.get('etag')).toBe(etag);
    expect(renderer.renders()).toBe(rendered);
    const revalidated = await call(server, '/products', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    const weak = await call(server, '/products', { headers: { 'if-none-match': `W/${etag}` } });
    expect(weak.status).toBe(304);
  });

  it('sends the brotli or gzip copy the browser accepts, else plain HTML', async () => {
    const br = await rawGet(server, '/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('LIVE /products:');
    const gz = await rawGet(server, '/products', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('LIVE /products:');
    const plain = await rawGet(server, '/products', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('LIVE /products:');
  });

  it('serves the prerendered page when the renderer fails, and keeps serving', async () => {
    const product = await firstProduct();
    await store.content.products.update(
      product.id,
      { ...product, title: 'BREAK THE RENDERER' },
      staff,
    );
    const log = jest.spyOn(server.app.log, 'error').mockImplementation(() => undefined);
    try {
      const answer = await call(server, '/products');
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('LIVE');
      expect(answer.text).toContain('SPA-INDEX');
      expect(log).toHaveBeenCalledWith(
        expect.objectContaining({ route: '/products' }),
        'rendering a live page failed',
      );
    } finally {
      log.mockRestore();
      await store.content.products.update(product.id, product, staff);
    }
    expect((await call(server, '/products')).text).toContain('LIVE /products:');
  });
});

describe('a build without the renderer', () => {
  it('serves the prerendered /products', async () => {
    const plain = await startServer();
    try {
      const answer = await call(plain, '/products');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('SPA-INDEX');
      expect(answer.headers.get('etag')).not.toMatch(/live-/);
    } finally {
      await plain.close();
    }
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['br', 'br', true],
    ['gzip, deflate, br', 'br', true],
    ['gzip;q=1, br;q=0', 'br', false],
    ['*', 'gzip', true],
    ['*;q=0', 'gzip', false],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
    ['BR;Q=0.5', 'br', true],
  ])('%s accepts %s: %s', (header, coding, accepted) => {
    expect(acceptsEncoding(header, coding)).toBe(accepted);
  });
});
