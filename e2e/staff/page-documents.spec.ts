import { axeViolations } from '../support/axe';
import { openAllSections, openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

// The documents of the support, policy, contact, shop, not-found and account pages in the back
// office's editor: each form is drawn from its schema with its seed's words and is axe-clean;
// an edit of the FAQ's heading is saved as a draft and "Preview" shows it on the FAQ page, while
// visitors still read the published one.

const DOCUMENTS = [
  ['support', 'FAQ and Help Centre', 'Frequently Asked Questions'],
  ['legal', 'Privacy Policy and Terms of Service', 'Privacy Policy'],
  ['contact', 'Contact page', 'Contact Us'],
  ['shop', 'Shop and cart', 'Your Cart'],
  ['notFound', 'Page not found', '404 Page'],
  ['account', 'Account pages (search engines)', 'Log In'],
] as const;

test('each new document opens in the editor, axe-clean, with its words', async ({ page }) => {
  allowTimeFor({ pages: DOCUMENTS.length, axe: DOCUMENTS.length });
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  for (const [key, title, words] of DOCUMENTS) {
    await openPage(page, `/staff/content/${key}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await openAllSections(page);
    const values = await page
      .locator('input, textarea')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(values).toContain(words);
    expect(await axeViolations(page, 'light'), `axe on the editor of ${key}`).toEqual([]);
  }
});

test("an edit of the FAQ's heading is saved and previewed on the FAQ page", async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, '/staff/content/support');
  await openSection(page, 'FAQ');
  const heading = page
    .getByRole('group', { name: 'FAQ', exact: true })
    .getByRole('textbox', { name: 'Heading', exact: true })
    .first();
  await expect(heading).toHaveValue('Frequently Asked Questions');
  await heading.fill('Questions people ask');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/support\?until=/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Questions people ask');
  // The answers name the company's facts as published.
  await expect(preview.getByText(/email support@kestrel\.example from the address/)).toBeAttached();
  await preview.close();
  expect(await (await page.request.get('/support/FAQ')).text()).toContain(
    'Frequently Asked Questions',
  );

  // Leave nothing behind: the draft is discarded.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('The draft is discarded.')).toBeVisible();
  await expect(heading).toHaveValue('Frequently Asked Questions');
});
