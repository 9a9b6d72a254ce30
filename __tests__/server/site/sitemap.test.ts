// /sitemap.xml and /robots.txt as the server writes them (server/site/sitemap.ts): the build's pages at
// the site's address (PUBLIC_URL), each dated by the last publish of the documents it shows.
// Real HTTP, a real database; a small stand-in renderer says which documents each page shows.

import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENTS } from '../../../contract/documents';
import type { DataStore } from '../../../server/db';
import { type TestServer, call, startServer } from '../helpers';
import { writeRenderer } from '../renderer-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) => (route === '/' ? ['site', 'home'] : ['site']);
exports.renderDocument = async (route, shell, manifest, { notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell,
});
`;

let server: TestServer;
let store: DataStore;
const staff = { id: null, email: 'tests@example.com' };

beforeAll(async () => {
  server = await startServer();
  await writeRenderer(server.root, RENDERER);
  store = server.app.store;
});

afterAll(async () => {
  await server.close();
});

describe('the sitemap', () => {
  it('dates each page of the sitemap by its last publish, at the site’s address', async () => {
    const { siteUrl } = DOCUMENTS.company.seed;
    const dist = path.join(server.root, 'dist');
    await fs.writeFile(
      path.join(dist, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `  <url><loc>${siteUrl}/</loc></url>\n  <url><loc>${siteUrl}/about</loc></url>\n</urlset>\n`,
    );
    await fs.writeFile(
      path.join(dist, 'robots.txt'),
      `User-agent: *\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    );
    const lastmod = (xml: string, page: string) =>
      new RegExp(`<loc>${page}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

    const before = (await call(server, '/sitemap.xml')).text;
    const home = (await store.documents.get('home'))!;
    const site = (await store.documents.get('site'))!;
    // The home page shows `home` and `site` (the stand-in renderer's documentKeys): the later of
    // their publishes; /about shows only `site`.
    expect(lastmod(before, `${siteUrl}/`)).toBe([home.publishedAt, site.publishedAt].sort().at(-1));
    expect(lastmod(before, `${siteUrl}/about`)).toBe(site.publishedAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const published = await store.documents.publish(
      'home',
      {
        revision: (
          (await store.documents.saveDraft('home', home.published, home.revision, staff)) as {
            revision: number;
          }
        ).revision,
      },
      staff,
    );
    const homeNow = (await store.documents.get('home'))!;
    expect(published).toMatchObject({ publishedAt: homeNow.publishedAt });
    let after = (await call(server, '/sitemap.xml')).text;
    for (let i = 0; i < 40 && lastmod(after, `${siteUrl}/`) !== homeNow.publishedAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = (await call(server, '/sitemap.xml')).text;
    }
    expect(lastmod(after, `${siteUrl}/`)).toBe(homeNow.publishedAt);
    expect(lastmod(after, `${siteUrl}/about`)).toBe(site.publishedAt);

    // The pages are at the site's address, PUBLIC_URL (site-address.test.ts moves it).
    const robots = await call(server, '/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
