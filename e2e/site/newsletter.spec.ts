import { caseStudiesSeed } from '../../contract/documents/caseStudies/seed';
import {
  PREFERENCES_SAVED,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIPTION_CONFIRMED,
  UNSUBSCRIBED,
} from '../../contract/values/newsletter';
import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { readOutboxEmail, uniqueEmail } from '../support/support';

// The newsletter's subscribers as a visitor meets them (docs/product.md §10.24): the form of a
// case study's page, posted without JavaScript; the confirmation email read from the server's
// outbox folder and its link followed; the preferences and the unsubscribe button of the link
// every newsletter email carries; RFC 8058's one-click POST; and the pages looked at, at 375 and
// 1280 px, light and dark, with axe.

const study = caseStudiesSeed.studies[0]!;
const CONFIRM_LINK = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/;

const confirmLink = async (email: string) => {
  const mail = await readOutboxEmail('newsletter-confirmation', email);
  const link = CONFIRM_LINK.exec(mail.text ?? '')?.[0];
  expect(link, 'the confirmation link').toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('subscribe from a case study, confirm from the email, choose topics, unsubscribe', async ({
    page,
    request,
    siteErrors,
  }) => {
    // Expected: the ended subscription's page answers 404.
    siteErrors.allow(/HTTP 404 GET \S+\/newsletter\/unsubscribe\?token=/);
    siteErrors.allow(/console error on \S+\/newsletter\/unsubscribe\?token=.*404/);
    const email = uniqueEmail('newsletter');
    await page.goto(`/case-studies/${study.slug}`);
    const form = page.getByRole('main').locator('form[action="/newsletter"]');
    await form.getByRole('textbox', { name: 'Your email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter' && url.search === '?sent=1');
    await expect(page.getByRole('status')).toHaveText(SUBSCRIBE_ACCEPTED);

    await page.goto(await confirmLink(email));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toHaveText(SUBSCRIPTION_CONFIRMED);
    await page.getByRole('link', { name: 'Choose your topics' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your newsletter preferences');
    await expect(page.getByRole('radio', { name: 'Every new insight' })).toBeChecked();
    await page.getByRole('button', { name: 'Save my preferences' }).click();
    await expect(page.getByRole('status')).toHaveText(PREFERENCES_SAVED);
    const unsubscribe = new URL(page.url());
    unsubscribe.searchParams.delete('saved');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBED);
    // The link's page now says the subscription has ended; a mail program's one-click POST is
    // still answered 200.
    await page.goto(unsubscribe.toString());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription ended');
    const oneClick = await request.post(unsubscribe.toString(), {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(oneClick.status()).toBe(200);
  });
});

test('the newsletter pages and the case study form at every width, light and dark', async ({
  page,
  request,
}, testInfo) => {
  allowTimeFor({ everyWidth: 5 });
  const shot = (name: string) => testInfo.outputPath(name);
  const email = uniqueEmail('newsletter-look');
  await page.goto(`/case-studies/${study.slug}`);
  await page.getByRole('main').getByRole('textbox', { name: 'Your email address' }).fill(email);
  await expectCleanAtEveryWidth(page, 'case-study-form', shot);
  const sent = await request.post('/newsletter', { form: { email, source: 'case-study' } });
  expect(sent.status()).toBe(200);
  await page.goto('/newsletter?sent=1');
  await expectCleanAtEveryWidth(page, 'subscribed', shot);
  await page.goto(await confirmLink(email));
  await expectCleanAtEveryWidth(page, 'confirm', shot);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expectCleanAtEveryWidth(page, 'confirmed', shot);
  await page.getByRole('link', { name: 'Choose your topics' }).click();
  await expectCleanAtEveryWidth(page, 'preferences', shot);
});
