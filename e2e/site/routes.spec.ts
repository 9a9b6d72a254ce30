import { PATHS } from '../../src/config/paths';
import { HELP_REDIRECTS } from '../../src/config/siteRoutes';
import { axeViolationsLightAndDark } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { watchLoad } from '../support/page-load';
import { mainNav, openPage } from '../support/support';
import { allowTimeFor } from '../support/time';

// The old /help/* addresses lead to the support pages; an unknown path is the 404 page with HTTP
// 404, axe-clean and with nothing refused by the Content Security Policy; scrolling on route
// changes; the mobile menu. Every route of docs/product.md §2 renders in every-route.spec.ts.

const NOT_FOUND = '404 Page';

test('the old /help/* links lead to the support pages', async ({ page }) => {
  for (const [from, to] of Object.entries(HELP_REDIRECTS)) {
    const response = await openPage(page, from);
    expect(response?.status(), `HTTP status of ${from}`).toBe(200);
    expect(new URL(page.url()).pathname, `${from} leads to ${to}`).toBe(to);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  }
});

test('an unknown path answers HTTP 404 with the 404 page', async ({ page, siteErrors }) => {
  allowTimeFor({ axe: 1 });
  siteErrors.allow(/HTTP 404 GET .*\/no-such-page\/here$/);
  siteErrors.allow(/console error .*status of 404 .*\/no-such-page\/here\)$/);
  await page.addInitScript(watchLoad);
  const response = await openPage(page, '/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  await page.waitForLoadState('networkidle');
  expect(await axeViolationsLightAndDark(page), 'accessibility violations').toEqual([]);
  expect(await page.evaluate(() => window.__cspViolations), 'refused by the CSP').toEqual([]);
  // Its links lead somewhere real.
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await page.waitForURL((url) => url.pathname === PATHS.home);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
});

test.describe('scroll position on route changes', () => {
  const scrollToBottom = (page: import('@playwright/test').Page) =>
    page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);
  const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

  test('a route change scrolls to the top', async ({ page }) => {
    await openPage(page, PATHS.home);
    await scrollToBottom(page);
    expect(await scrollY(page)).toBeGreaterThan(300);
    await footer(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await page.waitForURL((url) => url.pathname === PATHS.courses);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('leaving /about scrolls to the top', async ({ page }) => {
    await openPage(page, PATHS.aboutVision);
    await scrollToBottom(page);
    expect(await scrollY(page)).toBeGreaterThan(300);
    await footer(page).getByRole('link', { name: 'Careers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === PATHS.careers);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('moving between pages under /about keeps the scroll position', async ({ page }) => {
    await openPage(page, PATHS.aboutVision);
    await scrollToBottom(page);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    await footer(page).getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.pathname === PATHS.about);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Give a scroll-to-top (which must not come) the time to happen.
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu opens, and closes after navigating', async ({ page }) => {
    await openPage(page, PATHS.home);
    const nav = mainNav(page);
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Products' })).toBeHidden();
    await menu.click();
    const close = nav.getByRole('button', { name: /menu/i });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL((url) => url.pathname === PATHS.products);
    await expect(close).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Products' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
