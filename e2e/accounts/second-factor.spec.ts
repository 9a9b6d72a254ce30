import { Secret, TOTP } from 'otpauth';
import { PATHS } from '../../src/config/paths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import {
  expectLoggedIn,
  expectLoggedOut,
  mainNav,
  openPage,
  staffAccount,
  startWithToken,
} from '../support/support';

// The staff second factor and server-side logout in a real browser against the real server: a
// staff member sets up an authenticator app from the profile (the code computed here from the key
// the page shows), logs out (the token no longer works on the server), and logs in with a code.
// axe on each new state, light and dark.

const codeOf = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });

test('staff set up two-step login, log out, and log in with a code', async ({ page }) => {
  allowTimeFor({ axe: 3 });
  const staff = await staffAccount(page);
  await openPage(page, PATHS.home);
  await startWithToken(page, staff.token);
  await openPage(page, PATHS.profile);

  const card = page.getByRole('region', { name: 'Two-step login' });
  await card.getByLabel('Current password').fill(staff.password);
  await card.getByRole('button', { name: 'Set up' }).click();
  await expect(card.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const key = ((await card.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAxeClean(page, 'the set-up step');

  await card.getByLabel('Code from the app').fill(codeOf(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(10);
  await expectAxeClean(page, 'the recovery codes');
  await card.getByRole('button', { name: 'I have kept them' }).click();
  await expect(card.getByText(/^On: logins ask for a code/)).toBeVisible();

  // Logging out ends the session on the server: the old token is refused from then on.
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expectLoggedOut(page);
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/profile', {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      return answer.status();
    })
    .toBe(401);

  await openPage(page, PATHS.login);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(staff.email);
  await main.getByLabel('Password').fill(staff.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(
    main.getByText(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    ),
  ).toBeVisible();
  await expectAxeClean(page, 'the login code step');

  // The code used to turn it on may be this step's: the next step's is accepted (clocks drift).
  await main.getByLabel('Code').fill(codeOf(key, Date.now() + 30_000));
  await main.getByRole('button', { name: 'Verify' }).click();
  await expect(main.getByRole('status')).toHaveText('Login successful!');
  await expectLoggedIn(page);
  await expect(page).toHaveURL(/\/$/);
});
