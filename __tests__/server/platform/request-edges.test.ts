// Requests shaped to slip past checks: absolute-form targets and percent-escaped paths against the
// XSRF check and no-store; security headers on every kind of answer, including the ones Node
// writes itself; content codings in any letter case.

import { gzipSync } from 'node:zlib';
import { PERMISSIONS_POLICY } from '../../../server/security';
import { STATIC_SECURITY_HEADERS } from '../../../server/security/headers';
import { type TestServer, call, startServer } from '../helpers';
import { parseRawAnswer, rawExchange } from '../raw-requests';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const contact = JSON.stringify({
  fullName: 'Edge Case',
  email: 'edge@example.com',
  subject: 'Absolute form',
  message: 'Sent with an absolute-form request target',
});

const rawPost = (target: string, headers: string) =>
  rawExchange(
    server,
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(contact)}\r\n` +
      `${headers}\r\n${contact}`,
  );

describe('the XSRF check and no-store follow the routed path', () => {
  const cookie = 'Cookie: XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz012345\r\n';

  it.each([
    ['an absolute-form target', () => `http://127.0.0.1:${server.port}/api/contact`],
    ['a percent-escaped path', () => '/%61pi/contact'],
  ])('%s with the cookie and no header is refused 403', async (_label, target) => {
    const before = (await server.app.store.contactMessages.list()).length;
    const result = await rawPost(target(), cookie);
    const answer = parseRawAnswer(result.text);
    expect(answer.status).toBe(403);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(result.text).toContain('Missing or invalid XSRF token');
    expect((await server.app.store.contactMessages.list()).length).toBe(before);
  });

  it('an absolute-form target with the matching header is routed and marked no-store', async () => {
    const result = await rawPost(
      `http://127.0.0.1:${server.port}/api/contact`,
      `${cookie}X-XSRF-TOKEN: abcdefghijklmnopqrstuvwxyz012345\r\n`,
    );
    const answer = parseRawAnswer(result.text);
    expect(answer.status).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers on every kind of answer', () => {
  const expectSecurityHeaders = (get: (name: string) => string | null | undefined) => {
    expect(get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(get('x-content-type-options')).toBe('nosniff');
    expect(get('x-frame-options')).toBe('DENY');
    expect(get('content-security-policy')).toMatch(/default-src 'self'/);
  };

  it('the headers copied onto raw answers are the ones helmet sets on routed answers', async () => {
    const page = await call(server, '/api/health');
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      expect([name, page.headers.get(name)]).toEqual([name, value]);
    }
  });

  it('Permissions-Policy turns off powerful features', () => {
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'interest-cohort',
    ]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['a page', '/', {}, 200],
    ['an asset', '/assets/app.1234abcd.js', {}, 200],
    ['an API answer', '/api/health', {}, 200],
    ['an unknown API path', '/api/nope', {}, 404],
    ['a missing page', '/nope', {}, 404],
    [
      'invalid JSON',
      '/api/contact',
      { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } },
      400,
    ],
    [
      'a wrong media type',
      '/api/contact',
      { method: 'POST', body: 'x', headers: { 'content-type': 'text/html' } },
      400,
    ],
    [
      'a validation error',
      '/api/contact',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['an unauthenticated call', '/api/profile', {}, 401],
    ['a malformed URL', '/api/%E0%A4%A', {}, 400],
  ])('%s', async (_label, urlPath, options, status) => {
    const answer = await call(server, urlPath, options);
    expect(answer.status).toBe(status);
    expectSecurityHeaders((name) => answer.headers.get(name));
  });

  it.each([
    ['malformed HTTP (400)', 'GARBAGE / HTTP/1.1\r\n\r\n', 400],
    ['an invalid header (400)', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n', 400],
    [
      'headers too large (431)',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('a Node-level answer: %s', async (_label, raw, status) => {
    const result = await rawExchange(server, raw);
    const answer = parseRawAnswer(result.text);
    expect(answer.status).toBe(status);
    expectSecurityHeaders((name) => answer.headers[name]);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(result.text.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: expect.any(String),
    });
  });
});

describe('Content-Encoding', () => {
  it.each(['gzip', 'GZIP', 'Gzip'])(
    'a %s-encoded JSON body is accepted (coding names ignore case)',
    async (coding) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': coding },
        body: gzipSync(contact),
      });
      expect(response.status).toBe(201);
    },
  );

  it('an unknown coding is refused 415 with a reason', async () => {
    const answer = await call(server, '/api/contact', {
      method: 'POST',
      body: contact,
      headers: { 'content-type': 'application/json', 'content-encoding': 'zstd-x' },
    });
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });
});
