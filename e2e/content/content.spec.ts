// The company edits its own site (docs/product.md §10.12): staff change the home page's headline
// and a price, preview the draft (visitors still see the published words), publish, and every
// visitor sees the new words on the next page load, with no restart; then an earlier version is
// restored. Runs after the other specs (playwright.config.ts): it changes what every page shows.

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { staffAccount } from '../support/support';

type Doc = {
  revision: number;
  published: Record<string, unknown> & {
    hero?: { headline: string };
    plans?: { tiers: { price: { min: number } }[] }[];
  };
  publishedVersion: number;
};

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const read = async (key: string) =>
    (await (await request.get(`/api/staff/documents/${key}`, { headers })).json()) as Doc;
  const send = async (path: string, data: unknown, method: 'put' | 'post' = 'post') => {
    const response = await request[method](`/api/staff/documents/${path}`, { headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as Doc & { url?: string };
  };
  return { read, send };
};

test('staff change the headline and a price, preview, publish, and restore', async ({
  page,
  request,
}) => {
  const staff = await staffAccount(page);
  const { read, send } = api(request, staff.token);
  const home = await read('home');
  const pricing = await read('pricing');
  const oldHeadline = home.published.hero!.headline;
  const newHeadline = `Websites that win work, ${Date.now()}`;

  // Drafts: the headline, and the first tier's lower price (US$5,000 → US$4,321).
  const homeDraft = { ...home.published, hero: { ...home.published.hero, headline: newHeadline } };
  let saved = await send('home/draft', { revision: home.revision, data: homeDraft }, 'put');
  const plans = structuredClone(pricing.published.plans!);
  plans[0]!.tiers[0]!.price.min = 4_321;
  const pricingSaved = await send(
    'pricing/draft',
    { revision: pricing.revision, data: { ...pricing.published, plans } },
    'put',
  );

  // The preview shows the draft; visitors still get the published page.
  const { url } = await send('home/preview', {});
  await page.goto(url!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadline);
  const previewed = await page.request.get(url!);
  expect(previewed.headers()['x-robots-tag']).toBe('noindex');
  expect(previewed.headers()['cache-control']).toBe('no-store');
  const previewHtml = await previewed.text();
  expect(previewHtml).toContain('<meta name="robots" content="noindex">');
  // A still page: the app would take /preview/… for an unknown address and show the 404 page.
  expect(previewHtml).not.toMatch(/<script[^>]*\bsrc=/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldHeadline);
  await page.goto('/pricing');
  await expect(page.getByText('$4,321')).toHaveCount(0);

  // Publish: the next load shows the new words, rendered by the server (no script needed).
  saved = await send('home/publish', { revision: saved.revision, note: 'New headline' });
  expect(saved.publishedVersion).toBe(home.publishedVersion + 1);
  await send('pricing/publish', { revision: pricingSaved.revision });
  const served = await page.request.get('/');
  expect(await served.text()).toContain(newHeadline);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadline);
  await page.goto('/pricing');
  await expect(page.locator('#software-development [data-tier="basic"]')).toContainText('$4,321');
  // Reached by navigating in the app too (the documents' API endpoint).
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadline);

  // Restore the earlier version as the draft and publish it: the old headline is back.
  const restored = await send(`home/versions/${home.publishedVersion}/restore`, {
    revision: saved.revision,
  });
  await send('home/publish', { revision: restored.revision, note: 'Back to the old headline' });
  const pricingNow = await read('pricing');
  const back = await send(`pricing/versions/${pricing.publishedVersion}/restore`, {
    revision: pricingNow.revision,
  });
  await send('pricing/publish', { revision: back.revision });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldHeadline);
});
