import fs from 'node:fs/promises';
import { PATHS } from '../../src/config/paths';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import {
  createAccount,
  expectLoggedIn,
  expectLoggedOut,
  openPage,
  PASSWORD,
  siteOrigin,
  staffAccount,
  startWithToken,
  storedToken,
} from '../support/support';

// Courses, certificates and a member's data in a real browser against the real server
// (docs/product.md §10.18): a visitor presses Enrol, logs in and is brought back to enrol (asked
// once, told what happens next: its own test at both widths); staff
// mark the course completed; the profile counts it and links the certificate, which an anonymous
// visitor can verify at its address (and an unknown code is a 404); the member downloads their
// data and deletes the account, after which the old password no longer logs in. Each new page
// and changed screen is axe-clean, light and dark.

test('enrol from the course page, completed by staff, certificate verified, data taken, account deleted', async ({
  page,
  browser,
  siteErrors,
}) => {
  // Nine screens of the journey, each checked by axe.
  allowTimeFor({ axe: 9 });
  // The login with the deleted account's password is refused, as it should be.
  siteErrors.allow(/HTTP 401 POST .*\/api\/auth\/login$/);
  siteErrors.allow(/console error .*status of 401 .*\/api\/auth\/login\)$/);
  const member = await createAccount(page.request, 'learner');
  const staff = await staffAccount(page);
  const main = page.getByRole('main');

  // A visitor not logged in: Enrol leads to the login page, which brings them back.
  await openPage(page, PATHS.courseWebDevelopment);
  await expect(main.getByText('You will be asked to log in or sign up first.')).toBeVisible();
  await expectAxeClean(page);
  await main.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.courseWebDevelopment}$`));
  await expectLoggedIn(page);
  await main.getByRole('button', { name: 'Enrol', exact: true }).click();
  await main.getByRole('button', { name: 'Yes, enrol me' }).click();
  await expect(main.getByText('You are enrolled in this course.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Leave the course' })).toBeVisible();
  await expectAxeClean(page);
  const memberToken = (await storedToken(page))!;

  // Staff mark it completed on the Enrolments screen.
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.enrolments);
  const row = main.getByRole('listitem').filter({ hasText: member.email });
  await expect(row).toContainText('Enrolled');
  await expectAxeClean(page);
  await row.getByLabel(/^Completed on/).fill('2026-06-30');
  await row.getByRole('button', { name: /^Mark completed/ }).click();
  await expect(row).toContainText('Completed on 30 June 2026');
  await expect(row.getByRole('link', { name: /^Certificate/ })).toBeVisible();

  // The member's profile counts it and links the certificate.
  await startWithToken(page, memberToken);
  await openPage(page, PATHS.profile);
  const stats = main.getByRole('region', { name: 'Your progress' });
  await expect(stats.getByText('Completed courses').locator('..')).toContainText('1');
  await expect(stats.getByText('Enrolled courses').locator('..')).toContainText('0');
  const courses = main.getByRole('region', { name: 'Courses and certificates' });
  const certificateLink = courses.getByRole('link', { name: 'Certificate (Web Development)' });
  await expect(certificateLink).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your data' })).toBeVisible();
  await expectAxeClean(page);
  const certificateUrl = new URL((await certificateLink.getAttribute('href'))!, siteOrigin());

  // Anyone with the address sees the name, the course and the date; an unknown code is a 404.
  const visitor = await browser.newContext({ baseURL: siteOrigin() });
  try {
    const anonymous = await visitor.newPage();
    const answer = await anonymous.goto(certificateUrl.pathname);
    expect(answer?.status()).toBe(200);
    const certificate = anonymous.getByRole('article');
    await expect(certificate).toContainText(member.email.split('@')[0]!);
    await expect(certificate).toContainText('Web Development');
    await expect(certificate).toContainText('30 June 2026');
    await expect(certificate).not.toContainText(member.email);
    await expect(anonymous.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAxeClean(anonymous);
    const unknown = await anonymous.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown?.status()).toBe(404);
  } finally {
    await visitor.close();
  }

  // The member downloads their data: one JSON file, every section, no secret.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    enrolments: { course: string; status: string; certificateCode: string }[];
    sessions: unknown[];
  };
  expect(data.profile.email).toBe(member.email);
  expect(data.enrolments).toEqual([
    expect.objectContaining({ course: 'webdevelopment', status: 'completed' }),
  ]);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|\$argon2|tokenHash/);

  // And deletes the account: logged out, told so; the old password no longer logs in.
  const dataCard = main.getByRole('region', { name: 'Your data' });
  await dataCard.getByText('Delete my account…').click();
  await dataCard.getByLabel('Your password').fill(PASSWORD);
  await dataCard.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expectAxeClean(page);
  await dataCard.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByText('Your account has been deleted.', { exact: false })).toBeVisible();
  await expectLoggedOut(page);
  await openPage(page, PATHS.login);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(member.email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(main.getByText('Invalid email or password')).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px, Enrol asks once, saying what happens next`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const member = await createAccount(page.request, 'asked');
    await openPage(page, PATHS.home);
    await startWithToken(page, member.token);
    await openPage(page, PATHS.courseWebDevelopment);
    const main = page.getByRole('main');
    const enrol = main.getByRole('button', { name: 'Enrol', exact: true });
    await enrol.click();
    const question = main.getByRole('group', { name: 'Enrol in Web Development ($1,200)?' });
    await expect(question).toBeInViewport();
    await expect(question.getByText('Enrol in Web Development ($1,200)?')).toBeFocused();
    await expect(question).toContainText('You are enrolled at once');
    await expectAxeClean(page);

    // Not now: nothing changes, and the keyboard carries on from Enrol.
    await question.getByRole('button', { name: 'Not now' }).click();
    await expect(enrol).toBeFocused();
    const mine = await page.request.get('/api/enrolments', {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(((await mine.json()) as { enrolments: unknown[] }).enrolments).toEqual([]);

    await enrol.click();
    await main.getByRole('button', { name: 'Yes, enrol me' }).click();
    await expect(main.getByText('You are enrolled in this course.')).toBeVisible();
    await expectAxeClean(page);
  });
}
