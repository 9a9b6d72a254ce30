import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { openPage, storedContactMessages, uniqueEmail } from '../support/support';

// The contact form really delivers: the visitor's message is confirmed, and the server has it
// (read back from its database file, not through any public endpoint).

const FIELDS = ['Full Name', 'Email', 'Subject', 'Message'] as const;

const field = (page: Page, label: (typeof FIELDS)[number]) =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });

test('a message sent is confirmed and stored on the server', async ({ page }) => {
  const email = uniqueEmail('contact');
  const message = {
    fullName: 'Grace Contact',
    subject: `A website for our bakery ${Date.now().toString(36)}`,
    body: 'Hello, we would like a quote for a small website with online orders.\nThanks!',
  };

  await openPage(page, PATHS.contact);
  const main = page.getByRole('main');
  // Business hours and the contact details sit beside the form.
  await expect(main.getByText(/9:00\s*AM/).first()).toBeVisible();

  await field(page, 'Full Name').fill(message.fullName);
  await field(page, 'Email').fill(email);
  await field(page, 'Subject').fill(message.subject);
  await field(page, 'Message').fill(message.body);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await main.getByRole('button', { name: 'Send Message' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  const { message: confirmation } = (await answer.json()) as { message: string };
  await expect(main.getByRole('status').filter({ hasText: confirmation })).toBeVisible();

  const rows = storedContactMessages(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: message.fullName,
    email,
    subject: message.subject,
    message: message.body,
  });
});

test('an incomplete message is not sent: the empty fields say so', async ({ page }) => {
  await openPage(page, PATHS.contact);
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posted = true;
  });
  for (const label of FIELDS) await expect(field(page, label)).toHaveAttribute('required', '');
  await field(page, 'Full Name').fill('Nobody');
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  for (const label of ['Email', 'Subject', 'Message'] as const) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Email')).toBeFocused();
  await page.waitForTimeout(500);
  expect(posted, 'an incomplete message is not sent').toBe(false);
});
