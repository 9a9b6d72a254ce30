// Pages rendered from what is published (server/site/live-pages.ts): every page of the site is rendered
// at request time from its content documents as published, and /products with the page of the
// shop its address names (GET /api/shop/products), by the renderer the build keeps in DIST_DIR/.site/render.cjs.
// Here a small stand-in renderer writes the data it was given into the page; the build's real one
// is tested in __tests__/prerender.test.tsx and in the browser (e2e/site/shop.spec.ts,
// e2e/content/content.spec.ts).

import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { DataStore } from '../../../server/db';
import { DOCUMENTS } from '../../../contract/documents';
import { acceptsEncoding } from '../../../server/platform/http-caching';
import { type TestServer, call, startServer } from '../helpers';
import { rawGet } from '../raw-requests';
import { newStaff } from '../staff-support';
import { writeRenderer } from '../renderer-support';
import { previewLinks } from '../../../server/content/preview';

const RENDERER = `
let renders = 0;
exports.renders = () => renders;
exports.APP_ONLY_ROUTES = ['/profile'];
exports.documentKeys = async (route) => (route === '/' ? ['site', 'home'] : ['site']);
exports.renderDocument = async (route, shell, manifest, { readStyle, data, notFound }) => {
  renders += 1;
  const products = (data.shop && data.shop.page.items) || [];
  if (products.some((p) => p.title === 'BREAK THE RENDERER')) throw new Error('render failed');
  const titles = data.documents.home
    ? data.documents.home.hero.headline
    : products.map((p) => p.title + ' ' + p.price).join(' | ');
  const css = readStyle('/assets/page.css');
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + titles + '</main><style>' + css +
      '</style><script id="page-data" type="application/json">' + JSON.stringify(data) +
      '</script></body>') + '<!-- chunks ' + Object.keys(manifest.chunks).join(',') + ' -->',
  };
};
`;

let server: TestServer;
let store: DataStore;
const staff = { id: null, email: 'tests@example.com' };

beforeAll(async () => {
  server = await startServer();
  await writeRenderer(server.root, RENDERER);
  store = (server.app as unknown as { store: DataStore }).store;
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

  it('renders every page from its documents as published; a publish re-renders only its pages', async () => {
    const home = await call(server, '/');
    const about = await call(server, '/about');
    expect(home.text).toContain(
      `LIVE /: ${(DOCUMENTS.home.seed as { hero: { headline: string } }).hero.headline}`,
    );
    expect(about.text).toContain('LIVE /about:');
    const carried = JSON.parse(
      /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(about.text)![1]!,
    ) as { documents: Record<string, unknown> };
    expect(Object.keys(carried.documents)).toEqual(['site']);

    const doc = (await store.documents.get('home'))!;
    const changed = {
      ...(doc.published as object),
      hero: { ...DOCUMENTS.home.seed.hero, headline: 'Fresh words' },
    };
    const draft = await store.documents.saveDraft('home', changed, doc.revision, staff);
    const published = await store.documents.publish(
      'home',
      { revision: (draft as { revision: number }).revision },
      staff,
    );
    expect(published).toMatchObject({ publishedVersion: 2 });
    // Every instance follows publishes (content/published.ts), reading the new version at once.
    let homeAfter = await call(server, '/');
    for (let i = 0; i < 40 && !homeAfter.text.includes('Fresh words'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      homeAfter = await call(server, '/');
    }
    expect(homeAfter.text).toContain('LIVE /: Fresh words');
    expect(homeAfter.headers.get('etag')).not.toBe(home.headers.get('etag'));
    // /about shows nothing of the home page: same render, same ETag.
    expect((await call(server, '/about')).headers.get('etag')).toBe(about.headers.get('etag'));
  });

  it('answers an unknown path with the not-found page from the published documents, 404', async () => {
    const answer = await call(server, '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('LIVE /__not-found__:');
    const again = await call(server, '/no/such/page', {
      headers: { 'if-none-match': answer.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
  });

  it('previews a draft at a signed address: staff only, never cached or indexed', async () => {
    const staffer = await newStaff(server, 'previewer');
    const doc = (await store.documents.get('home'))!;
    const draft = {
      ...(doc.published as object),
      hero: { ...DOCUMENTS.home.seed.hero, headline: 'Draft words' },
    };
    await store.documents.saveDraft('home', draft, doc.revision, staff);
    expect((await call(server, '/api/staff/documents/home/preview', { json: {} })).status).toBe(
      401,
    );
    const asked = await call(server, '/api/staff/documents/home/preview', {
      token: staffer.token,
      json: {},
    });
    expect(asked.status).toBe(200);
    const { url } = asked.json as { url: string };
    expect(url).toMatch(/^\/preview\/home\?until=\d{13}&sig=[\w-]+$/);

    const preview = await call(server, url);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('LIVE /: Draft words');
    expect(preview.text).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    // Visitors still see what is published.
    expect((await call(server, '/')).text).not.toContain('Draft words');
    // An altered address, or another document's signature, is refused with the reason.
    // Its first character changed (to another one whatever it was).
    const forged = await call(
      server,
      url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`),
    );
    expect(forged.status).toBe(403);
    expect(forged.text).toMatch(/expired or is not valid/);
    expect((await call(server, url.replace('/home?', '/pricing?'))).status).toBe(403);
  });

  it('leaves the pages made in the browser only to their files', async () => {
    expect((await call(server, '/profile')).text).not.toContain('LIVE');
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

describe('preview addresses', () => {
  const links = previewLinks(new Uint8Array(32).fill(7));
  const parts = (url: string) => new URL(url, 'http://localhost').searchParams;

  it('hold for 30 minutes, then are refused', () => {
    const minted = new Date('2026-11-25T10:00:00Z');
    const q = parts(links.addressFor('home', minted));
    const at = (minutes: number) => new Date(minted.getTime() + minutes * 60_000);
    expect(links.valid('home', q.get('until')!, q.get('sig')!, at(29))).toBe(true);
    expect(links.valid('home', q.get('until')!, q.get('sig')!, at(31))).toBe(false);
  });

  it('cannot be stretched: a later expiry breaks the signature', () => {
    const now = new Date();
    const q = parts(links.addressFor('home', now));
    const later = String(Number(q.get('until')) + 3_600_000);
    expect(links.valid('home', later, q.get('sig')!, now)).toBe(false);
  });
});
