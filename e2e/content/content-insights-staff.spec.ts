// The articles' back office as an editor uses it, in a real browser against the real server: My
// author profile set up (name, role, biography, address) and saved; on the Insights screen, a new
// article by its title; in its editor, the summary, two tags typed (Enter and a comma) and one
// removed from the keyboard, a rich text block in the body, an image (its card's, and when shared)
// uploaded to the media library and described (its panel with room beside the live preview);
// published; on the site at /insights/<slug> (and in the staff list as on the site); taken down
// from the list (its address then answers 404).
// Every screen is axe-clean at 1280 and 375 px, light and dark (screenshots kept). It publishes,
// so it is one of the "published content" project's specs (playwright.config.ts).

import { expectCleanAtEveryWidth } from '../support/axe';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { png } from '../support/images';
import { openPage, staffAccount, startWithToken } from '../support/support';

test('an editor writes an article on the screens, publishes it and takes it down', async ({
  page,
}) => {
  allowTimeFor({ everyWidth: 3 });
  const editor = await staffAccount(page, 'editor');
  const stamp = Date.now().toString(36);
  const title = `Testing in production ${stamp}`;
  const visitor = page.request;
  const shot = (file: string) => test.info().outputPath(file);
  await page.goto('/');
  await startWithToken(page, editor.token);

  // My author profile first: the byline every article of mine carries.
  await openPage(page, '/staff/insights/author');
  const profile = page.getByRole('form', { name: 'My author profile' });
  await profile.getByRole('textbox', { name: /^Name/ }).fill(`Sam Carter ${stamp}`);
  await profile.getByRole('textbox', { name: /^Role/ }).fill('Lead engineer');
  await profile.getByRole('textbox', { name: /^About you/ }).fill('Ships small changes often.');
  await profile.getByRole('textbox', { name: /^Address of your page/ }).fill(`sam-${stamp}`);
  await expect(page.getByRole('region', { name: 'How your byline looks' })).toContainText(
    'Lead engineer',
  );
  await profile.getByRole('button', { name: 'Save my profile' }).click();
  await expect(profile.getByText('Your author profile is saved.')).toBeVisible();
  await expectCleanAtEveryWidth(page, 'author-profile', shot);

  // The Insights screen: a new article, mine by default.
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(
    page.getByRole('heading', { name: 'Insights', exact: true, level: 2 }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'New article' });
  await form.getByRole('button', { name: 'Create the article' }).click();
  await expect(form.getByText('Give the article a title.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Author' })).toHaveValue(/\d+/);
  await expectCleanAtEveryWidth(page, 'insights-list', shot);
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('button', { name: 'Create the article' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible({
    timeout: 30_000,
  });

  // Its words (all in General): the summary, the tags (two added, a third added and removed by keyboard).
  await openSection(page, 'General');
  await page
    .getByRole('textbox', { name: /^Summary/ })
    .fill('Why we test in production, and how we keep it safe for the people who use it.');
  const tags = page.getByRole('group', { name: 'Tags' });
  const box = tags.getByLabel('Add a tag');
  await box.fill('Testing');
  await box.press('Enter');
  await box.pressSequentially('Reliability,');
  await box.pressSequentially('oops');
  await box.press('Enter');
  await box.press('Backspace');
  await expect(tags.getByRole('button', { name: 'Remove the tag oops' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tags.getByRole('list', { name: 'Tags now' }).getByRole('button')).toHaveText([
    'Testing ×',
    'Reliability ×',
  ]);

  // The body: a rich text block.
  await openSection(page, 'Body');
  const body = page.getByRole('group', { name: 'Body' });
  await body.getByRole('button', { name: 'Add a block' }).click();
  await body
    .getByRole('list', { name: 'Kinds of block' })
    .getByRole('button', { name: 'Rich text' })
    .click();
  const text = body.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  await page.keyboard.type(`Small changes, shipped often ${stamp}.`);

  // Its image (on its card and when shared), uploaded and described in the media library.
  const image = page.getByRole('group', { name: 'Image' }).first();
  await image.getByLabel('Upload an image').setInputFiles({
    name: 'desk.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  await expect(image.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
  const about = image.getByRole('group', { name: 'About this image' });
  await about.getByRole('textbox', { name: /Alternative text/ }).fill('A desk with a laptop');
  await about.getByRole('button', { name: 'Save the description' }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  // At 1280 px the form is half the page, beside the live preview: the panel puts its picture
  // over its fields, which then have the panel's width rather than a sliver beside the picture.
  const panel = await about.boundingBox();
  const alt = await about.getByRole('textbox', { name: /Alternative text/ }).boundingBox();
  expect(alt!.width).toBeGreaterThan(panel!.width * 0.8);
  expect(alt!.x + alt!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  await expectCleanAtEveryWidth(page, 'article-editor', shot);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 1.')).toBeVisible();

  // On the list as on the site, and on the site at its address.
  await page.getByRole('link', { name: 'All articles' }).click();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('On the site');
  await expect(row).toContainText(`By Sam Carter ${stamp}`);
  await expect(row).toContainText('Tags: Testing, Reliability');
  const view = row.getByRole('link', { name: `View on the site ${title}` });
  const path = (await view.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/insights\/testing-in-production-/);
  const published = await visitor.get(path);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(`Small changes, shipped often ${stamp}.`);

  // Taken down: the list says so, the address answers 404.
  await row.getByRole('button', { name: `Take down ${title}` }).click();
  await expect(page.getByText(`“${title}” is no longer on the site.`)).toBeVisible();
  await expect(row).toContainText('Taken down');
  expect((await visitor.get(path, { maxRedirects: 0 })).status()).toBe(404);
});
