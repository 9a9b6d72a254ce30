// The built files and the kept pages answered from memory (server/site/fast-static.ts,
// server/site/memory-files.ts) answer as site.ts does: the same security headers, cache policy per
// type, ETag and 304, HEAD, a byte range, brotli or gzip as accepted with Vary, the page's XSRF
// cookie and Content Security Policy; and they never reach the request log (that is how a test
// tells them).

import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { STATIC_SECURITY_HEADERS } from '../../../server/security/headers';
import { FIXTURE, type TestServer, call, startServer } from '../helpers';
import { rawGet } from '../raw-requests';
import { writeRenderer } from '../renderer-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site'];
exports.formRefused = () => false;
exports.renderDocument = async (route, shell, manifest, { notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</head>', '<style>.live{color:teal}</style></head>')
    .replace('</body>', '<main>LIVE ' + route + '</main></body>'),
});
`;

let server: TestServer;
const logged: string[] = [];
/** Requests the framework saw (its request log), by URL. */
const seen = (url: string) =>
  logged.filter((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`))
    .length;

beforeAll(async () => {
  server = await startServer({
    env: { LOG_LEVEL: 'info' },
    app: { logStream: { write: (line: string) => void logged.push(line) } },
  });
  await writeRenderer(server.root, RENDERER);
});
afterAll(async () => {
  await server.close();
});

const ASSET = '/assets/styles.5678abcd.css';

function head(urlPath: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<http.IncomingMessage & { bytes: number }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, path: urlPath, method: 'HEAD', headers },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(Object.assign(response, { bytes })));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('built files from memory', () => {
  it('carry every security header, the cache policy of their type, a strong ETag and Vary', async () => {
    const answer = await rawGet(server, ASSET, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    const { 'cache-control': _cache, ...security } = STATIC_SECURITY_HEADERS;
    for (const [name, value] of Object.entries(security)) expect(answer.headers[name]).toBe(value);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(FIXTURE.styles);
    expect((await rawGet(server, '/robots.txt')).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
    expect(seen(ASSET)).toBe(0);
  });

  it('send the copy the browser accepts, each with its own ETag', async () => {
    const br = await rawGet(server, ASSET, { 'accept-encoding': 'gzip;q=0.5, br' });
    const gzip = await rawGet(server, ASSET, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(server, ASSET, { 'accept-encoding': 'identity' });
    expect([br, gzip, plain].map((a) => a.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(FIXTURE.styles);
    expect(plain.text).toBe(FIXTURE.styles);
    expect(new Set([br, gzip, plain].map((a) => a.headers.etag)).size).toBe(3);
  });

  it('answer 304 to a matching If-None-Match, with their headers and no body', async () => {
    const first = await rawGet(server, ASSET, { 'accept-encoding': 'gzip' });
    const again = await rawGet(server, ASSET, {
      'accept-encoding': 'gzip',
      'if-none-match': `W/${first.headers.etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const other = await rawGet(server, ASSET, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('answer HEAD with the length of what GET sends, and no body', async () => {
    const answer = await head(ASSET, { 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.bytes).toBe(0);
    const gzip = await rawGet(server, ASSET, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-length']).toBe(String(gzip.body.length));
  });

  it('are read again when they change on disk', async () => {
    const file = path.join(server.config.distDir, 'assets', 'later.js');
    await fs.writeFile(file, 'console.log("one");');
    expect((await call(server, '/assets/later.js')).text).toBe('console.log("one");');
    await fs.writeFile(file, 'console.log("two, longer");');
    expect((await call(server, '/assets/later.js')).text).toBe('console.log("two, longer");');
  });

  it('answer one byte range of the file itself, and 416 past its end', async () => {
    const part = await rawGet(server, ASSET, { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 0-9/${FIXTURE.styles.length}`);
    expect(part.text).toBe(FIXTURE.styles.slice(0, 10));
    const tail = await rawGet(server, ASSET, { range: 'bytes=-5' });
    expect(tail.text).toBe(FIXTURE.styles.slice(-5));
    const past = await rawGet(server, ASSET, { range: `bytes=${FIXTURE.styles.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${FIXTURE.styles.length}`);
    // A range of another version (If-Range names another ETag): the whole file.
    const stale = await rawGet(server, ASSET, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(FIXTURE.styles);
    expect(seen(ASSET)).toBe(0);
  });

  it("answer 304 to the ETag of any copy of the same version, with that copy's ETag", async () => {
    const gzip = await rawGet(server, ASSET, { 'accept-encoding': 'gzip' });
    const again = await rawGet(server, ASSET, { 'if-none-match': gzip.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(gzip.headers.etag);
  });
});

describe('pages from memory', () => {
  it('answer a page rendered before exactly as the first answer, cookie, policy and 304 included', async () => {
    const first = await rawGet(server, '/about', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(seen('/about')).toBe(1);
    const kept = await rawGet(server, '/about', { 'accept-encoding': 'br' });
    expect(seen('/about')).toBe(1);
    expect(kept.body.equals(first.body)).toBe(true);
    for (const name of [
      'etag',
      'content-security-policy',
      'cache-control',
      'vary',
      'content-type',
    ]) {
      expect(kept.headers[name]).toBe(first.headers[name]);
    }
    expect(kept.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    expect(kept.headers['set-cookie']?.[0]).toMatch(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{32,}; Path=\/; SameSite=Lax$/,
    );
    expect(kept.headers['x-frame-options']).toBe('DENY');
    const cookie = (kept.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const withCookie = await rawGet(server, '/about', { cookie });
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.text).toContain('LIVE /about');
    const fresh = await rawGet(server, '/about', { 'if-none-match': String(kept.headers.etag) });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(seen('/about')).toBe(1);
  });

  it('tell a path they do not answer at once, however long (no backtracking)', async () => {
    const answer = await rawGet(server, `/x/${'a'.repeat(5000)}{`);
    expect(answer.status).toBe(404);
    // A segment longer than a file name may be: no such file, not an error.
    expect((await rawGet(server, `/assets/${'a'.repeat(300)}.js`)).status).toBe(404);
  });

  it('leave a page with a query, another spelling or a form to the framework', async () => {
    await call(server, '/about?x=1');
    await call(server, '/ABOUT');
    expect(seen('/about?x=1')).toBe(1);
    expect(seen('/ABOUT')).toBe(1);
  });
});
