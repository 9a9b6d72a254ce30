import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openPage, siteOrigin } from '../support/support';

// The site search: the header's box works without JavaScript (a GET form to /search, answered
// with the results in the page) and with it (the app navigates; no page load); the results name
// their pages and mark the words found; nothing found says so; the page is never indexed, and
// axe finds nothing light or dark. Screenshots at 375 and 1280 px, light and dark.

/** The header's search box (inside the menu, open on a phone). */
const headerBox = (page: Page) =>
  page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('the header box sends the search; the results come in the page, words marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATHS.home);
    // On a wide screen the box is its magnifier until focused (as by the Tab key).
    await expect(headerBox(page)).not.toBeVisible();
    await headerBox(page).focus();
    await expect(headerBox(page)).toBeVisible();
    await headerBox(page).fill('website');
    await headerBox(page).press('Enter');
    await page.waitForURL((url) => url.pathname === PATHS.search);
    expect(new URL(page.url()).searchParams.get('q')).toBe('website');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/\d+ results? for “website”/);
    const results = main.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText(/^website/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the magnifier alone opens the search page, whose box is there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PATHS.about);
    await page
      .getByRole('search', { name: 'Site search' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL((url) => url.pathname === PATHS.search);
    await expect(
      page.getByRole('search', { name: 'Search again' }).getByRole('searchbox'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });

  test('a page number that is none, and no match, each answer a page that says so', async ({
    page,
  }) => {
    const bad = await page.goto(`${PATHS.search}?q=website&page=abc`);
    expect(bad?.status()).toBe(200);
    await expect(page.getByRole('main')).toContainText('There is no page “abc” of results');
    await page.goto(`${PATHS.search}?q=zzqxvy`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No results for “zzqxvy”.');
    await expect(page.getByRole('main')).toContainText('checking the spelling');
  });
});

test('with the app, the header box searches without loading a page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, PATHS.home);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // The magnifier opens the box (its first click, while the box is empty).
  await page
    .getByRole('search', { name: 'Site search' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(headerBox(page)).toBeFocused();
  await expect(headerBox(page)).toBeVisible();
  await headerBox(page).fill('pricing plans');
  await headerBox(page).press('Enter');
  await page.waitForURL((url) => url.pathname === PATHS.search);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/results? for “pricing plans”/);
  const first = main.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
  await expect(first.locator('mark').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The page's own box searches again, also inside the app.
  const again = page.getByRole('search', { name: 'Search again' }).getByRole('searchbox');
  await expect(again).toHaveValue('pricing plans');
  await again.fill('zzqxvy');
  await again.press('Enter');
  await expect(main.getByRole('status')).toHaveText('No results for “zzqxvy”.');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the results page: axe-clean light and dark, at 375 and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, `${PATHS.search}?q=website`);
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    await expectAxeClean(page, `the results at ${width} px`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: test.info().outputPath(`search-${width}-${scheme}.png`) });
      if (width === 1280) {
        await headerBox(page).focus();
        await page.screenshot({
          path: test.info().outputPath(`search-open-${width}-${scheme}.png`),
        });
        await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      }
      if (width === 375) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(headerBox(page)).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`search-menu-${width}-${scheme}.png`),
        });
        await page.keyboard.press('Escape');
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(siteOrigin()).toMatch(/^http:\/\/127\.0\.0\.1:|^http:\/\/localhost:/);
});
