// The site's public address has one source, PUBLIC_URL (server/content/site-address.ts), over
// real HTTP: whatever `siteUrl` the company's facts are published with, the emails, the sitemap
// and robots.txt, the case studies' feed, the facts visitors and the page renderer read, and the
// editor's form all say PUBLIC_URL; the editor's schema marks the field read-only. A stand-in
// renderer writes the address it was given (the real one's canonical links and JSON-LD:
// e2e/site/site-address.spec.ts).

import fs from 'node:fs/promises';
import path from 'node:path';
import { company } from '../../../contract/values/company';
import { createSealer } from '../../../server/mail/seal';
import { publishDocument } from './document-support';
import { type TestServer, call, signUp, startServer, uniqueEmail } from '../helpers';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';

const PUBLIC = 'https://public.example';
const ELSEWHERE = 'https://elsewhere.example';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site', 'company'];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>SITE ' + data.documents.company.siteUrl + '</main></body>'),
});
`;

let server: TestServer;
let admin: { token: string; email: string };

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_URL: `${PUBLIC}/` } });
  await writeRenderer(server.root, RENDERER);
  // The build's sitemap and robots.txt name the seeds' address.
  const dist = path.join(server.root, 'dist');
  await fs.writeFile(
    path.join(dist, 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `  <url><loc>${company.siteUrl}/</loc></url>\n  <url><loc>${company.siteUrl}/about</loc></url>\n</urlset>\n`,
  );
  await fs.writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nDisallow: /api/\n\nSitemap: ${company.siteUrl}/sitemap.xml\n`,
  );
  admin = await newStaff(server, 'address-admin');
  // Staff publish the company's facts naming another address.
  await publishDocument(server, admin.token, 'company', (facts) => ({
    ...facts,
    name: 'Kestrel Moved Ltd',
    siteUrl: ELSEWHERE,
  }));
  // Every instance reads a publish again at once; wait for this one's.
  for (let i = 0; i < 40; i++) {
    if ((await call(server, '/case-studies/feed.xml')).text.includes('Kestrel Moved Ltd')) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
});
afterAll(() => server.close());

it('answers the company’s facts with PUBLIC_URL, to visitors and to the editor', async () => {
  const facts = (await call(server, '/api/documents/company')).json as Record<string, unknown>;
  expect(facts).toMatchObject({ name: 'Kestrel Moved Ltd', siteUrl: PUBLIC });
  const editor = (await call(server, '/api/staff/documents/company', { token: admin.token }))
    .json as {
    published: { siteUrl: string };
    schema: { properties: { siteUrl: { readOnly?: boolean } } };
  };
  expect(editor.published.siteUrl).toBe(PUBLIC);
  expect(editor.schema.properties.siteUrl.readOnly).toBe(true);
  const versions = await call(server, '/api/staff/documents/company/versions/2', {
    token: admin.token,
  });
  expect(versions.json).toMatchObject({ siteUrl: PUBLIC });
});

it('links to PUBLIC_URL from the sitemap, robots.txt, the feed and every page', async () => {
  const sitemap = (await call(server, '/sitemap.xml')).text;
  expect(sitemap).toContain(`<loc>${PUBLIC}/about</loc>`);
  expect(sitemap).not.toContain(ELSEWHERE);
  expect(sitemap).not.toContain(company.siteUrl);
  expect((await call(server, '/robots.txt')).text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  const feed = (await call(server, '/case-studies/feed.xml')).text;
  expect(feed).toContain(`<id>${PUBLIC}/case-studies/`);
  expect(feed).not.toContain(ELSEWHERE);
  const page = await call(server, '/about');
  expect(page.text).toContain(`SITE ${PUBLIC}</main>`);
});

it('links to PUBLIC_URL from the emails', async () => {
  const email = uniqueEmail('address');
  await signUp(server, email);
  const sealer = createSealer(server.config.jwtSecret);
  const welcome = (await server.app.store.outbox.list('pending'))
    .filter((row) => row.kind === 'welcome' && row.recipient === email)
    .map((row) => sealer.open(row.payload).text);
  expect(welcome).toEqual([expect.stringContaining(`${PUBLIC}/login`)]);
});

it('takes a draft of the facts from an editor that sends the address back, http or https', async () => {
  const state = (await call(server, '/api/staff/documents/company', { token: admin.token }))
    .json as { revision: number; published: Record<string, unknown> };
  const saved = await call(server, '/api/staff/documents/company/draft', {
    method: 'PUT',
    token: admin.token,
    json: {
      revision: state.revision,
      data: { ...state.published, siteUrl: 'http://localhost:8080' },
    },
  });
  expect(saved.status).toBe(200);
  expect((saved.json as { draft: { siteUrl: string } }).draft.siteUrl).toBe(PUBLIC);
});
