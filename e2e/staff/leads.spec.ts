import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { openPage, staffAccount, startWithToken } from '../support/support';

// Leads in a real browser against the real server: a message sent through the public contact form
// is a new lead on the board; staff drag it to "Contacted", then move it to "Won" with the
// keyboard alone (each move announced); the CSV export downloads, holds it, and neutralises its
// formula-looking subject; the board, the list and a lead's panel are axe-clean, light and dark.

/** Reads CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF between records). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error('The CSV does not end with CRLF');
  return records;
};

test('a contact message is a lead: dragged, moved to Won by keyboard, exported as safe CSV', async ({
  page,
}) => {
  allowTimeFor({ axe: 3 });
  const name = `Rita Lead ${Date.now()}`;
  const subject = `=HYPERLINK("http://evil.example","${name}")`;
  // Before any page sets its XSRF cookie on the context that the API calls share.
  const staff = await staffAccount(page);
  await openPage(page, '/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill(name);
  await main.getByLabel('Email').fill('rita.lead@example.com');
  await main.getByLabel('Subject').fill(subject);
  await main.getByRole('textbox', { name: 'Message' }).fill('Could you build our shop?');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText(/Thanks for your message/)).toBeVisible();

  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.leads);
  const newColumn = page.getByRole('region', { name: /^New \(\d+\)/ });
  await expect(newColumn.getByRole('button', { name: `Move ${name}` })).toBeVisible();
  await expectAxeClean(page);

  // Drag and drop: from New to Contacted.
  const contacted = page.getByRole('region', { name: /^Contacted \(\d+\)/ });
  await newColumn.getByRole('listitem').filter({ hasText: name }).dragTo(contacted);
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${name} to Contacted.` }),
  ).toBeVisible();
  const move = contacted.getByRole('button', { name: `Move ${name}` });
  await expect(move).toBeVisible();

  // The keyboard alone: focus the card's Move button, open its menu (To New, To Proposal sent,
  // To Won, To Lost), choose "To Won".
  await move.focus();
  await page.keyboard.press('Enter');
  await expect(move).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'To Won' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Moved ${name} to Won.` })).toBeVisible();
  const wonColumn = page.getByRole('region', { name: /^Won \(\d+\)/ });
  await expect(wonColumn.getByRole('button', { name: `Move ${name}` })).toBeFocused();

  // The lead's panel.
  await wonColumn.getByRole('button', { name: `Open ${name}` }).click();
  const panel = page.getByRole('region', { name });
  await expect(panel.getByText('Could you build our shop?')).toBeVisible();
  // Its history: the two moves.
  await expect(panel.getByText(/^Stage changed/)).toHaveCount(2);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // The list, filtered by stage: in the address too.
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByLabel('Stage').selectOption('won');
  await expect(page).toHaveURL(/[?&]view=list/);
  await expect(page).toHaveURL(/[?&]stage=won/);
  await expect(page.getByRole('button', { name })).toBeVisible();
  await expectAxeClean(page);

  // The export: today's leads, as a download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(bytes as Buffer[]).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  const cell = (r: string[] | undefined, column: string) => r?.[header.indexOf(column)];
  const row = rows.find((r) => cell(r, 'Name') === name);
  // The stage as the board shows it (its code beside it), the time in the company's time zone.
  expect([cell(row, 'Stage'), cell(row, 'Stage code')]).toEqual(['Won', 'won']);
  expect(cell(row, 'Received (Europe/London)')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(cell(row, 'Subject')).toBe(`'${subject}`);
});

test('an admin erases a lead when its person asks to be forgotten', async ({ page }) => {
  const name = `Fay Forget ${Date.now()}`;
  const staff = await staffAccount(page);
  await openPage(page, '/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill(name);
  await main.getByLabel('Email').fill('fay.forget@example.com');
  await main.getByLabel('Subject').fill('Please forget me');
  await main.getByRole('textbox', { name: 'Message' }).fill('My number is 07700 900123.');
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText(/Thanks for your message/)).toBeVisible();

  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.leads);
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const panel = page.getByRole('region', { name });
  await panel.getByRole('button', { name: 'Erase this lead…' }).click();
  await expect(panel.getByRole('button', { name: 'Erase it for good' })).toBeVisible();
  // (Reaching the panel's end scrolled the board behind it: axe reads the page from its top.)
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page);
  await panel.getByRole('button', { name: 'Erase it for good' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name}'s lead was erased.` }),
  ).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
  // Gone from the server too: a search finds nothing.
  const found = await page.request.get(`/api/staff/leads?q=${encodeURIComponent('Fay Forget')}`, {
    headers: { authorization: `Bearer ${staff.token}` },
  });
  expect(((await found.json()) as { total: number }).total).toBe(0);
});
