// The case studies (docs/product.md §10.14) in Chromium against the production build: the list and
// its filter by service (links: the filtered list is an address of its own), a study's page with
// its Article structured data, the Atom feed every page's <head> names, and the back office's
// editor of the studies; axe finds nothing on any of them. Reads the seeded studies only.

import type { Page } from '@playwright/test';
import { caseStudiesSeed } from '../../contract/documents/caseStudies/seed';
import { expectAxeClean } from '../support/axe';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

const studies = caseStudiesSeed.studies;
const byTitle = (title: string) => studies.find((s) => s.title === title)!;
const cardHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('the list shows every study, newest first, and filters by service with links', async ({
  page,
}) => {
  await openPage(page, '/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudiesSeed.heading);
  const newestFirst = [...studies].sort((a, b) => b.date.localeCompare(a.date));
  await expect(cardHeadings(page)).toHaveText(newestFirst.map((s) => s.title));
  await expectAxeClean(page);

  const filter = page.getByRole('navigation', { name: caseStudiesSeed.filterLabel });
  await filter.getByRole('link', { name: caseStudiesSeed.serviceNames.csd }).click();
  await expect(page).toHaveURL(/\/case-studies\?service=csd$/);
  const usingCsd = studies.filter((s) => s.services.includes('/services/csd'));
  await expect(cardHeadings(page)).toHaveText(usingCsd.map((s) => s.title));
  await expect(
    filter.getByRole('link', { name: caseStudiesSeed.serviceNames.csd }),
  ).toHaveAttribute('aria-current', 'page');

  // The filtered list is an address the server renders itself (no script needed).
  const html = await (await page.request.get('/case-studies?service=logodesign')).text();
  // The page's markup (the page data after it holds the whole document).
  const served = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-data"'));
  expect(served).toContain(caseStudiesSeed.heading);
  const usingLogo = studies.filter((s) => s.services.includes('/services/logodesign'));
  expect(usingLogo.length).toBeGreaterThan(0);
  for (const study of studies) {
    expect(served.includes(study.title), study.title).toBe(usingLogo.includes(study));
  }
});

test('a study’s page shows its results and carries an Article for search engines', async ({
  page,
}) => {
  const study = byTitle(studies[0]!.title);
  await openPage(page, '/case-studies');
  await page.getByRole('link', { name: `${caseStudiesSeed.readMore} ${study.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/case-studies/${study.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
  for (const result of study.results) {
    await expect(page.getByText(result.value, { exact: true })).toBeVisible();
  }
  const image = page.getByRole('img', { name: study.images[0]!.alt });
  await expect(image).toHaveAttribute('width', String(study.images[0]!.width));
  await expect(image).toHaveAttribute('height', String(study.images[0]!.height));
  await expectAxeClean(page);

  // Loaded on its own: the server's page, with its structured data.
  await openPage(page, `/case-studies/${study.slug}`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(jsonLd ?? '') as { '@graph': Record<string, unknown>[] })['@graph'];
  const article = graph.find((node) => node['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: study.title,
    datePublished: study.date,
    publisher: { name: 'Kestrel Software' },
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/case-studies/${study.slug}$`),
  );
});

test('an unknown study answers 404 and says it is not found', async ({ page, siteErrors }) => {
  siteErrors.allow(/HTTP 404 GET .*\/case-studies\/no-such-study$/);
  siteErrors.allow(/console error .*status of 404 .*\/case-studies\/no-such-study\)$/);
  const response = await page.goto('/case-studies/no-such-study');
  expect(response?.status()).toBe(404);
  // The app, once it runs, says what is missing and leads back to the list.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    caseStudiesSeed.notFound.heading,
  );
  await expect(
    page.getByRole('link', { name: caseStudiesSeed.study.back.label }).first(),
  ).toBeVisible();
});

test('every page names the feed in its head; it is well-formed Atom with the studies', async ({
  page,
}) => {
  await openPage(page, '/');
  const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(link).toHaveAttribute('title', /.+/);
  const href = await link.getAttribute('href');
  const response = await page.request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.namespaceURI,
      titles: [...doc.getElementsByTagNameNS(ns, 'entry')].map(
        (entry) => entry.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      ),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.titles.length).toBeGreaterThanOrEqual(1);
  expect(parsed.titles).toContain(studies[0]!.title);
});

test('the home and service pages lead to the studies', async ({ page }) => {
  await openPage(page, '/');
  const latest = [...studies].sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await expect(
    page.getByRole('link', { name: `${caseStudiesSeed.readMore} ${latest.title}` }),
  ).toBeVisible();
  await openPage(page, '/services/csd');
  const usingCsd = studies.filter((s) => s.services.includes('/services/csd'));
  for (const study of usingCsd) {
    await expect(
      page.getByRole('link', { name: `${caseStudiesSeed.readMore} ${study.title}` }),
    ).toBeVisible();
  }
});

test('staff edit the studies in the content editor, which passes axe', async ({ page }) => {
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, '/staff/content/caseStudies');
  await expect(page.getByRole('heading', { name: 'Case studies', level: 2 })).toBeVisible();
  await openSection(page, 'Case studies');
  await expect(page.getByRole('group', { name: studies[0]!.title })).toBeVisible();
  await expectAxeClean(page);
});
