// A page the company adds itself, built from blocks, in a real browser against the real server:
// "Cloud migration" under Services, made with rich text (a link to the pricing page), published
// and placed in the header. Visitors get it rendered by the server (its title, description,
// canonical link, WebPage and BreadcrumbList JSON-LD), hydrated without a mismatch (the fixture
// fails on any console error), reached from the header by a link (read from the API), found by
// the site search and listed in the sitemap; renamed, its old address answers 301; deleted, 410.
// It runs with the specs that publish content (playwright.config.ts): it changes every page's
// header while it lives. Screenshots at 375 and 1280 px, light and dark; axe finds nothing.
// The back office's screens for pages are not built yet: staff's steps go through the API;
// a visitor's reads are the browser's own requests (their cookie is not the staff API's).

import type { APIRequestContext } from '@playwright/test';
import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mainNav, openPage, staffAccount, waitForApp } from '../support/support';

type State = { revision: number; published: Record<string, unknown>; draft: unknown };

const pagesApi = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const state = async (key: string) =>
    (await (await request.get(`/api/staff/documents/${key}`, { headers })).json()) as State;
  const send = async (method: 'post' | 'put' | 'delete', path: string, data?: unknown) => {
    const response = await request[method](`/api/staff/${path}`, { headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? undefined : ((await response.json()) as unknown);
  };
  const saveAndPublish = async (
    key: string,
    change: (data: Record<string, unknown>) => unknown,
  ) => {
    const now = await state(key);
    const data = change((now.draft ?? now.published) as Record<string, unknown>);
    const saved = (await send('put', `documents/${key}/draft`, {
      revision: now.revision,
      data,
    })) as State;
    await send('post', `documents/${key}/publish`, { revision: saved.revision });
  };
  return { send, saveAndPublish };
};

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const text = (words: string) => ({ type: 'text', text: words });

test('the company adds a page from blocks, publishes, renames and deletes it', async ({
  page,
  request,
}) => {
  const owner = await staffAccount(page);
  const { send, saveAndPublish } = pagesApi(request, owner.token);
  const stamp = Date.now().toString(36);
  const title = `Cloud migration ${stamp}`;
  const created = (await send('post', 'pages', { title, section: '/services' })) as {
    id: number;
    key: string;
    draftPath: string;
  };
  const path = created.draftPath;
  const visitor = page.request;
  expect(path).toBe(`/services/cloud-migration-${stamp}`);
  // A draft: visitors find nothing there.
  expect((await visitor.get(path)).status()).toBe(404);

  await saveAndPublish(created.key, (data) => ({
    ...data,
    seo: {
      title: 'Cloud migration',
      description: 'We move your systems to the cloud in small, safe steps, and keep them running.',
    },
    blocks: [
      {
        type: 'richText',
        id: 'intro',
        heading: 'Moving without stopping',
        body: {
          root: {
            type: 'root',
            children: [
              paragraph(text(`We plan the move ${stamp} with you. See our `), {
                type: 'link',
                url: '/pricing',
                children: [text('prices')],
              }),
            ],
          },
        },
      },
    ],
  }));
  await send('put', 'pages/navigation', {
    places: [{ id: created.id, navPlace: 'header', navOrder: 0 }],
  });

  // Rendered by the server: its words, head and structured data in the HTML itself.
  const html = await (await visitor.get(path)).text();
  expect(html).toContain('Moving without stopping');
  expect(html).toContain('<title>Cloud migration | ');
  expect(html).toContain(`/services/cloud-migration-${stamp}"`);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const graph = (JSON.parse(jsonLd ?? '{}') as { '@graph': { '@type': string }[] })['@graph'];
  const types = graph.map((node) => node['@type']);
  expect(types).toContain('WebPage');
  expect(types).toContain('BreadcrumbList');
  const trail = graph.find((node) => node['@type'] === 'BreadcrumbList') as unknown as {
    itemListElement: { name: string }[];
  };
  expect(trail.itemListElement.map((item) => item.name).slice(-1)).toEqual([title]);

  // Hydrated: the app runs on it, with no console error (a mismatch would be one).
  const response = await openPage(page, path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'prices' })).toHaveAttribute('href', '/pricing');

  // In the header, and reached from it inside the app (read from the API).
  await openPage(page, '/about');
  await mainNav(page).getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // As the owner sees it: 1280 and 375 px, light and dark; axe finds nothing.
  await expectCleanAtEveryWidth(page, 'page', (file) => test.info().outputPath(file));

  // Found by the site search, and in the sitemap.
  await expect(async () => {
    const found = await (await visitor.get(`/api/search?q=${stamp}`)).json();
    expect(JSON.stringify(found)).toContain(path);
  }).toPass({ timeout: 30_000 });
  expect(await (await visitor.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);

  // Renamed: the old address answers 301 to the new one.
  await saveAndPublish(created.key, (data) => ({ ...data, slug: `cloud-${stamp}` }));
  const moved = await visitor.get(path, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/services/cloud-${stamp}`);

  // Deleted: both addresses answer 410, and it leaves the header.
  await send('delete', `pages/${created.id}`);
  expect((await visitor.get(`/services/cloud-${stamp}`, { maxRedirects: 0 })).status()).toBe(410);
  expect((await visitor.get(path, { maxRedirects: 0 })).status()).toBe(410);
  await page.goto('/about');
  await waitForApp(page);
  await expect(mainNav(page).getByRole('link', { name: title })).toHaveCount(0);
});
