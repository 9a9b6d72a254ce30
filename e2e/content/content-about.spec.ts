import { STAFF_PATHS } from '../../src/config/staffPaths';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

// The about and careers documents in the content editor: their forms are drawn from their
// schemas, a text naming a company fact ({name}) previews with the fact as published, and a
// placeholder the page does not know is marked on its field and not saved.

test('staff edit the about pages and preview the change with the company facts in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const staff = await staffAccount(page, 'editor');
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/careers`);
  await expect(page.getByRole('heading', { name: 'Careers pages', level: 2 })).toBeVisible();
  await openSection(page, 'How to apply');
  await expect(page.getByRole('group', { name: 'How to apply' }).first()).toBeVisible();

  await openPage(page, `${STAFF_PATHS.content}/about`);
  await expect(page.getByRole('heading', { name: 'About pages', level: 2 })).toBeVisible();
  await openSection(page, 'Who we are (/about/who-we-are)');
  const who = page.getByRole('group', { name: 'Who we are (/about/who-we-are)' });
  const heading = who.getByRole('textbox', { name: 'Heading', exact: true }).first();
  const intro = who.getByRole('textbox', { name: 'Introduction' });
  await expect(heading).toHaveValue('Who We Are');
  await heading.fill('The people');
  await intro.fill('We are {name}, in {city}.');
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/about\?until=/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('The people');
  await expect(preview.getByText('We are Kestrel Software, in Portsmouth.')).toBeVisible();
  await preview.close();
  expect(await (await page.request.get('/about/who-we-are')).text()).toContain('Who We Are');

  await intro.fill('We are {nmae}.');
  await expect(intro).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Not saved: correct the marked fields.')).toBeVisible();
});
