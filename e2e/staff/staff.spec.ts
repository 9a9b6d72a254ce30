import { COLLECTIONS } from '../../contract/values/collections';
import { APP_ONLY_ROUTES } from '../../src/config/appOnlyRoutes';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { axeViolationsLightAndDark, expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import {
  mainNav,
  openPage,
  readOutboxEmail,
  seedFailedEmail,
  staffAccount,
  startWithToken,
  uniqueEmail,
} from '../support/support';

// The back office in a real browser against the real server: a contact message reaches the inbox,
// a published job reaches /careers/jobs (an uploaded product image: media.spec.ts), a member is
// turned away, every staff page is axe-clean in light and dark, the inbox works by keyboard, a
// failed email is sent again from the Emails page.

test('a contact message reaches the inbox; staff log in from /staff, open it and mark it handled', async ({
  page,
}) => {
  const subject = `Website quote ${Date.now()}`;
  const staff = await staffAccount(page);
  await openPage(page, '/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill('Rita Visitor');
  await main.getByLabel('Email').fill('rita@example.com');
  await main.getByLabel('Subject').fill(subject);
  await main.getByRole('textbox', { name: 'Message' }).fill('Could you build our shop?');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText(/Thanks for your message/)).toBeVisible();

  await page.goto(STAFF_PATHS.inbox);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(
    mainNav(page).getByRole('link', { name: /^Staff/, includeHidden: true }),
  ).toBeAttached();

  const item = page.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('Unread');
  await item.click();
  const detail = page.getByRole('article', { name: subject });
  await expect(detail.getByText('Could you build our shop?')).toBeVisible();
  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expect(detail.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await expect(item).not.toContainText('Unread');
});

test('a job staff publish is on /careers/jobs at once', async ({ page }) => {
  const staff = await staffAccount(page);
  const title = `Platform Engineer ${Date.now()}`;
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, COLLECTIONS.posts.editorPath);
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Keep our platforms healthy.');
  await page.getByLabel('Published on /careers').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The post is saved.')).toBeVisible();
  await openPage(page, '/careers/jobs');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test.describe('a member', () => {
  test.use({ loggedIn: true });
  test('who types /staff sees "not allowed" and no Staff link', async ({ page }) => {
    await openPage(page, STAFF_PATHS.inbox);
    await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
    await expect(
      mainNav(page).getByRole('link', { name: /^Staff/, includeHidden: true }),
    ).toHaveCount(0);
  });
});

test('an editor logs in, sees the content only; typing /staff/members says "not allowed"', async ({
  page,
}) => {
  const editor = await staffAccount(page, 'editor');
  await page.goto(STAFF_PATHS.members);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/staff\/members$/);
  await openPage(page, STAFF_PATHS.members);
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
  await expect(page.getByText('This page is for administrators only')).toBeVisible();
  await expectAxeClean(page);

  // The back office's address leads to the first content page; no administration in sight.
  await openPage(page, STAFF_PATHS.inbox);
  await expect(page).toHaveURL(/\/staff\/jobs$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeVisible();
  for (const hidden of ['Inbox', 'Leads', 'Members', 'Audit log', 'Emails'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
});

/** The staff pages in a few groups, each its own test: the workers share them. */
const AXE_GROUPS = 4;
for (let group = 0; group < AXE_GROUPS; group += 1) {
  const routes = APP_ONLY_ROUTES.filter((_, i) => i % AXE_GROUPS === group);
  test(`every staff page is axe-clean, light and dark (${group + 1} of ${AXE_GROUPS}: ${routes.length} pages)`, async ({
    page,
  }) => {
    allowTimeFor({ axe: routes.length });
    // The Emails page then shows its table, with a "Send again" button.
    if (routes.includes(STAFF_PATHS.emails)) seedFailedEmail(uniqueEmail('axe'));
    const staff = await staffAccount(page);
    await page.goto('/');
    await startWithToken(page, staff.token);
    const found: string[] = [];
    for (const route of routes) {
      await openPage(page, route);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      if (route === STAFF_PATHS.emails) await expect(page.getByRole('table')).toBeVisible();
      // A content document's editor: its form and versions drawn from the schema.
      if (route.startsWith(`${STAFF_PATHS.content}/`))
        await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
      found.push(...(await axeViolationsLightAndDark(page)));
    }
    expect(found).toEqual([]);
  });
}

test('the inbox works with the keyboard alone', async ({ page, request }) => {
  const subject = `Keyboard ${Date.now()}`;
  const sent = await request.post('/api/contact', {
    data: { fullName: 'Kay', email: 'kay@example.com', subject, message: 'By keyboard.' },
  });
  expect(sent.status()).toBe(201);
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.inbox);
  const search = page.getByLabel('Search messages');
  await search.focus();
  await page.keyboard.type(subject);
  const item = page.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toHaveCount(1);
  await page.keyboard.press('Tab'); // the status filter
  await page.keyboard.press('Tab'); // the message
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: subject, level: 2 });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mark handled' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Mark unread' })).toBeVisible();
});

test('a failed email is listed on the Emails page, sent again, and arrives', async ({ page }) => {
  const to = uniqueEmail('lost');
  seedFailedEmail(to);
  const staff = await staffAccount(page);
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.emails);
  await expect(page.getByRole('link', { name: /^Emails \(\d+ failed emails?\)$/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('Welcome after sign-up');
  await expect(row).toContainText('connect ECONNREFUSED');
  await row.getByRole('button', { name: `Send again to ${to}` }).click();
  await expect(page.getByRole('status').filter({ hasText: to })).toContainText(
    `The email to ${to} is queued again`,
  );
  await expect(row).toHaveCount(0);
  // The worker sends it at once: the server writes it to its outbox folder.
  const mail = await readOutboxEmail('welcome', to);
  expect(mail.subject).toBe('Welcome to Kestrel Software');
  await page.getByLabel('Show').selectOption('sent');
  await expect(page.getByRole('row').filter({ hasText: to })).toContainText('Sent');
});

test('the navigation bar fits at every desktop width, for staff with unread messages too', async ({
  page,
  request,
}) => {
  const sent = await request.post('/api/contact', {
    data: { fullName: 'Nav', email: 'nav@example.com', subject: 'Width', message: 'Unread.' },
  });
  expect(sent.status()).toBe(201);
  const nav = mainNav(page);
  /** Every item of the bar inside the window, none over another, the brand clear of the links. */
  const expectFits = async (width: number, who: string) => {
    await page.setViewportSize({ width, height: 800 });
    // The brand, the search form and each item, left to right; the brand's own right edge is
    // where its words end (they may run past its box when it is squeezed).
    const boxes = await nav.locator(':scope > a, form, li').evaluateAll((items) =>
      items
        .filter((item) => item.getClientRects().length > 0)
        .map((item) => {
          const r = item.getBoundingClientRect();
          const overflow = Math.max(0, item.scrollWidth - item.clientWidth);
          const text = item.textContent?.trim() || item.tagName.toLowerCase();
          return { text, left: r.left, right: r.right + overflow };
        }),
    );
    expect(boxes.length, `${who} at ${width} px: items in the bar`).toBeGreaterThanOrEqual(7);
    for (const [i, box] of boxes.entries()) {
      expect(box.left, `${who} at ${width} px: ${box.text}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${who} at ${width} px: ${box.text}`).toBeLessThanOrEqual(width);
      const next = boxes[i + 1];
      if (next)
        expect(box.right, `${who} at ${width} px: ${box.text} | ${next.text}`).toBeLessThanOrEqual(
          next.left + 0.5,
        );
    }
  };

  const staff = await staffAccount(page);
  await openPage(page, '/');
  for (const width of [1024, 1152, 1280]) await expectFits(width, 'a visitor');
  await startWithToken(page, staff.token);
  await expect(nav.getByRole('link', { name: /^Staff/ })).toBeVisible();
  for (const width of [1024, 1152, 1280]) await expectFits(width, 'staff');
});
