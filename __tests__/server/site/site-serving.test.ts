// Serving the built site: history fallback, prerendered pages, the 404 page, caching and
// compression of the built files and media, and what is never served. The headers and the XSRF
// check: site-security.test.ts.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIXTURE, type TestServer, call, startServer } from '../helpers';
import { rawGet } from '../raw-requests';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

describe('history fallback and caching', () => {
  it('answers a known route with the app HTML, 200, no-cache, ignoring case and one trailing slash', async () => {
    for (const url of [
      '/',
      '/contact',
      '/contact/',
      '/support/FAQ',
      '/support/faq',
      '/PRODUCTS?category=templates',
    ]) {
      const answer = await call(server, url);
      expect([url, answer.status]).toEqual([url, 200]);
      expect(answer.text).toBe(FIXTURE.index);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves a prerendered page when there is one', async () => {
    for (const url of ['/about', '/about/']) {
      const answer = await call(server, url);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(FIXTURE.about);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("serves a route's prerendered page whatever the case of the address", async () => {
    for (const url of ['/support/HelpCentre', '/support/helpcentre', '/SUPPORT/HELPCENTRE/']) {
      const answer = await call(server, url);
      expect([url, answer.status]).toEqual([url, 200]);
      expect(answer.text).toBe(FIXTURE.helpCentre);
    }
  });

  it('redirects the old /help/* links permanently to their support pages', async () => {
    for (const url of ['/help/faq', '/Help/FAQ/']) {
      const answer = await call(server, url);
      expect([url, answer.status]).toEqual([url, 301]);
      expect(answer.headers.get('location')).toBe('/support/FAQ');
    }
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    for (const url of ['/no-such-page', '/contact/extra', '/assets/missing.js', '/contact//']) {
      const answer = await call(server, url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(answer.text).toBe(FIXTURE.notFound);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('falls back to index.html for the 404 answer when there is no 404.html', async () => {
    const bare = await startServer();
    try {
      await fsp.rm(path.join(bare.config.distDir, '404.html'));
      const answer = await call(bare, '/no-such-page');
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(FIXTURE.index);
    } finally {
      await bare.close();
    }
  });

  it('serves hashed assets as immutable for a year, compressed when asked', async () => {
    const answer = await call(server, '/assets/app.1234abcd.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.text).toBe(FIXTURE.asset);
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])(
    "sends the build's precompressed copy when the browser accepts %s",
    async (accepted, encoding, decompress) => {
      const answer = await rawGet(server, '/assets/styles.5678abcd.css', {
        'accept-encoding': accepted,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(answer.body).toString()).toBe(FIXTURE.styles);
      // The copy is the file the build wrote, sent as it is: not compressed again.
      const copy = path.join(
        server.config.distDir,
        'assets',
        `styles.5678abcd.css.${encoding === 'br' ? 'br' : 'gz'}`,
      );
      expect(answer.body.equals(fs.readFileSync(copy))).toBe(true);
    },
  );

  it('sends the file itself to a browser that accepts no compression', async () => {
    const answer = await rawGet(server, '/assets/styles.5678abcd.css', {
      'accept-encoding': 'identity',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(FIXTURE.styles);
  });

  it.each(['/.site/routes.json', '/.site/redirects.json', '/.site/shell.html', '/.site/'])(
    'never serves what the build keeps for the server: %s',
    async (urlPath) => {
      const answer = await call(server, urlPath);
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(FIXTURE.notFound);
    },
  );

  it('answers /404.html with 404, as the page it is', async () => {
    const answer = await call(server, '/404.html');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(FIXTURE.notFound);
  });

  it('caches media for an hour, then revalidates them', async () => {
    const answer = await call(server, '/media/products/performance-audit.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();
    // Not fetch: it marks a conditional request no-cache, which asks for the whole file.
    const again = await rawGet(server, '/media/products/performance-audit.svg', {
      'if-none-match': etag ?? '',
    });
    expect(again.status).toBe(304);
  });

  it('sends media files as the built files are sent: a byte range, HEAD with its length', async () => {
    const media = '/media/products/performance-audit.svg';
    const whole = await rawGet(server, media);
    const part = await rawGet(server, media, { range: 'bytes=5-14' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${whole.body.length}`);
    expect(part.text).toBe(whole.text.slice(5, 15));
    const head = await fetch(`${server.url}${media}`, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('image/svg+xml');
    expect(await head.text()).toBe('');
  });

  it('caches other static files for an hour', async () => {
    const answer = await call(server, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers HEAD like GET without a body', async () => {
    const answer = await fetch(`${server.url}/contact`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toBe('');
  });

  it.each([
    '/../secret.txt',
    '/../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/.env',
    '/%2eenv',
    '/index.html%00.js',
    '/media/../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/..%2fsecret.txt',
    '/media/.hidden',
  ])('refuses path traversal and hidden files: %s', async (rawPath) => {
    const answer = await rawGet(server, rawPath);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain(FIXTURE.secret);
    expect(answer.text).not.toContain('root:');
  });

  it('answers 503 with a hint when the site has not been built', async () => {
    const unbuilt = await startServer({ dist: false });
    try {
      const page = await call(unbuilt, '/contact');
      expect(page.status).toBe(503);
      expect(page.text).toBe('The site has not been built yet: run npm run build');
      expect((await call(unbuilt, '/api/health')).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
