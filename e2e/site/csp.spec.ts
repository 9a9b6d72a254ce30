import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { watchLoad } from '../support/page-load';
import { openPage } from '../support/support';

// The Content Security Policy allows no inline style but the stylesheets each page carries
// (by hash, docs/security.md): a style injected into a page must do nothing, and the stars of the
// shop's ratings still fill. (Every page loads with nothing refused: every-route.spec.ts.)

test.beforeEach(({ page }) => page.addInitScript(watchLoad));

test('a style injected into a page does nothing', async ({ page, siteErrors }) => {
  siteErrors.allow(/console error .*inline style violates the following Content Security Policy/);
  await openPage(page, PATHS.home);
  const colour = await page.evaluate(async () => {
    const injected = document.createElement('div');
    injected.innerHTML = '<style>body{background:rgb(255,0,0)!important}</style>';
    document.body.append(injected);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return getComputedStyle(document.body).backgroundColor;
  });
  expect(colour).not.toBe('rgb(255, 0, 0)');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([
    expect.stringMatching(/^style-src-elem inline$/),
  ]);
});

test('the shop shows each rating with the stars filled to the nearest half', async ({ page }) => {
  await openPage(page, PATHS.products);
  const ratings = page.locator('[data-half-stars]');
  await expect(ratings.first()).toBeVisible();
  for (const stars of await ratings.all()) {
    const label = (await stars.getAttribute('aria-label')) ?? '';
    const rate = Number(/([\d.]+)/.exec(label)?.[1]);
    const fill = await stars.evaluate((el) => {
      const after = Number.parseFloat(getComputedStyle(el, '::after').width);
      return after / el.getBoundingClientRect().width;
    });
    expect(fill, label).toBeCloseTo(Math.round(rate * 2) / 10, 1);
  }
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
