import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { openAllSections } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, siteOrigin, staffAccount, startWithToken } from '../support/support';

// The site's public address has one source, the server's PUBLIC_URL (here the test server's own
// address: e2e/support/global-setup.ts), not the company document's siteUrl: the pages' canonical links and
// structured data, the sitemap and the case studies' feed all name it, as the emails do; the
// company document's editor shows it read-only, axe-clean at both widths, light and dark.

test('pages, the sitemap and the feed name the server’s PUBLIC_URL', async ({ page, request }) => {
  const origin = siteOrigin();
  await openPage(page, '/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '';
  expect(jsonLd).toContain(`"${origin}/#organization"`);
  expect(jsonLd).not.toContain('kestrel.example/');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
  expect(sitemap).not.toContain('www.kestrel.example');
  const feed = await (await request.get('/case-studies/feed.xml')).text();
  expect(feed).toContain(`<id>${origin}/case-studies/`);
  expect(feed).not.toContain('www.kestrel.example');
});

test('the company’s facts show the site address read-only, set by the server', async ({ page }) => {
  const staff = await staffAccount(page);
  await openPage(page, '/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/company`);
  await openAllSections(page);
  const address = page.getByRole('textbox', { name: 'Site address' });
  await expect(address).toHaveValue(siteOrigin());
  await expect(address).toHaveAttribute('readonly', '');
  await expect(page.getByText(/Set by the server \(its PUBLIC_URL setting\)/)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
  }
});
