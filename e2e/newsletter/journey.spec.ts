import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { SUBSCRIBE_ACCEPTED, SUBSCRIPTION_CONFIRMED } from '../../contract/values/newsletter';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import {
  emailedLink,
  openPage,
  readOutboxEmail,
  siteOrigin,
  staffAccount,
  startWithToken,
  uniqueEmail,
} from '../support/support';

// The newsletter from one end to the other (docs/product.md, "The newsletter" and "Campaigns"):
// a visitor subscribes from the footer in a browser without JavaScript and confirms from the
// email the outbox wrote; an admin writes a note campaign in the back office and sends it; the
// visitor's email arrives with RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers;
// a POST to that address (as a mail program sends it: no cookie, no login) unsubscribes them;
// a second campaign reaches another subscriber and not them. The Campaigns screen is axe-clean
// at 375 and 1280 px, light and dark (screenshots kept with the test's output).

const CAMPAIGN_KIND = 'newsletter-campaign';
/** Long enough for the sending job to list the recipients and the outbox to write the email. */
const DELIVERY_MS = 45_000;

/** Subscribes `email` from the footer of the home page and confirms it, JavaScript off. */
async function subscribeAndConfirm(page: Page, email: string) {
  await page.goto('/');
  const form = page.getByRole('contentinfo').locator('form[action="/newsletter"]');
  await form.getByRole('textbox', { name: 'Your email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL((url) => url.pathname === '/newsletter' && url.search === '?sent=1');
  await expect(page.getByRole('status')).toHaveText(SUBSCRIBE_ACCEPTED);
  const link = new URL(await emailedLink('newsletter-confirmation', email, '/newsletter/confirm'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_CONFIRMED);
}

/** An admin's page in a browser with JavaScript, logged in, on the Campaigns screen. */
async function adminOnCampaigns(browser: Browser) {
  // The test's options (JavaScript off) apply to every context it makes: this one runs it.
  const context = await browser.newContext({ baseURL: siteOrigin(), javaScriptEnabled: true });
  const page = await context.newPage();
  const admin = await staffAccount(page, 'admin');
  await page.goto('/');
  await startWithToken(page, admin.token);
  await openPage(page, STAFF_PATHS.campaigns);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 2 })).toBeVisible();
  return { page, close: () => context.close() };
}

/** Writes a note campaign to every confirmed subscriber and sends it now. */
async function sendNote(page: Page, subject: string, words: string) {
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  const note = page.locator('#campaign-note');
  await expect(note).toHaveAttribute('contenteditable', 'true');
  await note.click();
  await page.keyboard.type(words);
  await page.getByRole('button', { name: 'Send now' }).click();
  const ask = page.getByRole('alert').filter({ hasText: 'Send it now to' });
  await expect(ask).toContainText(/Send it now to [\d,]+ (person|people) \(every confirmed/);
  await ask.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(page.getByRole('status')).toHaveText(`${subject} is being sent.`);
}

test.describe('without JavaScript for the subscriber', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('subscribe, confirm, receive a campaign, unsubscribe in one click, receive no more', async ({
    page,
    browser,
  }, testInfo) => {
    allowTimeFor({ everyWidth: 1 });
    const reader = uniqueEmail('journey');
    const other = uniqueEmail('journey-other');
    await subscribeAndConfirm(page, reader);
    await subscribeAndConfirm(page, other);

    const admin = await adminOnCampaigns(browser);
    try {
      const first = `Our first note ${Date.now().toString(36)}`;
      await sendNote(admin.page, first, 'We moved to a bigger office.');

      const mail = await readOutboxEmail(CAMPAIGN_KIND, reader, DELIVERY_MS, first);
      expect(mail.text).toContain('We moved to a bigger office.');
      // The headers as written (mailparser folds the List-* headers into objects of its own).
      const raw = (key: string) =>
        (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/^[^:]+:\s*/, '');
      const header = raw('list-unsubscribe');
      const target = /^<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(header);
      expect(target, `List-Unsubscribe: ${header}`).not.toBeNull();
      expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The same link is in the email's words.
      expect(mail.text).toContain(target![1]);

      // One click, as a mail program makes it: a POST with RFC 8058's body, no cookie.
      const mailProgram = await apiRequest.newContext();
      try {
        const url = new URL(target![1]!);
        const oneClick = await mailProgram.post(`${siteOrigin()}${url.pathname}${url.search}`, {
          form: { 'List-Unsubscribe': 'One-Click' },
        });
        expect(oneClick.status()).toBe(200);
      } finally {
        await mailProgram.dispose();
      }

      const second = `Our second note ${Date.now().toString(36)}`;
      await sendNote(admin.page, second, 'A second word.');
      // It reaches the other subscriber; once every recipient's email is queued (the campaign
      // is Sent) and the outbox has written the other's, none is on its way to the one who left.
      await readOutboxEmail(CAMPAIGN_KIND, other, DELIVERY_MS, second);
      await expect(
        admin.page.getByRole('listitem', { name: new RegExp(`^${second} Sent$`) }),
      ).toBeVisible({ timeout: DELIVERY_MS });
      await expect(readOutboxEmail(CAMPAIGN_KIND, reader, 3_000, second)).rejects.toThrow(
        /no newsletter-campaign email/,
      );

      // The list shows the sent campaigns with their counts; the screen is axe-clean.
      const row = admin.page.getByRole('listitem', { name: new RegExp(first) });
      await expect(row.getByLabel(`Counts of ${first}`)).toBeVisible();
      await admin.page.getByRole('button', { name: 'New campaign' }).click();
      await expectCleanAtEveryWidth(admin.page, 'campaigns', (name) => testInfo.outputPath(name));
    } finally {
      await admin.close();
    }
  });
});
