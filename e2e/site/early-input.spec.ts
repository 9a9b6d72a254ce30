import { CONTACT_THANKS } from '../../contract/values/constants';
import { PATHS } from '../../src/config/paths';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { appAttached, throttle } from '../support/phone';
import { mainNav, readOutboxEmail, storedContactMessages, uniqueEmail } from '../support/support';

// Usable from the first paint: what a visitor does between the page appearing and the app
// attaching to it is not lost, on a mid-range phone's profile (4 × CPU slowdown, 1.6 Mbit/s,
// 150 ms round trip). Each test acts as soon as the element is in the server's HTML, without
// waiting for the app; whichever takes the form (the browser's own post, or the app once
// attached), the outcome must be the same. Without JavaScript, the forms work too.

test.describe('right after the first paint, on a phone profile', () => {
  test('the contact form filled and sent at once delivers the message, once', async ({ page }) => {
    await throttle(page);
    const email = uniqueEmail('early-contact');
    await page.goto(PATHS.contact, { waitUntil: 'commit' });
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: /Email/ }).fill(email);
    await form.getByRole('textbox', { name: /Subject/ }).fill('Sent at once');
    await form.getByRole('textbox', { name: /Message/ }).fill('Typed before the app attached.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText(CONTACT_THANKS, {
      timeout: 30_000,
    });
    await appAttached(page);
    await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
    expect(storedContactMessages(email)).toEqual([
      expect.objectContaining({
        full_name: 'Ada Lovelace',
        subject: 'Sent at once',
        message: 'Typed before the app attached.',
      }),
    ]);
  });

  test('what is typed before the app attaches stays, and the app sends it', async ({ page }) => {
    await throttle(page);
    const email = uniqueEmail('early-typed');
    await page.goto(PATHS.contact, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const name = main.getByRole('textbox', { name: /Full Name/ });
    await name.fill('Grace Hopper');
    await main.getByRole('textbox', { name: /Email/ }).fill(email);
    await main.getByRole('textbox', { name: /Subject/ }).fill('Typed early');
    const message = main.getByRole('textbox', { name: /Message/ });
    await message.fill('Still here after the app attached');
    await appAttached(page);
    await expect(name).toHaveValue('Grace Hopper');
    await expect(message).toBeFocused();
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByRole('status')).toHaveText(CONTACT_THANKS);
    expect(storedContactMessages(email)).toHaveLength(1);
  });

  test('the FAQ item opened at once stays open once the app attaches', async ({ page }) => {
    await throttle(page);
    await page.goto(PATHS.faq, { waitUntil: 'commit' });
    const items = page.getByRole('main').locator('details');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open');
    await appAttached(page);
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    expect(await axeViolations(page, 'light'), 'axe, with an answer open').toEqual([]);
    // The app now decides: a click on the open question closes it.
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).not.toHaveAttribute('open');
  });
});

test.describe('right after the first paint, on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu tapped open at once stays open once the app attaches', async ({ page }) => {
    await throttle(page);
    await page.goto(PATHS.faq, { waitUntil: 'commit' });
    const nav = mainNav(page);
    const products = nav.getByRole('link', { name: 'Products' });
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await expect(products).toBeVisible();
    await appAttached(page);
    await expect(products).toBeVisible();
    // The app took the menu's state: its button says so, and closes it.
    const close = nav.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page, 'light'), 'axe, with the menu open').toEqual([]);
    await close.tap();
    await expect(products).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await products.tap();
    await page.waitForURL((url) => url.pathname === PATHS.products);
    await expect(products).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('the menu opens on a phone-sized screen, and its links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PATHS.home);
    const nav = mainNav(page);
    const about = nav.getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).click();
    await about.click();
    await page.waitForURL((url) => url.pathname === PATHS.about);
  });

  test('the contact form shows its messages with what was typed, then sends', async ({
    page,
    siteErrors,
  }) => {
    siteErrors.allow(/HTTP 400 POST .*\/contact$/);
    siteErrors.allow(/console error .*status of 400 .*\/contact\)$/);
    const email = uniqueEmail('nojs-contact');
    await page.goto(PATHS.contact);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /Email/ }).fill(email);
    await main.getByRole('textbox', { name: /Message/ }).fill('No script here.');
    await main.getByRole('button', { name: 'Send Message' }).click();

    await expect(main.getByText('Please enter your full name.')).toBeVisible();
    await expect(main.getByText('Please enter a subject.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
    await expect(main.getByRole('textbox', { name: /Message/ })).toHaveValue('No script here.');
    expect(storedContactMessages(email)).toHaveLength(0);

    await main.getByRole('textbox', { name: /Full Name/ }).fill('Ada Lovelace');
    await main.getByRole('textbox', { name: /Subject/ }).fill('Without JavaScript');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(main.getByRole('status')).toHaveText(CONTACT_THANKS);
    expect(storedContactMessages(email)).toHaveLength(1);
  });

  test('forgot password, then reset password, with their messages', async ({
    page,
    request,
    siteErrors,
  }) => {
    siteErrors.allow(/HTTP 400 POST .*\/(forgot|reset)-password$/);
    siteErrors.allow(/console error .*status of 400 .*\/(forgot|reset)-password\)$/);
    const email = uniqueEmail('nojs-reset');
    const created = await request.post('/api/auth/create', {
      data: { email, password: 'correct horse battery staple' },
    });
    expect(created.status()).toBe(201);
    const main = page.getByRole('main');

    await page.goto(PATHS.forgotPassword);
    await main.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-address');
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(main.getByRole('status')).toContainText('we have sent it a link');

    const mail = await readOutboxEmail('password-reset', email);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(main.getByText('Please enter a new password.')).toBeVisible();
    await main.getByRole('textbox', { name: 'New password' }).fill('short');
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await main.getByRole('textbox', { name: 'New password' }).fill('a freshly chosen passphrase');
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/reset-password\?done=1$/);
    await expect(main.getByRole('status')).toContainText('Your password has been changed');
    const login = await request.post('/api/auth/login', {
      data: { email, password: 'a freshly chosen passphrase' },
    });
    expect(login.status()).toBe(200);
  });
});

test("with the app's scripts doing nothing, the contact form's answer passes axe", async ({
  page,
  siteErrors,
}) => {
  siteErrors.allow(/HTTP 400 POST .*\/contact$/);
  siteErrors.allow(/console error .*status of 400 .*\/contact\)$/);
  // The scripts arrive empty: the page is on its own, as when they fail to load.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(PATHS.contact);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /Email/ }).fill('not an address');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Email/ })).toHaveValue('not an address');
  expect(await axeViolations(page, 'light')).toEqual([]);
});
