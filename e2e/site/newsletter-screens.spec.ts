// The newsletter where people meet it on every page and on their profile, in a real browser
// against the real server: the footer's form posted without JavaScript reaches the confirmation
// email; a member with a verified address ticks "Email me new insights" on the profile and is
// told it is saved (and the box stays ticked after a reload). The footer and the profile's card
// are axe-clean at 1280 and 375 px, light and dark (screenshots kept with the test's output).

import { SUBSCRIBE_ACCEPTED } from '../../contract/values/newsletter';
import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import {
  createAccount,
  openPage,
  readOutboxEmail,
  startWithToken,
  uniqueEmail,
  verifyAddress,
} from '../support/support';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test("every page's footer subscribes, and the confirmation email is sent", async ({ page }) => {
    const email = uniqueEmail('footer');
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(SUBSCRIBE_ACCEPTED)).toBeVisible();
    const mail = await readOutboxEmail('newsletter-confirmation', email);
    expect(mail.text).toMatch(/\/newsletter\/confirm\?token=/);
  });
});

test("the footer's form at every width, light and dark", async ({ page }) => {
  allowTimeFor({ everyWidth: 1 });
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Insights by email' })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await expectCleanAtEveryWidth(page, 'footer', (file) => test.info().outputPath(file));
});

test('a member ticks "Email me new insights" on the profile', async ({ page }) => {
  allowTimeFor({ everyWidth: 1 });
  const member = await createAccount(page.request, 'newsletter');
  await verifyAddress(page.request, member.email);
  await page.goto('/');
  await startWithToken(page, member.token);
  await openPage(page, '/profile');
  const card = page.getByRole('region', { name: 'Newsletter' });
  const box = card.getByRole('checkbox', { name: 'Email me new insights' });
  await expect(box).not.toBeChecked();
  // The box is the server's state: ticked once the save is answered.
  await box.click();
  await expect(card.getByRole('status')).toHaveText(
    'Saved: your address receives our new insights.',
  );
  await expect(box).toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await expectCleanAtEveryWidth(page, 'profile-newsletter', (file) => test.info().outputPath(file));
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email me new insights' })).toBeChecked();
});
