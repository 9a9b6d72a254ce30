import { PATHS } from '../../src/config/paths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { appAttached, throttle } from '../support/phone';
import {
  PASSWORD,
  createAccount,
  readOutboxEmail,
  uniqueEmail,
  waitForApp,
} from '../support/support';

// The login and sign-up pages as a visitor finds them: from the first paint their forms and
// links are there (before the app attaches, and without JavaScript, where sign-up works as a
// plain form and login says plainly that it needs JavaScript); and sign-up answers a registered
// address exactly as a new one, emailing the owner instead (server/auth/sign-up.ts). At 375 and
// 1280 px, light and dark (expectAxeClean checks both schemes).

const SIGNED_UP = 'Thanks for signing up. We have emailed you about your account';
/** Password hashing at production cost is slow on a busy machine. */
const HASHING = { timeout: 30_000 };
const WIDTHS = [375, 1280] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  for (const width of WIDTHS) {
    test(`login at ${width} px: the form, the note and "Forgot password?" from the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const account = await createAccount(page.request, 'nojs-login');
      await page.goto(PATHS.login);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Login');
      await expect(page.getByText('Checking login status...')).toHaveCount(0);
      await expect(
        main.getByText(/Logging in needs JavaScript, which is turned off/),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: 'Forgot password?' })).toBeVisible();

      // Sent anyway: the page again, saying why, the email kept and the password not.
      await main.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByRole('button', { name: 'Login' }).click();
      await expect(main.getByRole('alert')).toContainText('Logging in needs JavaScript');
      await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
      await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');

      // The way out works without JavaScript too.
      await main.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await main.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await main.getByRole('button', { name: 'Send reset link' }).click();
      await expect(main.getByRole('status')).toContainText('we have sent it a link');
    });
  }

  test('sign-up: a plain form that creates the account, then the same for a taken address', async ({
    page,
    request,
    siteErrors,
  }) => {
    siteErrors.allow(/HTTP 400 POST .*\/signup$/);
    siteErrors.allow(/console error .*status of 400 .*\/signup\)$/);
    const email = uniqueEmail('nojs-signup');
    await page.goto(PATHS.signup);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('short');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'Password must be between 8 and 128 characters.',
    );
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\?done=1$/, HASHING);
    await expect(main.getByRole('status')).toContainText(SIGNED_UP);
    const login = await request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(200);

    // The same address again (another case): the same answer; its owner is emailed instead.
    await page.goto(PATHS.signup);
    await main.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await main.getByLabel('Password', { exact: true }).fill('someone else entirely');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\?done=1$/, HASHING);
    await expect(main.getByRole('status')).toContainText(SIGNED_UP);
    const told = await readOutboxEmail('sign-up-attempt', email);
    expect(told.text).toContain('no new one was made');
    expect(told.text).toMatch(/\/forgot-password/);
    const intruder = await request.post('/api/auth/login', {
      data: { email, password: 'someone else entirely' },
    });
    expect(intruder.status()).toBe(401);
  });
});

// axe needs JavaScript: the pages are checked with the app's scripts arriving empty, the page on
// its own as without JavaScript (the login page's note, which only a browser without JavaScript
// shows, is taken out of its <noscript> to be checked too).
test.describe("with the app's scripts doing nothing", () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
  });

  for (const width of WIDTHS) {
    test(`the login and sign-up pages and their answers pass axe at ${width} px`, async ({
      page,
      siteErrors,
    }) => {
      siteErrors.allow(/HTTP 400 POST .*\/signup$/);
      siteErrors.allow(/console error .*status of 400 .*\/signup\)$/);
      await page.setViewportSize({ width, height: 800 });
      const main = page.getByRole('main');
      await page.goto(PATHS.login);
      await page.evaluate(() => {
        for (const note of document.querySelectorAll('main noscript')) {
          note.insertAdjacentHTML('afterend', note.textContent ?? '');
        }
      });
      await expect(
        main.getByText(/Logging in needs JavaScript, which is turned off/),
      ).toBeVisible();
      await expectAxeClean(page);
      await main.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
      await main.getByRole('button', { name: 'Login' }).click();
      await expect(main.getByRole('alert')).toContainText('Logging in needs JavaScript');
      await expectAxeClean(page);

      await page.goto(PATHS.signup);
      await main.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('axe-signup'));
      await main.getByRole('button', { name: 'Sign Up' }).click();
      await expect(main.getByRole('alert')).toBeVisible();
      await expectAxeClean(page);
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByRole('button', { name: 'Sign Up' }).click();
      await expect(main.getByRole('status')).toContainText(SIGNED_UP, HASHING);
      await expectAxeClean(page);
    });
  }
});

test('before the app attaches, the login form and its links are there', async ({ page }) => {
  // The app's code is held back until the page has been checked: what shows is the server's.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(PATHS.login, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await expect(main.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('Checking login status...')).toHaveCount(0);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  release();
  await waitForApp(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Login');
  await expect(main.getByLabel('Email', { exact: true })).toBeVisible();
});

test('sign-up pressed at once on a phone: one account, then the login page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 740 });
  await throttle(page);
  const email = uniqueEmail('early-signup');
  await page.goto(PATHS.signup, { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  // Whoever sent it (the browser's own post, or the app once attached): the same outcome.
  await expect(main.getByRole('status')).toContainText(SIGNED_UP, HASHING);
  await appAttached(page);
  await page.waitForURL((url) => url.pathname === PATHS.login, HASHING);
  const welcome = await readOutboxEmail('welcome', email);
  expect(welcome.subject).toMatch(/^Welcome/);
});

for (const width of WIDTHS) {
  test(`with the app at ${width} px, a registered address signs up like a new one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const taken = await createAccount(page.request, 'taken');
    const main = page.getByRole('main');
    const signUp = async (email: string) => {
      await page.goto(PATHS.signup);
      await waitForApp(page);
      await main.getByRole('textbox', { name: 'Email' }).fill(email);
      await main.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
      await main.getByRole('button', { name: 'Sign Up' }).click();
      const status = main.getByRole('status');
      await expect(status).toContainText(SIGNED_UP, HASHING);
      const text = await status.textContent();
      await page.waitForURL((url) => url.pathname === PATHS.login);
      return text;
    };
    const fresh = await signUp(uniqueEmail('fresh'));
    const again = await signUp(taken.email);
    expect(again).toBe(fresh);
    await expectAxeClean(page);
    const told = await readOutboxEmail('sign-up-attempt', taken.email);
    expect(told.subject).toMatch(/^Someone tried to sign up with your/);
  });
}
