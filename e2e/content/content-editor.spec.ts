import { request } from '@playwright/test';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { png } from '../support/images';
import {
  createAccount,
  openPage,
  runStaff,
  siteOrigin,
  staffAccount,
  startWithToken,
  verifyAddress,
} from '../support/support';

// The content editor in a real browser against the real server: staff change the company's
// telephone in the form generated from the document's schema, see it saved, publish it with a
// note, compare versions 1 and 2, restore version 1 and publish it, which visitors then read; a
// save based on a revision someone else has since changed shows who and when, keeping the typing,
// and "Take theirs" loads their version.

const SEED_PHONE = '+44 23 9200 0417';

test('staff edit, publish, compare and restore the company facts', async ({ page, siteErrors }) => {
  test.setTimeout(120_000);
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.inbox);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByRole('link', { name: 'Company facts' }).click();
  await expect(page.getByRole('heading', { name: 'Company facts', level: 2 })).toBeVisible();
  await openSection(page, 'Phone');

  const phone = page
    .getByRole('group', { name: 'Phone' })
    .getByRole('textbox', { name: 'Display' });
  await expect(phone).toHaveValue(SEED_PHONE);
  await phone.fill('+44 23 9200 1234');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  // "Preview" opens the contact page with the draft in a new tab; visitors still see the old line.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/company\?until=/);
  await expect(preview.getByRole('main').getByText('+44 23 9200 1234')).toBeVisible();
  await preview.close();
  const visitor = await page.request.get('/contact');
  expect(await visitor.text()).toContain(SEED_PHONE);

  await page.getByLabel('Note for the version (optional)').fill('New phone line');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 2.')).toBeVisible();
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByText(/New phone line/)).toBeVisible();

  await versions.getByLabel('Compare version 1').check();
  await versions.getByLabel('Compare version 2').check();
  const diff = page.getByRole('region', { name: 'Changes from version 1 to 2' });
  const row = diff.getByRole('row', { name: /Phone › Display/ });
  await expect(row).toContainText(SEED_PHONE);
  await expect(row).toContainText('+44 23 9200 1234');
  await expect(diff.getByRole('row')).toHaveCount(2);

  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 is now the draft.')).toBeVisible();
  await expect(phone).toHaveValue(SEED_PHONE);
  await page.getByLabel('Note for the version (optional)').fill('Back to the old line');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 3.')).toBeVisible();
  const published = await page.request.get('/api/documents/company');
  expect(((await published.json()) as { phone: { display: string } }).phone.display).toBe(
    SEED_PHONE,
  );

  // Someone else saves a draft meanwhile: the page's next save is refused (409), the typing kept.
  siteErrors.allow(/HTTP 409 PUT .*\/api\/staff\/documents\/company\/draft/);
  siteErrors.allow(/status of 409/);
  // Their own session, apart from the page's cookies.
  const api = await request.newContext({ baseURL: siteOrigin() });
  const other = await createAccount(api, 'other-editor');
  await verifyAddress(api, other.email);
  runStaff('add', other.email);
  const headers = { authorization: `Bearer ${other.token}` };
  const theirs = (await (await api.get('/api/staff/documents/company', { headers })).json()) as {
    revision: number;
    published: { phone: { display: string } };
  };
  const changed = await api.put('/api/staff/documents/company/draft', {
    headers,
    data: {
      revision: theirs.revision,
      data: { ...theirs.published, phone: { ...theirs.published.phone, display: '+44 1 2345' } },
    },
  });
  expect(changed.status()).toBe(200);
  await api.dispose();
  await phone.fill('+44 23 9200 7777');
  // Named by their account's name: a new account's is the start of its address.
  await expect(page.getByRole('alert')).toContainText(`${other.email.split('@')[0]} saved this`);
  await expect(phone).toHaveValue('+44 23 9200 7777');
  await page.getByRole('button', { name: 'Take theirs' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Take theirs' }).click();
  await expect(phone).toHaveValue('+44 1 2345');
});

test('an editor picks a page image from the media library, with its alternative text', async ({
  page,
}) => {
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/home`);
  await openSection(page, 'Our story');
  await openSection(page, 'Opening band');
  const story = page.getByRole('group', { name: 'Our story' });
  const picture = story.getByRole('group', { name: 'Picture' }).first();

  // An image uploaded in one field joins the library that every image field offers.
  const hero = page.getByRole('group', { name: 'Opening band' }).getByRole('group', {
    name: 'Illustration',
  });
  await hero.getByLabel('Upload an image').setInputFiles({
    name: 'team.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await expect(hero.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
  const uploaded = await hero.locator('img[src^="/media/uploads/"]').first().getAttribute('src');
  // Its description arrives in a chunk of its own and moves what is below: wait for it first.
  await expect(hero.getByRole('group', { name: 'About this image' })).toBeVisible();
  // It has no alternative text yet: the library says so.

  const open = picture.getByRole('button', { name: 'Choose from the media library' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const library = picture.getByRole('region', { name: 'Media library' });
  // Not usable before it has its description: given right there, in the picker.
  const item = library.getByRole('listitem', { name: 'No description yet' }).first();
  await expect(item.getByRole('button', { name: /^Use this image/ })).toBeDisabled();
  await item.getByRole('button', { name: /^Describe it/ }).click();
  const describe = library.getByRole('group', { name: 'About this image' });
  await describe.getByRole('textbox', { name: /Alternative text/ }).fill('Our team at work');
  await describe.getByRole('button', { name: 'Save the description' }).click();
  await library.getByRole('button', { name: 'Use this image: Our team at work' }).first().click();
  await expect(library).toBeHidden();
  const chosen = picture.locator('img').first();
  await expect(chosen).toHaveAttribute('src', uploaded!);
  await expect(chosen).toHaveAttribute('width', '4');
  // The library's words come with it.
  await expect(chosen).toHaveAttribute('alt', 'Our team at work');
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  const draft = (await (
    await page.request.get('/api/staff/documents/home', {
      headers: { authorization: `Bearer ${staff.token}` },
    })
  ).json()) as { draft: { story: { image: { url: string; alt: string; width: number } } } };
  expect(draft.draft.story.image).toMatchObject({
    url: uploaded,
    alt: 'Our team at work',
    width: 4,
  });

  // The draft is left to no one: discarded, so visitors' pages are as before.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(picture.locator('img').first()).not.toHaveAttribute('src', uploaded!);
});
