// The newsletter's subscribers in the back office, in a real browser against the real server: an
// admin imports a CSV with one bad line, the consent source stated, and sees the report (the
// imported count, the refused line with its number and reason) and the imported people in the
// list, confirmed. The page with its report is axe-clean at 1280 and 375 px, light and dark
// (screenshots kept with the test's output).

import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

test('an admin imports a CSV with one bad line and sees the report', async ({ page }) => {
  const admin = await staffAccount(page);
  const stamp = Date.now();
  const ada = `ada-${stamp}@example.com`;
  const cy = `cy-${stamp}@example.com`;
  await page.goto('/');
  await startWithToken(page, admin.token);
  await openPage(page, '/staff/newsletter/subscribers');
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 2 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Import CSV' });
  await form.getByLabel('CSV file').setInputFiles({
    name: 'meetup.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,topics\n${ada},\nnot-an-address,\n${cy},\n`),
  });
  await form.getByRole('checkbox', { name: /already gave their consent/ }).check();
  await form.getByLabel(/^Where they gave their consent/).fill('Meetup sign-up sheet');
  await form.getByRole('button', { name: 'Import' }).click();

  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('2 subscribers imported.');
  const refused = report.getByRole('table', { name: '1 line refused' });
  await expect(refused.getByRole('row').nth(1)).toHaveText(
    '3not-an-addressnot a valid email address',
  );

  await page.getByLabel(/^Search by address/).fill(`-${stamp}@example.com`);
  const list = page.getByRole('list', { name: 'Subscribers' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: ada })).toContainText('Confirmed');

  await expectCleanAtEveryWidth(page, 'subscribers', (file) => test.info().outputPath(file));
});
