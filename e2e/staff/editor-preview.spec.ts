import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { openSection } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

// The content editor's live preview, as an owner uses it at 1280 px: the home page beside its
// form shows a new headline as it is typed, before anything is saved; the preview switches to a
// phone's width; on the pricing page, clicking a price in the preview lands on its field.

const SEED_HEADLINE = 'Scalable, fast, SEO-ready websites that grow with your business';

test('an owner sees the page change as they type, at desktop or phone width', async ({ page }) => {
  const staff = await staffAccount(page, 'editor');
  // The page's clock is Playwright's, so that the draft's save (1.5 s after typing stops) waits
  // while the preview is checked, however slow the machine.
  await page.clock.install();
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/home`);
  const preview = page.getByRole('region', { name: 'Preview' });
  const frame = page.frameLocator('iframe[title="The page with your changes"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(SEED_HEADLINE);

  await openSection(page, 'Opening band');
  const headline = page
    .getByRole('group', { name: 'Opening band' })
    .getByRole('textbox', { name: 'Headline', exact: true });
  await page.clock.pauseAt(Date.now() + 60_000);
  await headline.fill('Websites that keep working for you');
  // The preview's short wait passes; the save's does not.
  await page.clock.runFor(200);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Websites that keep working for you',
  );
  // Seen before it is saved: the toolbar still says so, and the server still has the old words.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const stored = await page.request.get('/api/staff/documents/home', {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  const state = (await stored.json()) as { draft: { hero: { headline: string } } | null };
  expect(state.draft?.hero.headline ?? SEED_HEADLINE).toBe(SEED_HEADLINE);
  await page.clock.resume();

  // Phone width: a frame 375 px wide.
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(preview.getByRole('button', { name: 'Phone' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const box = await page.getByTitle('The page with your changes').boundingBox();
  expect(Math.round(box!.width)).toBe(375);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  // From the top, as the editor opens: scrolled, the site's sticky header covers the toolbar's
  // buttons, which axe counts as targets too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page, 'the home page editor with its preview');

  // Once saved, the draft is discarded: visitors' pages and other tests see the seed again.
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(headline).toHaveValue(SEED_HEADLINE);
});

test('clicking a price in the preview lands on its field', async ({ page }) => {
  const staff = await staffAccount(page, 'editor');
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, `${STAFF_PATHS.content}/pricing`);
  const frame = page.frameLocator('iframe[title="The page with your changes"]');
  const price = frame.getByText(/^\$5,000 – \$10,000$/).first();
  await expect(price).toBeVisible();
  // The first figure of the range, where "From" is written, clicked as a pointer would.
  await price.scrollIntoViewIfNeeded();
  const at = (await price.boundingBox())!;
  await page.mouse.click(at.x + 8, at.y + at.height / 2);
  const from = page.locator('#doc-plans-0-tiers-0-price-min');
  await expect(from).toBeFocused();
  await expect(from).toHaveValue('5000');
  await expect(from).toBeInViewport();
});

test('in a case study of the list, the preview shows its own page with the draft', async ({
  page,
}) => {
  const staff = await staffAccount(page, 'editor');
  await page.goto('/');
  await startWithToken(page, staff.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, `${STAFF_PATHS.content}/caseStudies`);
  const frame = page.frameLocator('iframe[title="The page with your changes"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Case studies');

  await openSection(page, 'Case studies');
  const title = page.locator('#doc-studies-1-title');
  await title.focus();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Online booking for a three-site dental practice',
  );
  await title.fill('Booking for a dental practice, in three places');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Booking for a dental practice, in three places',
  );
  await expect(frame.getByRole('heading', { name: 'The challenge' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 375) await page.getByRole('button', { name: 'Show preview' }).click();
    // On a phone the preview comes first, above the form.
    const shown = width === 375 ? page.getByTitle('The page with your changes') : title;
    await shown.scrollIntoViewIfNeeded();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Booking for a dental/);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({
        path: test.info().outputPath(`study-preview-${width}-${scheme}.png`),
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Wide again: the preview beside the form, with no button to show or hide it; the form's sections
  // back in their column.
  await expect(page.getByRole('button', { name: /^(Show|Hide) preview$/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: /^General/ })).toBeVisible();

  // Out of every study: the list again.
  await openSection(page, 'General');
  await page.locator('#doc-heading').focus();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Case studies');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page, 'the case studies editor with its preview');

  // Once saved, the draft is discarded: visitors' pages and other tests see the seed again.
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(title).toHaveValue('Online booking for a three-site dental practice');
});
