// Serving the built site: security headers, XSRF cookie and check, history fallback, caching.

import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageContentSecurityPolicy } from '../../../server/security/headers';
import { FIXTURE, type TestServer, call, startServer } from '../helpers';
import { rawGet } from '../raw-requests';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? '';
const xsrfFrom = (headers: Headers) => /XSRF-TOKEN=([^;]+)/.exec(cookieOf(headers))?.[1];

describe('security headers', () => {
  it.each(['/', '/api/health', '/assets/app.1234abcd.js', '/no-such-page'])(
    'on %s',
    async (url) => {
      const answer = await call(server, url);
      const csp = answer.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('script-src')).toBe("'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(directives.get('script-src')).not.toContain('unsafe-inline');
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('frame-src')).toBe('https://www.openstreetmap.org');
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('connect-src')).toBe("'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it("allows exactly the page's inline stylesheets, by hash, and no other inline style", async () => {
    const hashOf = (css: string) =>
      `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
    const styleSrc = async (url: string) =>
      /(?:^|;)style-src ([^;]*)/.exec(
        (await call(server, url)).headers.get('content-security-policy') ?? '',
      )?.[1];
    expect(await styleSrc('/about')).toBe(
      `'self' ${hashOf('h1{color:red}')} ${hashOf('p{margin:0}')}`,
    );
    // A page without inline styles, an API answer and an asset: only the site's own stylesheets.
    expect(await styleSrc('/')).toBe("'self'");
    expect(await styleSrc('/api/health')).toBe("'self'");
    expect(await styleSrc('/assets/app.1234abcd.js')).toBe("'self'");
  });

  it("lets a page's speculation rules run, by hash, and no other inline script", () => {
    const rules = '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const html =
      `<p>x</p><script type="speculationrules">${rules}</script>` +
      '<script>alert(1)</script><script type="application/ld+json">{}</script>';
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(pageContentSecurityPolicy(html))?.[1];
    expect(scriptSrc).toBe(
      `'self' 'sha256-${crypto.createHash('sha256').update(rules).digest('base64')}'`,
    );
    expect(/(?:^|;)script-src ([^;]*)/.exec(pageContentSecurityPolicy('<p>x</p>'))?.[1]).toBe(
      "'self'",
    );
  });

  it('marks every API answer no-store, errors included', async () => {
    const answers = await Promise.all([
      call(server, '/api/health'),
      call(server, '/api/products'),
      call(server, '/api/nowhere'),
      call(server, '/api/profile'),
      call(server, '/api/auth/login', { json: {} }),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('XSRF protection', () => {
  it('sets a readable XSRF-TOKEN cookie with every HTML page when the request has none', async () => {
    for (const url of ['/', '/contact', '/about', '/no-such-page']) {
      const answer = await call(server, url);
      const cookie = cookieOf(answer.headers);
      expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{32,};/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/Secure/i);
    }
    const again = await call(server, '/', { headers: { cookie: 'XSRF-TOKEN=already' } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const api = await call(server, '/api/health');
    expect(api.headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await startServer({ env: { TRUST_PROXY: '1' } });
    try {
      const answer = await call(proxied, '/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(cookieOf(answer.headers)).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  const contact = {
    fullName: 'X Srf',
    email: 'xsrf@example.com',
    subject: 'Test',
    message: 'Checking the token',
  };

  it('refuses a state-changing API request whose cookie has no matching header', async () => {
    const page = await call(server, '/');
    const token = xsrfFrom(page.headers) as string;
    const attempts: Record<string, string>[] = [
      { cookie: `XSRF-TOKEN=${token}` },
      { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
      { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': '' },
    ];
    for (const headers of attempts) {
      const answer = await call(server, '/api/contact', { json: contact, headers });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ message: 'Missing or invalid XSRF token' });
    }
    const login = await call(server, '/api/auth/login', {
      json: { email: 'a@example.com', password: 'whatever1' },
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(login.status).toBe(403);
  });

  it('accepts it with the matching header, and without the cookie at all', async () => {
    const page = await call(server, '/');
    const token = xsrfFrom(page.headers) as string;
    const withHeader = await call(server, '/api/contact', {
      json: contact,
      headers: { cookie: `theme=dark; XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    });
    expect(withHeader.status).toBe(201);
    const noCookie = await call(server, '/api/contact', { json: contact });
    expect(noCookie.status).toBe(201);
  });

  it('does not apply to reads', async () => {
    const answer = await call(server, '/api/products', { headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(answer.status).toBe(200);
  });
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
