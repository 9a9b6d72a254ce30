import type { Page } from '@playwright/test';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, siteOrigin, staffAccount, startWithToken } from '../support/support';

// Two people edit the home page at once, each in a browser of their own: Alex saves a new text
// under the headline; my save of a new headline is refused, the editor says who and when in
// words, and comparing the two keeps both people's work (their text, my headline). Typing not
// yet saved survives a reload of the tab.

const HOME = `${STAFF_PATHS.content}/home`;

async function openHome(page: Page) {
  await openPage(page, HOME);
  await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
  await openSection(page, 'Opening band');
  return page.getByRole('group', { name: 'Opening band' });
}

test("a conflict keeps both people's work, and a reload keeps unsaved typing", async ({
  browser,
  page,
  siteErrors,
}) => {
  test.setTimeout(180_000);
  siteErrors.allow(/HTTP 409 PUT .*\/api\/staff\/documents\/home\/draft/);
  siteErrors.allow(/status of 409/);
  const me = await staffAccount(page);
  const alexPage = await (await browser.newContext({ baseURL: siteOrigin() })).newPage();
  const alex = await staffAccount(alexPage, 'editor');
  const named = await alexPage.request.put('/api/profile', {
    headers: { authorization: `Bearer ${alex.token}` },
    data: { name: 'Alex Rivera' },
  });
  expect(named.status()).toBe(200);

  await page.goto('/');
  await startWithToken(page, me.token);
  const mine = await openHome(page);
  await alexPage.goto('/');
  await startWithToken(alexPage, alex.token);
  const theirs = await openHome(alexPage);

  // Alex saves first.
  await theirs.getByRole('textbox', { name: 'Text under the headline' }).fill('Their new text.');
  await expect(alexPage.getByText(/^Saved at /)).toBeVisible();
  await alexPage.context().close();

  // My save is refused: the editor says who and when, in words, and keeps my typing.
  const headline = mine.getByRole('textbox', { name: 'Headline', exact: true });
  await headline.fill('My new headline');
  await expect(page.getByText(/^Alex Rivera saved this (now|\d+ seconds? ago)\.$/)).toBeVisible();
  await expect(headline).toHaveValue('My new headline');

  await page.getByRole('button', { name: 'Compare' }).click();
  const table = page.getByRole('table');
  await table
    .getByRole('radio', { name: 'Use theirs: Opening band › Text under the headline' })
    .check();
  await expect(
    table.getByRole('radio', { name: 'Use yours: Opening band › Headline' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  const draft = (await (
    await page.request.get('/api/staff/documents/home', {
      headers: { authorization: `Bearer ${me.token}` },
    })
  ).json()) as { draft: { hero: { headline: string; subline: string } } };
  expect(draft.draft.hero).toMatchObject({
    headline: 'My new headline',
    subline: 'Their new text.',
  });

  // Typing not saved yet (the save is held) survives a reload of the tab.
  await page.route('**/api/staff/documents/home/draft', () => undefined);
  await headline.fill('Typed, then reloaded');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.unroute('**/api/staff/documents/home/draft');
  await expect(page.getByText(/^Your unsaved changes from .* were restored/)).toBeVisible();
  await openSection(page, 'Opening band');
  await expect(
    page
      .getByRole('group', { name: 'Opening band' })
      .getByRole('textbox', { name: 'Headline', exact: true }),
  ).toHaveValue('Typed, then reloaded');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  // The draft is left to no one: discarded, so visitors' pages are as before.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('The draft is discarded.')).toBeVisible();
});
