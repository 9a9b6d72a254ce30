// Serving the built site, its security: the headers every answer carries (the content security
// policy, no-store on the API) and the XSRF cookie and check. Serving the pages and files
// themselves: site-serving.test.ts.

import crypto from 'node:crypto';
import { pageContentSecurityPolicy } from '../../../server/security/headers';
import { type TestServer, call, startServer } from '../helpers';

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
