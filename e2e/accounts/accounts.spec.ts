import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import {
  createAccount,
  emailedLink,
  expectLoggedIn,
  mainNav,
  openPage,
  runStaff,
  startWithToken,
  uniqueEmail,
} from '../support/support';

// Accounts and their email address in a real browser against the real server: a staff invitation
// (npm run staff -- invite) followed from its email to a logged-in staff member; the profile's
// 'Resend verification email' and the link it sends; a one-time password printed by
// `npm run staff -- add`, which the site makes its owner change first, for an address the
// command line vouched for (verified).

/** Password hashing (argon2id at production cost) is slow on a busy machine. */
const HASHING = { timeout: 30_000 };
const OWN_PASSWORD = 'a passphrase of my own';
test.describe.configure({ timeout: 180_000 });

/** Logs in through the login page. */
async function logIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await openPage(page, PATHS.login);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
}

test('an invitation link: choose a password, log in, use the back office', async ({ page }) => {
  const email = uniqueEmail('invited');
  expect(runStaff('invite', email)).toContain(`${email} is staff now`);
  const link = await emailedLink('staff-invitation', email, '/set-password');
  expect(new URL(link).origin).toBe(new URL(process.env.E2E_BASE_URL ?? '').origin);

  const main = page.getByRole('main');
  await openPage(page, link);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await expectAxeClean(page);
  await main.getByLabel('Password', { exact: true }).fill(OWN_PASSWORD);
  await main.getByRole('button', { name: 'Save password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password has been changed', HASHING);

  await main.getByRole('link', { name: 'Log in with your password' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.login);
  await logIn(page, email, OWN_PASSWORD);
  await page.waitForURL((url) => url.pathname === PATHS.home, HASHING);
  await expectLoggedIn(page);
  await openPage(page, STAFF_PATHS.inbox);
  await expect(
    mainNav(page).getByRole('link', { name: /^Staff/, includeHidden: true }),
  ).toBeAttached();
  await openPage(page, PATHS.profile);
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test("the profile's resend: a new link arrives, and opening it verifies the address", async ({
  page,
}) => {
  const account = await createAccount(page.request, 'resend');
  const main = page.getByRole('main');
  await openPage(page, PATHS.home);
  await startWithToken(page, account.token);
  await openPage(page, PATHS.profile);
  await expect(main.getByText('Not verified', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  const first = await emailedLink('email-verification', account.email, '/verify-email');

  await main.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(main.getByRole('status')).toContainText('We have sent a new verification link');
  let second = first;
  await expect(async () => {
    second = await emailedLink('email-verification', account.email, '/verify-email');
    expect(second).not.toBe(first);
  }).toPass({ timeout: 15_000 });

  await openPage(page, second);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Confirm your email address');
  await expect(main.getByRole('status')).toHaveText('Your email address is verified. Thank you.');
  await expectAxeClean(page);
  await main.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('a one-time password: the login leads to the change-password form, then the site opens', async ({
  page,
  siteErrors,
}) => {
  // Expected refusals: the profile, until the one-time password is changed.
  siteErrors.allow(/HTTP 403 GET .*\/api\/profile$/);
  siteErrors.allow(/console error .*status of 403 .*\/api\/profile\)$/);
  const email = uniqueEmail('printed');
  const printed = /shown only now\): (\S+)/.exec(runStaff('add', email))?.[1] ?? '';
  expect(printed).not.toBe('');

  const main = page.getByRole('main');
  await logIn(page, email, printed);
  await page.waitForURL((url) => url.pathname === PATHS.profile, HASHING);
  await expect(main.getByRole('alert').first()).toHaveText('Change your one-time password first.');
  await expect(main.getByText(/You logged in with a one-time password/)).toBeVisible();
  await expectAxeClean(page);
  await main.getByLabel('Current password', { exact: true }).fill(printed);
  await main.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByRole('heading', { name: 'Your details' })).toBeVisible(HASHING);
  await expect(main.getByText(email).first()).toBeVisible();
  // The operator vouched for the address: no confirmation to ask for, none was emailed.
  await expect(main.getByText('Verified', { exact: true })).toBeVisible();
  await expect(main.getByText(/Confirm your email address with the link/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});
