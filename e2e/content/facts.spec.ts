// Facts named once (docs/product.md §10.12) in a real browser against the real server: the FAQ
// states the web development Basic tier's price by naming it; staff change the price in the
// pricing page's editor and publish, and the FAQ shows the new price on its next load. The FAQ's
// editor shows under the answer what its placeholder reads. Runs after the specs that publish
// content (playwright.config.ts): it changes the pricing page, which they change too.

import type { Page } from '@playwright/test';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { axeViolations, settleTransitions } from '../support/axe';
import { openAllSections } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

const answerOnPage = (page: Page) =>
  page.getByRole('main').locator('details', { hasText: 'How much does a project cost?' });

test('a price changed on the pricing page is the price the FAQ states', async ({ page }) => {
  // The pricing page at two widths in two schemes, each checked by axe.
  allowTimeFor({ everyWidth: 1 });
  // The account first: through the page's own request context, before the page has cookies.
  const staff = await staffAccount(page);
  await openPage(page, '/support/FAQ');
  await answerOnPage(page).locator('summary').click();
  await expect(answerOnPage(page)).toContainText('from $5,000 for a small website');

  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/pricing`);
  await expect(page.getByRole('heading', { name: 'Pricing page', level: 2 })).toBeVisible();
  await openAllSections(page);
  const basic = page
    .getByRole('group', { name: 'Web Development', exact: true })
    .getByRole('group', { name: 'Basic', exact: true });
  const from = basic.getByRole('spinbutton', { name: 'From (US$)' });
  await expect(from).toHaveValue('5000');
  await from.fill('5500');
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  // The tier's own feature names its months of maintenance: it reads them under the field.
  await expect(basic.getByText('{months:webDevelopment.basic} reads 3 months')).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/Published as version \d+\./)).toBeVisible();

  // The FAQ's editor: under the answer, what its placeholder reads now.
  await page.getByRole('link', { name: 'All content' }).click();
  await page.getByRole('link', { name: 'FAQ and Help Centre' }).click();
  await openAllSections(page);
  const item = page.getByRole('group', { name: 'How much does a project cost?' });
  const answer = item.getByRole('textbox', { name: 'Answer' });
  await expect(answer).toHaveValue(/from \{price:webDevelopment\.basic\} for a small website/);
  const reading = item.getByText('{price:webDevelopment.basic} reads $5,500');
  await expect(reading).toBeVisible();

  // The facts there are, to pick from.
  const summary = page.getByText('Facts a text can name', { exact: true });
  await summary.click();
  await expect(
    page.getByText(/Web Development, Basic: lowest price: reads now \$5,500/),
  ).toBeVisible();

  // As an owner sees it, at both widths, light and dark; axe finds nothing.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleTransitions(page);
      await summary.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`facts-help-${width}-${scheme}.png`) });
      await answer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`facts-${width}-${scheme}.png`) });
      expect(await axeViolations(page, scheme)).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Visitors: the FAQ states the new price, rendered by the server and in the app.
  const served = await page.request.get('/support/FAQ');
  expect(await served.text()).toContain('from $5,500 for a small website');
  await openPage(page, '/support/FAQ');
  await answerOnPage(page).locator('summary').click();
  await expect(answerOnPage(page)).toContainText('from $5,500 for a small website');

  // The price goes back, for whatever runs next.
  await openPage(page, `${STAFF_PATHS.content}/pricing`);
  await openAllSections(page);
  await from.fill('5000');
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/Published as version \d+\./)).toBeVisible();
});
