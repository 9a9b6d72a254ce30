import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../src/config/paths';
import { settleTransitions } from './axe';
import { expect, test } from './fixtures';
import { createAccount, expectLoggedIn, mainNav, openPage, waitForApp } from './support';

// axe-core (WCAG 2.0 A and AA, 2.1 AA, 2.2 AA) on every route, logged out and logged in, in the
// light and the dark colour scheme: no violation. And a keyboard-only login.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const UNKNOWN_PATH = '/no-such-page';
/** A demo job's page (server/content/posts.ts; its slug from its title). */
const POSTING = `${PATHS.careersJobs}/senior-full-stack-engineer-typescript`;
const ROUTES = [...Object.values(PATHS), POSTING, UNKNOWN_PATH];

/** One line per failing element: rule, impact, page, scheme, CSS selector and what is wrong. */
async function violations(page: Page, scheme: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of gathering frame results in an extra blank
  // page: the same rules, faster. It skips cross-origin frames, and the only one (the contact
  // page's map) is blocked here anyway.
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  const where = new URL(page.url()).pathname;
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? 'n/a'}) on ${where} [${scheme}] at ${node.target.join(' ')}: ` +
        `${v.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

for (const loggedIn of [false, true]) {
  test.describe(`axe, ${loggedIn ? 'logged in' : 'logged out'}`, () => {
    test.use({ loggedIn });

    for (const path of ROUTES) {
      test(`${path}`, async ({ page, siteErrors }) => {
        if (path === UNKNOWN_PATH) {
          siteErrors.allow(/HTTP 404 GET .*\/no-such-page$/);
          siteErrors.allow(/console error .*status of 404 .*\/no-such-page\)$/);
        }
        await openPage(page, path);
        if (loggedIn) await expectLoggedIn(page);
        // Lists fetched after the first paint (testimonials, products, posts) are analysed too.
        await page.waitForLoadState('networkidle');
        const found = await violations(page, 'light');
        await page.emulateMedia({ colorScheme: 'dark' });
        await settleTransitions(page);
        found.push(...(await violations(page, 'dark')));
        expect(found, 'accessibility violations').toEqual([]);
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
