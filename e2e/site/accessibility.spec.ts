import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { axeViolationsLightAndDark } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { createAccount, expectLoggedIn, mainNav, openPage, waitForApp } from '../support/support';

// axe-core (WCAG 2.0 A and AA, 2.1 AA, 2.2 AA) on every route logged out, and logged in where a
// session changes what the page shows, in the light and the dark colour scheme: no violation. And
// a keyboard-only login.

const UNKNOWN_PATH = '/no-such-page';
/** A demo job's page (server/content/posts.ts; its slug from its title). */
const POSTING = `${PATHS.careersJobs}/senior-full-stack-engineer-typescript`;
const ROUTES = [...Object.values(PATHS), POSTING, UNKNOWN_PATH];
/**
 * Logged in, the header is a member's on every page (seen here on the home page), and these pages
 * show something else than to a visitor: the profile, the address check, the course with its
 * Enrol panel (the account pages' guards and the pages that read the session). Every other page is the
 * visitor's page under the member's header: checked logged out, and the header here.
 */
const LOGGED_IN_ROUTES = [PATHS.home, PATHS.profile, PATHS.verifyEmail, PATHS.courseWebDevelopment];

for (const loggedIn of [false, true]) {
  test.describe(`axe, ${loggedIn ? 'logged in' : 'logged out'}`, () => {
    test.use({ loggedIn });

    for (const path of loggedIn ? LOGGED_IN_ROUTES : ROUTES) {
      test(`${path}`, async ({ page, siteErrors }) => {
        if (path === UNKNOWN_PATH) {
          siteErrors.allow(/HTTP 404 GET .*\/no-such-page$/);
          siteErrors.allow(/console error .*status of 404 .*\/no-such-page\)$/);
        }
        await openPage(page, path);
        if (loggedIn) await expectLoggedIn(page);
        // Lists fetched after the first paint (testimonials, products, posts) are analysed too.
        await page.waitForLoadState('networkidle');
        expect(await axeViolationsLightAndDark(page), 'accessibility violations').toEqual([]);
      });
    }
  });
}

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
