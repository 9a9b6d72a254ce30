import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { createAccount, expectLoggedIn, mainNav, openPage, waitForApp } from '../support/support';

// A keyboard-only login, with a visible focus on every element reached. (axe on every page is
// in every-route.spec.ts, on the 404 page in routes.spec.ts, on the staff pages in staff.spec.ts.)

/** The focused element shows a focus indicator: an outline or a box shadow. */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const rect = el.getBoundingClientRect();
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      element: `${el.tagName.toLowerCase()} "${label}"`,
      visible: (outline || shadow) && rect.width > 0 && rect.height > 0,
    };
  });

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus, checking that every element reached shows it. */
async function tabTo(page: Page, target: Locator, maxPresses = 200): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    // Past the last element, Tab moves the focus to the browser's own controls: nothing to see.
    if (focus.element === 'body') continue;
    expect(focus.visible, `visible focus on ${focus.element}`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target}`);
}

test('keyboard only: log in and reach the profile, with visible focus', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'keyboard');
  await openPage(page, PATHS.login);
  const main = page.getByRole('main');

  await tabTo(page, main.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  expect(await isFocused(main.getByLabel('Password', { exact: true }))).toBe(true);
  expect((await focusIndicator(page)).visible, 'visible focus on the password field').toBe(true);
  await page.keyboard.type(account.password);
  await tabTo(page, main.getByRole('button', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');

  await expect(main.getByText('Login successful!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === PATHS.home);
  await waitForApp(page);
  await expectLoggedIn(page);
  // The new page starts with the focus at its start, as after a full page load.
  expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);

  await tabTo(page, mainNav(page).getByRole('link', { name: 'Your profile' }), 12);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === PATHS.profile);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
});
