import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import {
  createAccount,
  expectLoggedIn,
  expectLoggedOut,
  openPage,
  readOutboxEmail,
  startWithToken,
  storedToken,
} from '../support/support';

// A forgotten password, as a visitor recovers it: 'Forgot password?' on the login page, the email
// read from the server's outbox folder (DATA_DIR/outbox, no SMTP server in the tests), its link,
// a new password, a login with it; the old password fails; a second tab logged in before the
// reset is logged out on its next request.

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
/** Password hashing (argon2id at production cost) is slow on a busy machine. */
const HASHING = { timeout: 30_000 };

test.describe.configure({ timeout: 180_000 });
const NEW_PASSWORD = 'a freshly chosen passphrase';

test('forgot password: email, link, new password, log in; the old password and the other tab are out', async ({
  page,
  browser,
  request,
  siteErrors,
}) => {
  // Expected refusal: the old password.
  siteErrors.allow(/HTTP 401 POST .*\/api\/auth\/login$/);
  siteErrors.allow(/console error .*status of 401 .*\/api\/auth\/login\)$/);

  const account = await createAccount(request, 'forgot');
  const main = page.getByRole('main');

  // 'Forgot password?' on the login page leads to the form; the answer is announced.
  await openPage(page, PATHS.login);
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.forgotPassword);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  const email = main.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill(account.email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('status')).toContainText('we have sent it a link');

  // A second tab, logged in before the reset, in a browser of its own (so its own storage: only
  // the server can tell it that its token is over).
  const otherBrowser = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await otherBrowser.newPage();
  await openPage(other, PATHS.home);
  await startWithToken(other, account.token);
  await expectLoggedIn(other);

  // The email, as a mail program would read it from the outbox folder.
  const mail = await readOutboxEmail('password-reset', account.email);
  expect(mail.subject).toBe('Reset your Kestrel Software password');
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'the reset link in the email').toBeTruthy();
  expect(new URL(link ?? '').origin).toBe(new URL(page.url()).origin);

  await openPage(page, link ?? '');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('status')).toContainText('Your password has been changed', HASHING);

  // The other tab's next request: its token was issued before the reset, so the server answers
  // 401 and the session ends. (Its navigation already holds the profile it fetched for the Staff
  // link, so opening the profile page asks nothing: a reload makes the next request.)
  await expectLoggedIn(other);
  const refused = other.waitForResponse((r) => r.url().endsWith('/api/profile'));
  await other.reload();
  expect((await refused).status()).toBe(401);
  await expect(other.getByText(SESSION_EXPIRED)).toBeVisible();
  await expectLoggedOut(other);
  expect(await storedToken(other)).toBeNull();
  await otherBrowser.close();

  // The old password fails; the new one logs in.
  await main.getByRole('link', { name: 'Log in with your new password' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.login);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password', HASHING);
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === PATHS.home, HASHING);
  await expectLoggedIn(page);

  // The same link does not work twice.
  await openPage(page, link ?? '');
  siteErrors.allow(/HTTP 400 POST .*\/api\/auth\/reset$/);
  siteErrors.allow(/console error .*status of 400 .*\/api\/auth\/reset\)$/);
  await main.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'This reset link has already been used. Ask for a new one.',
    HASHING,
  );
  await expect(main.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('change password on the profile: this tab stays logged in, the old token is refused', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'change');
  await openPage(page, PATHS.home);
  await startWithToken(page, account.token);
  await openPage(page, PATHS.profile);
  const card = page.getByRole('region', { name: 'Change your password' });
  await card.getByLabel('Current password').fill(account.password);
  await card.getByLabel('New password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toContainText('Your password has been changed', HASHING);
  const renewed = await storedToken(page);
  expect(renewed).not.toBe(account.token);

  // This tab carries on: its next request succeeds with the fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText(/Welcome back, e2e-change/)).toBeVisible();
  await expectLoggedIn(page);

  // The old token (as another browser would still hold it) is refused: that session ends.
  const answer = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(answer.status()).toBe(401);
  const renewedAnswer = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${renewed ?? ''}` },
  });
  expect(renewedAnswer.status()).toBe(200);
});
