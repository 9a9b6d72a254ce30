// The API described once: docs/openapi.json is the document the routes' schemas make, its shared
// shapes declared once (npm run docs:api rewrites it; the build runs that; api-components.test.ts
// checks the declarations), every operation in it says what it does and what it answers, an API
// route without that description stops the server from starting, and the document is served at
// /api/docs outside production only.

import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { registerApiDocs } from '../../../../server/platform/api/api-docs';
import { describedWithComponents } from '../../../../server/platform/api/api-components';
import { OPENAPI_FILE, describeApi, openApiText } from '../../../../server/platform/api/openapi';
import { type TestServer, call, startServer } from '../../helpers';

type Operation = {
  summary?: string;
  tags?: string[];
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** As the routes describe it (every schema written out), and as it is published. */
let document: Document;
let published: Record<string, unknown>;
beforeAll(async () => {
  document = (await describeApi()) as unknown as Document;
  published = await describedWithComponents(document);
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

test('docs/openapi.json is up to date with the routes (npm run docs:api rewrites it)', () => {
  const committed = fs.readFileSync(
    path.join(__dirname, '..', '..', '..', '..', OPENAPI_FILE),
    'utf8',
  );
  expect(committed).toBe(openApiText(published));
});

test('it describes the API and the probes, and none of the site’s pages or files', () => {
  const urls = Object.keys(document.paths);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/api/auth/login',
      '/api/auth/create',
      '/api/ts/getall',
      '/api/posts',
      '/api/products',
      '/api/contact',
      '/api/profile',
      '/api/staff/posts/{id}',
      '/healthz',
      '/readyz',
    ]),
  );
  expect(
    urls.filter((url) => !url.startsWith('/api/') && !/^\/(healthz|readyz)$/.test(url)),
  ).toEqual([]);
  expect(urls).not.toContain('/api/docs');
  expect(operations().length).toBeGreaterThanOrEqual(33);
});

test('every operation has a summary, tags, a success and a described answer for each error', () => {
  for (const { url, method, operation } of operations()) {
    const where = `${method.toUpperCase()} ${url}`;
    expect([where, operation.summary?.length]).toEqual([where, expect.any(Number)]);
    expect([where, operation.tags?.length]).toEqual([where, 1]);
    const statuses = Object.keys(operation.responses);
    expect([where, statuses.some((s) => s.startsWith('2'))]).toEqual([where, true]);
    for (const status of statuses.filter((s) => s.startsWith('4'))) {
      const answer = operation.responses[status]!;
      expect([where, status, answer.description]).toEqual([where, status, expect.any(String)]);
      expect([where, status, answer.description]).not.toEqual([where, status, 'Default Response']);
      // `{message}` in JSON, or the sentence as plain text (login).
      expect([where, status, Object.keys(answer.content ?? {})]).toEqual([
        where,
        status,
        [expect.stringMatching(/^(application\/json|text\/plain)$/)],
      ]);
    }
  }
});

test('the shapes come from the contract: limits, the dollar price, the numeric testimonial id', () => {
  const schema = (url: string, method: string, status: string) =>
    JSON.stringify(
      document.paths[url]![method]!.responses[status]!.content!['application/json'] as object,
    );
  expect(schema('/api/products', 'get', '200')).toContain('"price":{"type":"number"');
  expect(schema('/api/ts/getall', 'get', '200')).toContain('"id":{"type":"integer"}');
  const signUp = JSON.stringify(document.paths['/api/auth/create']!.post);
  expect(signUp).toContain('"minLength":8,"maxLength":128');
});

describe('an API route that its schema does not describe', () => {
  /** The error that adding the route raises, or undefined when the server starts. */
  const tryRoute = async (url: string, schema: object | undefined) => {
    const app = Fastify();
    try {
      await registerApiDocs(app, { serve: false, version: '0' });
      app.get(url, { schema }, async () => ({}));
      await app.ready();
      return undefined;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await app.close();
    }
  };

  test('stops the server from starting, saying what is missing', async () => {
    expect(await tryRoute('/api/new', { response: { 200: { type: 'object' } } })).toBe(
      'GET /api/new lacks a summary, tags: every API route is described ' +
        '(server/platform/api/api-docs.ts, docs/api.md).',
    );
    expect(await tryRoute('/api/new', { summary: 'New', tags: ['content'] })).toBe(
      'GET /api/new lacks the schema of its answer: every API route is described ' +
        '(server/platform/api/api-docs.ts, docs/api.md).',
    );
    expect(
      await tryRoute('/api/new', {
        summary: 'New',
        tags: ['content'],
        response: { 200: { type: 'object' } },
      }),
    ).toBeUndefined();
  });

  test('is fine outside the API (a page, a file)', async () => {
    expect(await tryRoute('/about', undefined)).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('answers the document outside production, to programs and at /api/docs/openapi.json', async () => {
    server = await startServer();
    for (const [path, accept] of [
      ['/api/docs', '*/*'],
      ['/api/docs', 'application/json'],
      ['/api/docs/openapi.json', 'text/html'],
    ] as const) {
      const answer = await call(server, path, { headers: { accept } });
      expect([path, accept, answer.status]).toEqual([path, accept, 200]);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.json).toEqual(published);
    }
  });

  test('shows a browser an API reference viewer, its files all from this origin', async () => {
    server = await startServer();
    const page = await call(server, '/api/docs', { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/accept/i);
    // The site's own policy: scripts and styles from this origin only, nothing inline.
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self';style-src 'self';/,
    );
    expect(page.text).not.toMatch(/<script>|<style|style=|https?:/);
    const files = [...page.text.matchAll(/(?:src|href)="(\/api\/[^"]+)"/g)].map(([, url]) => url!);
    expect(page.text).toContain('href="/favicon.svg"'); // the site's icon
    expect(files).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/viewer.js',
    ]);
    for (const file of files) {
      const answer = await call(server, file);
      expect([file, answer.status]).toEqual([file, 200]);
      expect(answer.headers.get('content-type')).toMatch(
        file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
    }
    const start = await call(server, '/api/docs/viewer.js');
    expect(start.text).toContain('"/api/docs/openapi.json"');
    expect(start.text).toContain('validatorUrl: null');
  });

  test('answers 404 with NODE_ENV=production', async () => {
    server = await startServer({ env: { NODE_ENV: 'production' } });
    const answer = await call(server, '/api/docs');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: 'No API endpoint GET /api/docs' });
    for (const path of [
      '/api/docs/openapi.json',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/viewer.js',
    ]) {
      const other = await call(server, path, { headers: { accept: 'text/html' } });
      expect([path, other.status]).toEqual([path, 404]);
    }
    const page = await call(server, '/api/docs', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
  });
});
