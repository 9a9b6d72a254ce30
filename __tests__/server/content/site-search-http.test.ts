// The site search over real HTTP: GET /api/search and the /search page the server renders with
// the results (a stand-in renderer writes the data it was given into the page). A product staff
// add is found at once; bad input answers the page (or a 400 with a reason), never a 500.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { SearchResults } from '../../../contract/api/search';
import { type TestServer, call, startServer } from '../helpers';
import { FORM_RENDERER, writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';

let site: TestServer;
let token: string;

beforeAll(async () => {
  site = await startServer();
  await writeRenderer(site.root, FORM_RENDERER);
  await fs.writeFile(
    path.join(site.root, 'dist', '.site', 'routes.json'),
    JSON.stringify(['/', '/search']),
  );
  token = (await newStaff(site, 'search-editor')).token;
});

afterAll(async () => {
  await site.close();
});

/** The data a page was rendered with (the stand-in renderer writes it into the page). */
const pageData = (html: string) =>
  JSON.parse(
    /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    search?: { search: string; results: SearchResults };
  };

describe('the site search over HTTP', () => {
  it('finds a product staff just added, on the API and on the page rendered for its words', async () => {
    const created = await call(site, '/api/staff/products', {
      token,
      json: {
        title: 'Nebulight Lantern',
        priceCents: 4200,
        category: 'plugins',
        description: 'A lantern for the nebulous nights.',
        image: '/media/products/formguard-plugin.svg',
        published: true,
      },
    });
    expect(created.status).toBe(201);

    const api = await call(site, '/api/search?q=nebul');
    expect(api.status).toBe(200);
    const results = api.json as SearchResults;
    expect(results.items[0]).toMatchObject({
      title: 'Nebulight Lantern',
      path: '/products?q=Nebulight+Lantern',
    });
    expect(results.items[0]!.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'nebulous',
    ]);

    const page = await call(site, '/search?q=nebul');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(pageData(page.text).search).toEqual({ search: '?q=nebul', results });
  });

  it('answers a page for a page number that is none, with the first page', async () => {
    for (const bad of ['abc', '0', '999']) {
      const page = await call(site, `/search?q=website&page=${bad}`);
      expect(page.status).toBe(200);
      const data = pageData(page.text).search!;
      expect(data.search).toBe('?q=website');
      expect(data.results.page).toBe(1);
    }
  });

  it('answers the box alone for no words, and cuts a search of many words', async () => {
    const empty = await call(site, '/search');
    expect(empty.status).toBe(200);
    expect(pageData(empty.text).search).toBeUndefined();
    const long = await call(site, `/search?q=${encodeURIComponent('website '.repeat(60))}`);
    expect(long.status).toBe(200);
    expect(pageData(long.text).search!.results.wordsCut).toBe(true);
  });

  it('refuses an API query it cannot read with a reason (400)', async () => {
    const bad = await call(site, '/api/search?q=x&page=zero');
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/page/);
    const none = await call(site, '/api/search');
    expect(none.json).toMatchObject({ items: [], total: 0 });
  });

  // Last: it spends this client's searches for the minute.
  it('limits a client’s searches on the page as on the API, one count for both', async () => {
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 130 && !refused; i += 1) {
      const page = await call(site, `/search?q=lantern${i}`);
      if (page.status === 429) refused = page;
      else expect(page.status).toBe(200);
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused?.text).toMatch(/Too many searches\. Try again in \d+ seconds?\./);
    // One counter: the API refuses too; the box alone and the other pages are still answered.
    expect((await call(site, '/api/search?q=lantern')).status).toBe(429);
    expect((await call(site, '/search')).status).toBe(200);
    expect((await call(site, '/')).status).toBe(200);
  });
});
