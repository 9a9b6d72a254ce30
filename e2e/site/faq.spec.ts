import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/support';

// The FAQ accordion: one answer open at a time; clicking the open question closes it. The
// questions are native disclosures (<details name>), so the keyboard works as on any button.

test('one FAQ answer is open at a time, and the open one closes on click', async ({ page }) => {
  await openPage(page, PATHS.faq);
  const items = page.getByRole('main').locator('details');
  await expect(items.first()).toBeVisible();
  expect(await items.count(), 'questions').toBeGreaterThanOrEqual(2);
  const first = items.nth(0);
  const second = items.nth(1);
  const answer = (item: typeof first) => item.locator('summary + *');

  for (const item of await items.all()) await expect(item).not.toHaveAttribute('open');
  await expect(answer(first)).toBeHidden();

  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await expect(answer(first)).toBeVisible();

  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open');
  await expect(answer(second)).toBeVisible();
  await expect(first).not.toHaveAttribute('open');
  await expect(answer(first)).toBeHidden();
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);

  await second.locator('summary').click();
  await expect(second).not.toHaveAttribute('open');
  await expect(answer(second)).toBeHidden();
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);

  // The keyboard: Enter opens the focused question, Space closes it.
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open');
});
