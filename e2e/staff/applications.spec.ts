import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { PDF, posting } from '../support/hiring';
import {
  createAccount,
  openPage,
  readOutboxEmail,
  staffAccount,
  startWithToken,
  uniqueEmail,
} from '../support/support';

// Job applications in a real browser against the real server (docs/product.md §10.17): a
// candidate applies with a PDF on a posting's page; the hiring inbox is emailed a link to it (the
// link opens it for an admin); the CV's address answers 401 to anonymous callers and 403 to a
// member; an admin moves the application through the stages on the Applications screen and
// sends the interview invitation, which is in the outbox with the acknowledgement; and the
// retention job (every 2 s here: e2e/support/global-setup.ts) deletes an application, CV included, once
// its posting's closing time is long past. The form and the staff screen are axe-clean, light
// and dark.

/** Where the server sends notices of applications: HIRING_INBOX, the contact inbox by default. */
const HIRING_INBOX = 'support@kestrel.example';

/** The rows of the server's SQLite file that hold application `id`'s CV. */
/** Runs `run` on the server's database file, behind its back. */
function withDatabase<T>(run: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'kestrel.db'), {
    readonly,
    fileMustExist: true,
  });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

function storedCvRows(id: number): number {
  return withDatabase(
    (db) =>
      (
        db
          .prepare('SELECT count(*) AS n FROM application_files WHERE application_id = ?')
          .get(id) as { n: number }
      ).n,
  );
}

/** When the application's retention period started (null: its posting is still open). */
function retentionFrom(id: number): string | null {
  return withDatabase(
    (db) =>
      (
        db.prepare('SELECT retention_from FROM applications WHERE id = ?').get(id) as {
          retention_from: string | null;
        }
      ).retention_from,
  );
}

test('a candidate applies with a PDF; admins alone read the CV, move it and invite', async ({
  page,
  request,
}) => {
  allowTimeFor({ axe: 3 });
  const staff = await staffAccount(page);
  const auth = { authorization: `Bearer ${staff.token}` };
  const title = `E2E Tester ${Date.now()}`;
  const created = await request.post('/api/staff/posts', { headers: auth, data: posting(title) });
  expect(created.status(), await created.text()).toBe(201);
  const { id: postId, slug } = (await created.json()) as { id: number; slug: string };

  // The candidate, on the posting's page.
  const email = uniqueEmail('candidate');
  await openPage(page, `/careers/jobs/${slug}`);
  const form = page.getByRole('region', { name: 'Apply for this role' });
  await expectAxeClean(page);
  await form.getByLabel('Full name').fill('Ada Candidate');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Portfolio (optional)').fill('https://ada.example');
  await form.getByLabel('Cover letter').fill('I test things until they break, then fix them.');
  await form
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(/We keep your application and CV for 180 days/).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('status')).toContainText(`application for ${title}`);
  await expect(form.getByLabel('Full name')).toHaveValue('');
  const ack = await readOutboxEmail('application-received', email);
  expect(ack.subject).toBe(`We received your application: ${title}`);
  // The hiring inbox (the contact inbox here) is told, with a link to the application only.
  const notice = await readOutboxEmail('application-notice', HIRING_INBOX, 10_000, title);
  expect(notice.subject).toBe(`New job application: Ada Candidate for ${title}`);
  expect(notice.attachments).toEqual([]);
  expect(notice.text).not.toContain(email);
  const noticeLink = new URL(
    /https?:\/\/\S+\/staff\/applications\?posting=\d+&application=\d+/.exec(notice.text ?? '')![0],
  );

  // The CV's address: 401 without a session, 403 for a member.
  const list = await request.get(`/api/staff/applications?postId=${postId}`, { headers: auth });
  const [application] = (await list.json()) as { id: number }[];
  const cvUrl = `/api/staff/applications/${application!.id}/cv`;
  expect((await request.get(cvUrl)).status()).toBe(401);
  const member = await createAccount(request, 'member');
  const asMember = await request.get(cvUrl, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(asMember.status()).toBe(403);

  // The admin, on the Applications screen.
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.applications);
  await page.getByLabel('Posting').selectOption(String(postId));
  await page.getByRole('button', { name: /^Ada Candidate/ }).click();
  const panel = page.getByRole('article', { name: 'Ada Candidate' });
  await expect(panel.getByRole('button', { name: 'Download ada-cv.pdf' })).toBeVisible();
  await expect(panel.getByText('Nothing done by staff yet.')).toBeVisible();
  await expectAxeClean(page);
  // On a phone the screen fits its width, however long the posting's title in the filter.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download ada-cv.pdf' }).click();
  expect(fs.readFileSync(await (await download).path()).equals(PDF)).toBe(true);
  for (const stage of ['Screening', 'Interview']) {
    await panel.getByLabel('Move to stage').selectOption({ label: stage });
    await expect(page.getByRole('button', { name: /^Ada Candidate/ })).toContainText(stage);
  }
  await panel.getByRole('button', { name: 'Interview invitation' }).click();
  const preview = panel.getByRole('region', { name: 'Preview: Interview invitation' });
  await expect(preview).toContainText('Hello Ada Candidate,');
  await expectAxeClean(page);
  await preview.getByRole('button', { name: 'Send this email' }).click();
  await expect(panel.getByRole('status')).toContainText(`Sent to ${email}`);
  const invitation = await readOutboxEmail('application-interview', email);
  expect(invitation.subject).toBe(`Interview invitation: ${title}`);

  // The notice's link opens the application, for an admin who is logged in.
  await openPage(page, `${noticeLink.pathname}${noticeLink.search}`);
  await expect(page.getByRole('article', { name: 'Ada Candidate' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === STAFF_PATHS.applications && !url.search);

  // The Emails screen lists both of the candidate's emails among those sent.
  await openPage(page, STAFF_PATHS.emails);
  await page.getByLabel('Show').selectOption('sent');
  const rows = page.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: 'Job application, interview invitation' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Job application, acknowledgement' })).toBeVisible();
});

test('the retention job deletes an application and its CV once its period has run', async ({
  page,
  request,
}) => {
  const staff = await staffAccount(page);
  const auth = { authorization: `Bearer ${staff.token}` };
  const title = `E2E Expiring ${Date.now()}`;
  const created = await request.post('/api/staff/posts', { headers: auth, data: posting(title) });
  const { id: postId, slug } = (await created.json()) as { id: number; slug: string };
  const applied = await request.post(`/api/posts/${slug}/applications`, {
    multipart: {
      fullName: 'Old Candidate',
      email: uniqueEmail('expiring'),
      coverLetter: 'Please keep me in mind.',
      consent: 'yes',
      cv: { name: 'old.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  expect(storedCvRows(id)).toBe(1);

  // Staff close the posting: the job's next round (every 2 s here) starts the clock.
  const closed = await request.put(`/api/staff/posts/${postId}`, {
    headers: auth,
    data: posting(title, { closed: true }),
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await expect.poll(() => retentionFrom(id), { timeout: 20_000 }).not.toBeNull();
  expect(storedCvRows(id)).toBe(1);

  // 181 days pass (the clock moved back in the database): the next round deletes it.
  const started = new Date(Date.now() - 181 * 24 * 3600 * 1000).toISOString();
  withDatabase(
    (db) => db.prepare('UPDATE applications SET retention_from = ? WHERE id = ?').run(started, id),
    false,
  );

  await expect
    .poll(
      async () => (await request.get(`/api/staff/applications/${id}`, { headers: auth })).status(),
      {
        timeout: 20_000,
      },
    )
    .toBe(404);
  expect(storedCvRows(id)).toBe(0);
});
