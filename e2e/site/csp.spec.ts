import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/support';
import { allowTimeFor } from '../support/time';

// The Content Security Policy allows no inline style but the stylesheets each page carries
// (by hash, docs/security.md): every page must look as built, with nothing refused, and a style
// injected into a page must do nothing.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

test('no page has a style or script refused by the Content Security Policy', async ({
  page,
  siteErrors,
}) => {
  siteErrors.allow(/HTTP 404 GET .*\/no-such-page$/);
  siteErrors.allow(/console error .*status of 404 .*\/no-such-page\)$/);
  const paths = [...Object.values(PATHS), '/no-such-page'];
  allowTimeFor({ pages: paths.length });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    // The inlined stylesheets applied: the layout's grid and colours are there, not the defaults.
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
      `the site's stylesheet on ${path}`,
    ).not.toMatch(/^"?Times/);
    expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
  }
});

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
  expect(await page.evaluate(() => window.cspViolations)).toEqual([
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
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});
