// The journey as the company's owner does it, through the back office's screens, in a
// real browser against the real server: on the Pages screen, "Cloud migration" under Services;
// in its editor, blocks added from the "Add a block" menu (an opening band, rich text with a link
// to the pricing page, questions and answers, a call to action), seen in the live preview at a
// phone's width, published; placed in the top menu from the list, found there and by the site
// search; its address renamed (the old one answers 301); an older version restored as the draft;
// deleted after the confirmation (its address answers 410). The list and the editor with its
// blocks and preview are axe-clean at 1280 and 375 px, light and dark (screenshots kept).
// (content-pages.spec.ts checks what visitors get of such a page: its HTML, JSON-LD, hydration.)

import type { Locator, Page } from '@playwright/test';
import { expectCleanAtEveryWidth } from '../support/axe';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { mainNav, openPage, staffAccount, startWithToken } from '../support/support';

const blocksGroup = (page: Page) => page.getByRole('group', { name: 'Blocks', exact: true });

/** Adds a block of this kind from the menu and answers its place in the list. */
async function addBlock(page: Page, kind: string): Promise<Locator> {
  const blocks = blocksGroup(page);
  await blocks.getByRole('button', { name: 'Add a block' }).click();
  await blocks
    .getByRole('list', { name: 'Kinds of block' })
    .getByRole('button', { name: kind })
    .click();
  return blocks.locator(':scope > ol > li').last();
}

test('the owner builds a page from blocks on the screens, publishes, renames and deletes it', async ({
  page,
  siteErrors,
}) => {
  allowTimeFor({ everyWidth: 2 });
  siteErrors.allow(/HTTP 410 GET .*\/services\/cloud-/);
  siteErrors.allow(/console error .*status of 410/);
  const owner = await staffAccount(page);
  const stamp = Date.now().toString(36);
  const title = `Cloud migration ${stamp}`;
  const path = `/services/cloud-migration-${stamp}`;
  const visitor = page.request;
  await page.goto('/');
  await startWithToken(page, owner.token);

  // The Pages screen: a new page, its title and the page it lives under.
  await openPage(page, '/staff/pages');
  await expect(page.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New page' });
  await form.getByRole('button', { name: 'Create the page' }).click();
  await expect(form.getByText('Give the page a title.')).toBeVisible();
  await expectCleanAtEveryWidth(page, 'pages-list', (file) => test.info().outputPath(file));
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form.getByRole('combobox', { name: 'Lives under' }).selectOption({ label: 'Services' });
  await form.getByRole('button', { name: 'Create the page' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'All pages' })).toBeVisible();

  // Its blocks, each from the menu.
  await openSection(page, 'Blocks');
  const hero = await addBlock(page, 'Opening band (hero)');
  await hero.getByRole('textbox', { name: 'Headline (the page’s main heading)' }).fill(title);
  await hero
    .getByRole('textbox', { name: 'Text under the headline' })
    .fill(`We move you ${stamp}.`);

  const words = await addBlock(page, 'Rich text');
  const body = words.getByRole('textbox', { name: 'Text', exact: true });
  await body.click();
  await page.keyboard.type('Plans and prices: ');
  await words.getByRole('button', { name: 'Link' }).click();
  const dialog = words.getByRole('group', { name: 'Add a link' });
  await dialog.getByRole('combobox', { name: 'A page of this site' }).selectOption('/pricing');
  await dialog.getByRole('button', { name: 'Add link' }).click();

  const faq = await addBlock(page, 'Questions and answers (FAQ)');
  await faq.getByRole('textbox', { name: 'Heading', exact: true }).fill('Questions');
  await faq.getByRole('button', { name: 'Add to Questions' }).click();
  await faq.getByRole('textbox', { name: 'Question' }).fill('How long does it take?');
  await faq.getByRole('textbox', { name: 'Answer' }).fill('A few weeks, in small safe steps.');

  const cta = await addBlock(page, 'Call to action');
  await cta.getByRole('textbox', { name: 'Heading', exact: true }).fill('Ready to move?');
  await cta.getByRole('textbox', { name: 'Text', exact: true }).fill('Tell us what you run.');
  await cta.getByRole('textbox', { name: 'Label' }).fill('Contact us');
  await cta.getByRole('combobox', { name: 'Leads to' }).selectOption('/contact');

  // The live preview, at a phone's width, shows the blocks before anything is published.
  const preview = page.getByRole('region', { name: 'Preview' });
  const frame = page.frameLocator('iframe[title="The page with your changes"]');
  await preview.getByRole('button', { name: 'Phone' }).click();
  // The opening band, with the headline typed (the preview is drawn from the unsaved draft).
  await expect(
    frame.getByRole('region', { name: title }).getByRole('heading', { level: 1 }),
  ).toHaveText(title);
  await expect(frame.locator('#main').getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(frame.getByText('How long does it take?')).toBeVisible();
  await expectCleanAtEveryWidth(page, 'page-editor', (file) => test.info().outputPath(file));

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 1.')).toBeVisible();

  // In the top menu, from the list; a visitor finds it there and by the search.
  await page.getByRole('link', { name: 'All pages' }).click();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('On the site');
  await expect(row).toContainText(`Address: ${path}`);
  await row.getByRole('combobox', { name: 'Shown in' }).selectOption({ label: 'The top menu' });
  await expect(page.getByText('The menus are saved.')).toBeVisible();
  await openPage(page, '/about');
  // Its name, however long, joins the top menu without pushing the bar past the page's width
  // (the menu's links go onto a second row), for staff, whose bar holds the most.
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(mainNav(page).getByRole('link', { name: title })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath(`top-menu-${width}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await mainNav(page).getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: title }).first()).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(async () => {
    const found = await (await visitor.get(`/api/search?q=${stamp}`)).json();
    expect(JSON.stringify(found)).toContain(path);
  }).toPass({ timeout: 30_000 });

  // Renamed: its address changed in the editor and published; the old one answers 301.
  await openPage(page, '/staff/pages');
  await page.getByRole('listitem', { name: title }).getByRole('link', { name: title }).click();
  await openSection(page, 'General');
  await page.getByRole('textbox', { name: /^Address/ }).fill(`cloud-${stamp}`);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 2.')).toBeVisible();
  const moved = await visitor.get(path, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/services/cloud-${stamp}`);

  // An older version restored: version 1 is the draft again, its first address with it.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 is now the draft.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Address/ })).toHaveValue(
    `cloud-migration-${stamp}`,
  );

  // Deleted from the list, once confirmed: its address answers 410.
  await page.getByRole('link', { name: 'All pages' }).click();
  const last = page.getByRole('listitem', { name: title });
  await last.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(last.getByRole('alert')).toContainText('gone for good');
  await last.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible();
  expect((await visitor.get(`/services/cloud-${stamp}`, { maxRedirects: 0 })).status()).toBe(410);
});
