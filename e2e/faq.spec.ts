import { PATHS } from '../src/config/paths';
import { expect, test } from './fixtures';
import { openPage } from './support';

// The FAQ accordion: one answer open at a time; clicking the open question closes it.

test('one FAQ answer is open at a time, and the open one closes on click', async ({ page }) => {
  await openPage(page, PATHS.faq);
  const questions = page.getByRole('main').locator('button[aria-expanded]');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count(), 'questions').toBeGreaterThanOrEqual(2);
  const first = questions.nth(0);
  const second = questions.nth(1);
  const answerOf = async (question: typeof first) => {
    const id = await question.getAttribute('aria-controls');
    expect(id, 'a question names its answer (aria-controls)').toBeTruthy();
    return page.locator(`[id="${id}"]`);
  };
  const firstAnswer = await answerOf(first);
  const secondAnswer = await answerOf(second);

  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(firstAnswer).toBeHidden();

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstAnswer).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstAnswer).toBeHidden();
  await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeHidden();
  await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(0);
});
