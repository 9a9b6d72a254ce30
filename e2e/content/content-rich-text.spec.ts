import { STAFF_PATHS } from '../../src/config/staffPaths';
import { caseStudiesSeed } from '../../contract/documents/caseStudies/seed';
import { expectAxeClean } from '../support/axe';
import { caretAtEnd, openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

// Rich text in the content editor (Lexical, src/staff/common/richtext/): an owner formats a case
// study's story from the toolbar (bold words, a heading, a link to a page of the site chosen by
// its name), publishes it, and the study's public page shows it as elements; a link the rules
// refuse is refused at the field; axe finds nothing on the editor, light or dark. Screenshots of
// the editor at 375 and 1280 px, light and dark, go to test-results/ for people to look at.

const [study] = caseStudiesSeed.studies;

test('an owner formats a case study’s story and the public page shows it', async ({
  page,
}, testInfo) => {
  allowTimeFor({ axe: 1 });
  const staff = await staffAccount(page, 'editor');
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/caseStudies`);
  await openSection(page, 'Case studies');
  const story = page.locator('#doc-studies-0-challenge');
  await expect(story).toHaveAttribute('contenteditable', 'true');
  await expect(page.getByRole('textbox', { name: 'The challenge' }).first()).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first();

  // Bold: the first paragraph's words selected, then "Bold".
  await story.locator('p').first().click({ clickCount: 3 });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A heading at the end, then a paragraph with a link to the pricing page chosen by its name.
  await caretAtEnd(page, story);
  await page.keyboard.press('Enter');
  await page.keyboard.type('What we found');
  await toolbar.getByLabel('Text style').selectOption('h2');
  await expect(
    story.getByRole('heading', { level: 2, name: 'What we found', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByLabel('Text style').selectOption('paragraph');
  await caretAtEnd(page, story);
  await page.keyboard.type('Compare ');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('group', { name: 'Add a link' });
  await dialog.getByLabel('Or an address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByRole('alert')).toContainText('cannot be used');
  await dialog.getByLabel('Or an address').fill('');
  await dialog.getByLabel('A page of this site').selectOption('/pricing');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(story.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await story.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`rich-text-${width}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  const scroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(scroll).toBeLessThanOrEqual(0);
  await expectAxeClean(page, 'the rich text editor');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(/^Published as version \d+\./)).toBeVisible();

  await openPage(page, `/case-studies/${study!.slug}`);
  const challenge = page.getByRole('region', { name: 'The challenge' });
  await expect(challenge.locator('p strong').first()).toContainText('Fernbrook’s shop had grown');
  await expect(
    challenge.getByRole('heading', { level: 2, name: 'What we found', exact: true }),
  ).toBeVisible();
  const link = challenge.getByRole('link', { name: 'Pricing' });
  await expect(link).toHaveAttribute('href', '/pricing');
  const served = await (await page.request.get(`/case-studies/${study!.slug}`)).text();
  expect(served).toContain('<h2>What we found</h2>');
  expect(served).toContain('<a href="/pricing">Pricing</a>');
});

test('no public page’s scripts carry the editor (Lexical): only the back office loads it', async ({
  page,
}) => {
  const scriptsOf = async (route: string) => {
    const html = await (await page.request.get(route)).text();
    // Its scripts, preloads and the chunks its root names for after the first paint.
    return [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([url]) => url);
  };
  const routes = ['/', '/case-studies', `/case-studies/${study!.slug}`, '/pricing', '/about'];
  const scripts = new Set((await Promise.all(routes.map(scriptsOf))).flat());
  expect(scripts.size).toBeGreaterThan(3);
  for (const url of scripts) {
    const code = await (await page.request.get(url)).text();
    expect(code, url).not.toContain('Minified Lexical error');
    expect(code, url).not.toContain('preact-signals');
  }
});
