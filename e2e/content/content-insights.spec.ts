// The insights as a visitor reads them (docs/product.md §10.28), in a real browser against the
// real server: staff write and publish two articles sharing a tag through the staff API (a new
// article, its document's draft and publish); a visitor opens /insights, follows a tag, the
// author and an article, which shows its byline, reading time, tags, body and the related one;
// the article's subscribe form posts without JavaScript; the feed answers Atom; an unknown article
// answers 404 and its page asks the API nothing more. A card without an image closes up. The
// pages hydrate without a console error (the fixture fails on one); axe finds nothing on
// /insights and the article, at 375 and 1280 px, light and dark (screenshots in the test's output
// folder). It publishes articles, so it runs with the specs that publish content
// (playwright.config.ts): the other specs never see them.

import type { APIRequestContext } from '@playwright/test';
import { SUBSCRIBE_ACCEPTED } from '../../contract/values/newsletter';
import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, siteOrigin, staffAccount, uniqueEmail } from '../support/support';

type State = { revision: number; published: unknown; draft: Record<string, unknown> | null };

const staffApi = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  const send = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const response = await request[method](`/api/staff/${path}`, { headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as unknown;
  };
  /** A new article, its draft changed by `change` and published; its key. */
  const publishArticle = async (
    title: string,
    change: (data: Record<string, unknown>) => unknown,
  ) => {
    const { key } = (await send('post', 'articles', { title })) as { key: string };
    const now = (await send('get', `documents/${key}`)) as State;
    const saved = (await send('put', `documents/${key}/draft`, {
      revision: now.revision,
      data: change(now.draft ?? {}),
    })) as State;
    await send('post', `documents/${key}/publish`, { revision: saved.revision });
    return key;
  };
  return { send, publishArticle };
};

const paragraph = (words: string) => ({
  type: 'paragraph',
  children: [{ type: 'text', text: words }],
});
const richText = (id: string, heading: string, ...paragraphs: string[]) => ({
  type: 'richText',
  id,
  heading,
  body: { root: { type: 'root', children: paragraphs.map(paragraph) } },
});

test('a visitor reads the insights: lists, a tag, an author, an article, the feed', async ({
  page,
  browser,
  siteErrors,
}, testInfo) => {
  // Two articles published, four pages walked, two looked at in four ways each.
  allowTimeFor({ everyWidth: 2 });
  const staff = await staffAccount(page, 'editor');
  const { send, publishArticle } = staffApi(page.request, staff.token);
  const stamp = Date.now().toString(36);
  const tag = `Migration ${stamp}`;
  const first = `Moving a monolith ${stamp}`;
  const second = `Testing in production ${stamp}`;
  // Three hundred words and more: a reading time of two minutes.
  const long = Array.from({ length: 40 }, () => 'We move one service at a time, and measure.');

  await publishArticle(first, (data) => ({
    ...data,
    summary: 'How we split a ten-year-old system without stopping it.',
    tags: [tag, 'Architecture'],
    image: { url: '/images/story.svg', alt: 'Two colleagues at a desk', width: 480, height: 360 },
    body: [richText('plan', 'Start with the seams', ...long)],
  }));
  // Its author's profile: a role and a few lines, as the article's page shows them.
  const me = (await send('get', 'authors/me')) as { name: string; slug: string; photo: null };
  await send('put', 'authors/me', {
    name: me.name,
    role: 'Lead engineer',
    bio: 'Builds and moves systems for a living.',
    photo: null,
    slug: me.slug,
  });
  await publishArticle(second, (data) => ({
    ...data,
    summary: 'Feature flags, small releases and watching what users do.',
    tags: [tag],
    body: [richText('flags', 'Flags first', 'Every change ships behind a flag.')],
  }));
  const tagSlug = `migration-${stamp}`;

  // The list: newest first, each a card linking to its article.
  await openPage(page, '/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: first })).toBeVisible();
  await expect(main.getByRole('link', { name: second })).toBeVisible();
  // The card without an image closes up, as tall as what it shows: no blank box beside the
  // pictured card in its row (1280 px) nor alone (375 px).
  const bare = main
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: second }) });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const summary = await bare.getByText('Feature flags, small releases').boundingBox();
    const action = await bare.getByRole('link', { name: /^Read the article/ }).boundingBox();
    expect(action!.y - (summary!.y + summary!.height), `at ${width} px`).toBeLessThan(40);
  }
  await expectCleanAtEveryWidth(page, 'insights', (file) => testInfo.outputPath(file));

  // The article, from its card.
  await main.getByRole('link', { name: first }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/insights/moving-a-monolith'));
  const articlePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(main).toContainText(`${me.name}, Lead engineer`);
  await expect(main).toContainText('2 min read');
  await expect(main.getByRole('heading', { name: 'Start with the seams' })).toBeVisible();
  const tags = main.getByRole('navigation', { name: 'Tags' });
  await expect(tags.getByRole('link')).toHaveText(['Architecture', tag]);
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link', { name: second })).toBeVisible();

  // The article's page as the server renders it, then as the browser shows it.
  await openPage(page, articlePath);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expectCleanAtEveryWidth(page, 'article', (file) => testInfo.outputPath(file));

  // A tag's list, from the article's tags.
  await tags.getByRole('link', { name: tag }).click();
  await page.waitForURL((url) => url.pathname === `/insights/tag/${tagSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(tag);
  await expect(main.getByRole('link', { name: first })).toBeVisible();
  await expect(main.getByRole('link', { name: second })).toBeVisible();

  // The author's page, from the other article.
  await main.getByRole('link', { name: second }).click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await main.getByRole('link', { name: `Articles by ${me.name}` }).click();
  await page.waitForURL((url) => url.pathname === `/insights/author/${me.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(me.name);
  await expect(main.getByRole('link', { name: first })).toBeVisible();
  await expect(main.getByRole('link', { name: second })).toBeVisible();

  // The feed: Atom, listing both.
  const feed = await page.request.get('/insights/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(xml).toContain(first);
  expect(xml).toContain(second);
  const tagFeed = await page.request.get(`/insights/tag/${tagSlug}/feed.xml`);
  expect(tagFeed.status()).toBe(200);

  // An article that does not exist: one request, answered 404 with a page saying so; the app
  // then asks the API nothing more (the server has just said there is none).
  siteErrors.allow(/HTTP 404 GET \S+\/insights\/no-such-article/);
  siteErrors.allow(/console error on \S+\/insights\/no-such-article.*404/);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/articles/')) asked.push(request.url());
  });
  const missing = await openPage(page, '/insights/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such page of insights');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // The article's subscribe form, without JavaScript: a plain form post, and its answer.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: siteOrigin() });
  try {
    const visitor = await noScript.newPage();
    await visitor.goto(articlePath);
    const form = visitor.getByRole('region', { name: 'Get new articles by email' });
    await form.getByRole('textbox', { name: 'Your email address' }).fill(uniqueEmail('insight'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.waitForURL((url) => url.pathname === '/newsletter' && url.search === '?sent=1');
    await expect(visitor.getByRole('status')).toHaveText(SUBSCRIBE_ACCEPTED);
  } finally {
    await noScript.close();
  }
});
