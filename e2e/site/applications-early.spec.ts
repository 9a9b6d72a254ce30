import type { Browser, Page } from '@playwright/test';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { expect, type SiteErrors, test } from '../support/fixtures';
import { PDF, publishJob } from '../support/hiring';
import { appAttached, throttle } from '../support/phone';
import {
  openPage,
  readOutboxEmail,
  siteOrigin,
  startWithToken,
  uniqueEmail,
} from '../support/support';

// The job application form before the app attaches, and without JavaScript (docs/product.md
// §10.17; server/site/apply-page.ts): the browser posts the form itself, CV included, and the server
// answers with the posting's page: its confirmation, or the form again with the messages and what
// was typed. With the app on a phone's profile, a form filled and sent as soon as the page paints
// arrives exactly once, whichever takes it; sent while the app's code is held back, the browser
// posts it and the app then attaches to the confirmation. The answers pass axe, light and dark.

const CONSENT = /We keep your application and CV for 180 days/;

/** A refused post answers 400, which the browser reports: expected here. */
const allowRefusals = (siteErrors: SiteErrors) => {
  siteErrors.allow(/HTTP 400 POST .*\/careers\/jobs\//);
  siteErrors.allow(/console error .*status of 400 .*\/careers\/jobs\//);
};

/** The apply form of a posting's page. */
const applyForm = (page: Page) => page.getByRole('region', { name: 'Apply for this role' });

/** Fills the whole form with `email` and a PDF, the consent ticked. */
async function fillForm(page: Page, email: string, name = 'Ada Candidate') {
  const form = applyForm(page);
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Cover letter').fill('I test things until they break, then fix them.');
  await form
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(CONSENT).check();
}

/** The applications staff see for a posting, through the API the Applications screen reads. */
async function applicationsOf(page: Page, token: string, postId: number) {
  const list = await page.request.get(`/api/staff/applications?postId=${postId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()) as { fullName: string; email: string }[];
}

/** The Applications screen, as staff open it in a browser with JavaScript. */
async function staffSee(browser: Browser, token: string, postId: number, name: string) {
  // With JavaScript, whatever the test's own pages use (a new context inherits its options).
  const context = await browser.newContext({ baseURL: siteOrigin(), javaScriptEnabled: true });
  // As every spec's context (e2e/support/fixtures.ts): no request leaves the site.
  await context.route(
    (url) => url.origin !== siteOrigin(),
    (route) => route.abort('blockedbyclient'),
  );
  try {
    const staffPage = await context.newPage();
    await openPage(staffPage, '/');
    await startWithToken(staffPage, token);
    await openPage(staffPage, STAFF_PATHS.applications);
    await staffPage.getByLabel('Posting').selectOption(String(postId));
    await staffPage.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const panel = staffPage.getByRole('article', { name });
    await expect(panel.getByRole('button', { name: 'Download ada-cv.pdf' })).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('a candidate applies with a PDF; the confirmation shows and staff see it', async ({
    page,
    browser,
  }) => {
    const title = `E2E No Script ${Date.now()}`;
    const { token, id, slug } = await publishJob(page, title);
    const email = uniqueEmail('nojs-candidate');
    await page.goto(`/careers/jobs/${slug}#apply`);
    await fillForm(page, email, 'Nora Script');
    await applyForm(page).getByRole('button', { name: 'Send application' }).click();

    await expect(page).toHaveURL(new RegExp(`/careers/jobs/${slug}\\?applied=1#apply$`));
    await expect(applyForm(page).getByRole('status')).toContainText(`application for ${title}`);
    const ack = await readOutboxEmail('application-received', email);
    expect(ack.subject).toBe(`We received your application: ${title}`);
    expect(await applicationsOf(page, token, id)).toEqual([
      expect.objectContaining({ fullName: 'Nora Script', email }),
    ]);
    await staffSee(browser, token, id, 'Nora Script');
  });

  test('a field wrong: the form again with its message and what was typed, then sent', async ({
    page,
    siteErrors,
  }) => {
    allowRefusals(siteErrors);
    const title = `E2E No Script Refused ${Date.now()}`;
    const { token, id, slug } = await publishJob(page, title);
    const email = uniqueEmail('nojs-refused');
    await page.goto(`/careers/jobs/${slug}`);
    await fillForm(page, 'not an address');
    const form = applyForm(page);
    await form.getByLabel('Portfolio (optional)').fill('ftp://ada.example');
    await form.getByRole('button', { name: 'Send application' }).click();

    await expect(form.getByText('Enter a valid email address.').first()).toBeVisible();
    await expect(form.getByText(/Enter a full web address starting with http/)).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Candidate');
    await expect(form.getByLabel('Email')).toHaveValue('not an address');
    await expect(form.getByLabel('Portfolio (optional)')).toHaveValue('ftp://ada.example');
    await expect(form.getByLabel('Cover letter')).toHaveValue(
      'I test things until they break, then fix them.',
    );
    await expect(form.getByLabel(CONSENT)).toBeChecked();
    await expect(form.getByText(/please choose your CV again/)).toBeVisible();
    expect(await applicationsOf(page, token, id)).toEqual([]);

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Portfolio (optional)').fill('https://ada.example');
    await form
      .getByLabel(/^CV/)
      .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByRole('status')).toContainText(`application for ${title}`);
    expect(await applicationsOf(page, token, id)).toHaveLength(1);
  });
});

test("with the app's scripts doing nothing, the refused page and the confirmation pass axe", async ({
  page,
  siteErrors,
}) => {
  allowRefusals(siteErrors);
  const { slug } = await publishJob(page, `E2E Axe ${Date.now()}`);
  // The scripts arrive empty: the page is on its own, as when they fail to load.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(`/careers/jobs/${slug}`);
  const form = applyForm(page);
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.locator('#apply-fullName-error')).toHaveText(
    'Enter your full name (at most 100 characters, one line).',
  );
  await expect(form.getByLabel('Email')).toHaveValue('not an address');
  await expectAxeClean(page);

  await fillForm(page, uniqueEmail('axe-candidate'));
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toContainText('we received your application');
  await expectAxeClean(page);
});

test.describe('right after the first paint, on a phone profile', () => {
  test('the form filled and sent at once delivers the application, once', async ({ page }) => {
    const title = `E2E Early ${Date.now()}`;
    const { token, id, slug } = await publishJob(page, title);
    const email = uniqueEmail('early-candidate');
    await throttle(page);
    await page.goto(`/careers/jobs/${slug}`, { waitUntil: 'commit' });
    await fillForm(page, email);
    await applyForm(page).getByRole('button', { name: 'Send application' }).click();

    await expect(applyForm(page).getByRole('status')).toContainText(`application for ${title}`, {
      timeout: 30_000,
    });
    await appAttached(page);
    await expect(applyForm(page).getByRole('alert')).toHaveCount(0);
    expect(await applicationsOf(page, token, id)).toEqual([
      expect.objectContaining({ fullName: 'Ada Candidate', email }),
    ]);
  });
});

test('sent before the app has attached, the browser posts it; the app then attaches to the confirmation', async ({
  page,
}) => {
  const title = `E2E Before Attach ${Date.now()}`;
  const { token, id, slug } = await publishJob(page, title);
  const email = uniqueEmail('before-attach');
  // The app's code waits until the form has been sent: the press can only be the browser's.
  let sent = () => {};
  const pressed = new Promise<void>((resolve) => (sent = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await pressed;
    // The first page's requests are gone with it once the browser has posted the form.
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/careers/jobs/${slug}`, { waitUntil: 'commit' });
  await fillForm(page, email);
  await applyForm(page).getByRole('button', { name: 'Send application' }).click();
  await page.waitForURL(new RegExp(`/careers/jobs/${slug}\\?applied=1#apply$`), {
    waitUntil: 'commit',
  });
  sent();

  await expect(applyForm(page).getByRole('status')).toContainText(`application for ${title}`);
  await appAttached(page);
  await expect(applyForm(page).getByRole('status')).toContainText(`application for ${title}`);
  expect(await applicationsOf(page, token, id)).toEqual([
    expect.objectContaining({ fullName: 'Ada Candidate', email }),
  ]);
});

for (const width of [375, 1280]) {
  test(`with the app at ${width} px, the confirmation is brought into view and focused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const title = `E2E Confirmation In View ${width} ${Date.now()}`;
    const { slug } = await publishJob(page, title);
    await openPage(page, `/careers/jobs/${slug}`);
    await fillForm(page, uniqueEmail('in-view'));
    const send = applyForm(page).getByRole('button', { name: 'Send application' });
    await send.click();
    const thanks = applyForm(page).getByRole('status');
    await expect(thanks).toContainText(`application for ${title}`);
    // The candidate was at the bottom of a long form: the thank-you is on screen and has focus.
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport({ ratio: 1 });
    await expect(applyForm(page).getByLabel('Full name')).toHaveValue('');
    await expectAxeClean(page);
  });
}
