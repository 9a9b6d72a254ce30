import type { Locator } from '@playwright/test';
import { QUOTE_THANKS } from '../../contract/values/constants';
import { PATHS } from '../../src/config/paths';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { allowTimeFor } from '../support/time';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, storedContactMessages, uniqueEmail } from '../support/support';

// The quote wizard in a real browser against the real server (docs/product.md, "The quote
// wizard"): from a pricing tier's "Get a quote" to the staff inbox and the leads board, axe-clean
// (light and dark) at every step; and without JavaScript, every step a form the server answers, to
// its acknowledgement.

const stepHeading = (main: Locator, name: string) => main.getByRole('heading', { level: 2, name });

const answer = (main: Locator, question: string, choice: string) =>
  main
    .getByRole('group', { name: question })
    .getByRole('radio', { name: choice, exact: true })
    .check();

const SCOPE: [string, string][] = [
  ['How many pages or screens?', '6 to 20'],
  ['How many existing systems should it connect to?', 'One'],
  ['Are the texts and images ready?', 'Some of them'],
  ['When do you need it?', 'No fixed date'],
  ['What budget do you have in mind?', '$10,000 to $30,000'],
];

test('a visitor asks for a quote from a pricing tier; staff find it in the inbox and win the lead', async ({
  page,
}) => {
  // Each step of the wizard and the inbox's screens, checked by axe.
  allowTimeFor({ axe: 7 });
  const staff = await staffAccount(page);
  const email = uniqueEmail('quote');
  await openPage(page, PATHS.pricing);
  await page
    .getByRole('region', { name: 'Web Development' })
    .getByRole('article', { name: 'Standard' })
    .getByRole('link', { name: /Get a quote/ })
    .click();
  await page.waitForURL((url) => url.pathname === PATHS.quote);
  expect(new URL(page.url()).search).toBe('?service=web-development&tier=standard');

  const main = page.getByRole('main');
  const range = page.getByRole('complementary', { name: 'Indicative price range' });
  await expect(stepHeading(main, 'Step 1 of 5: Service')).toBeVisible();
  await expect(main.getByRole('radio', { name: /Web Development/ })).toBeChecked();
  await expect(range).toContainText('$20,000 – $30,000');
  await expect(range).toContainText('not an offer');
  await expectAxeClean(page);

  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(main, 'Step 2 of 5: Tier')).toBeFocused();
  await expect(main.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expectAxeClean(page);

  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(main, 'Step 3 of 5: Scope')).toBeFocused();
  await main.getByRole('button', { name: 'Next' }).click();
  // Nothing answered: every question says so, and the focus is on the first.
  await expect(main.getByText('Please choose an answer.')).toHaveCount(5);
  await expect(
    main.getByRole('group', { name: SCOPE[0]![0] }).getByRole('radio').first(),
  ).toBeFocused();
  await expectAxeClean(page);
  for (const [question, choice] of SCOPE) await answer(main, question, choice);
  await expect(range).toContainText('$25,500 – $38,000');
  await expectAxeClean(page);

  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(main, 'Step 4 of 5: Contact details')).toBeFocused();
  await main.getByRole('textbox', { name: 'Full name' }).fill('Ada Quote');
  await main.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Quote');
  await expectAxeClean(page);
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('textbox', { name: /Company/ }).fill('Analytical Engines Ltd');
  await main.getByRole('textbox', { name: /Anything else/ }).fill('An online catalogue, please.');

  await main.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(main, 'Step 5 of 5: Review and send')).toBeFocused();
  await expect(main.getByText('Analytical Engines Ltd')).toBeVisible();
  await expectAxeClean(page);

  // A reload keeps the tab's wizard.
  await page.reload();
  await expect(stepHeading(main, 'Step 5 of 5: Review and send')).toBeVisible();
  await expect(main.getByText('Analytical Engines Ltd')).toBeVisible();

  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/quote') && r.request().method() === 'POST',
  );
  await main.getByRole('button', { name: 'Send request' }).click();
  expect((await sent).status()).toBe(201);
  await expect(main.getByRole('status')).toHaveText(QUOTE_THANKS);
  await expectAxeClean(page);

  const [row] = storedContactMessages(email);
  expect(row?.subject).toBe('Quote: Web Development — Standard');

  await page.goto(STAFF_PATHS.inbox);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page
    .getByRole('button', { name: /Quote: Web Development — Standard/ })
    .first()
    .click();
  const detail = page.getByRole('article', { name: 'Quote: Web Development — Standard' });
  for (const [question, choice] of SCOPE) {
    await expect(detail).toContainText(`${question}: ${choice}`);
  }
  await expect(detail).toContainText('Company: Analytical Engines Ltd');
  await expect(detail).toContainText('An online catalogue, please.');

  // The same request is a lead on the board, its answers in its panel; staff win it.
  await page.getByRole('link', { name: 'Leads', exact: true }).click();
  const newColumn = page.getByRole('region', { name: /^New \(\d+\)/ });
  await newColumn.getByRole('button', { name: 'Open Ada Quote' }).first().click();
  const panel = page.getByRole('region', { name: 'Ada Quote' });
  for (const [question, choice] of SCOPE) {
    await expect(panel.getByRole('term').filter({ hasText: question })).toBeVisible();
    await expect(panel.getByRole('definition').filter({ hasText: choice })).toBeVisible();
  }
  await expect(panel).toContainText('$25,500 – $38,000');
  await page.keyboard.press('Escape');
  await newColumn.getByRole('button', { name: 'Move Ada Quote' }).first().click();
  await page.getByRole('button', { name: 'To Won' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Moved Ada Quote to Won.' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // The page's script preloads, which a browser without JavaScript refuses to fetch.
  test.beforeEach(({ siteErrors }) => siteErrors.allow(/^request failed: GET \S+\.js csp$/));

  test('each step is a form the server answers, with messages and answers kept, then sent', async ({
    page,
  }) => {
    const email = uniqueEmail('quote-nojs');
    await page.goto(`${PATHS.quote}?service=mobile-app-development`);
    const main = page.getByRole('main');
    await expect(stepHeading(main, 'Step 1 of 5: Service')).toBeVisible();
    await expect(main.getByRole('radio', { name: /Mobile App Development/ })).toBeChecked();
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(main, 'Step 2 of 5: Tier')).toBeVisible();
    await main.getByRole('radio', { name: /Not sure/ }).check();
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(main, 'Step 3 of 5: Scope')).toBeVisible();
    await answer(main, SCOPE[0]![0], SCOPE[0]![1]);
    await main.getByRole('button', { name: 'Next' }).click();
    // The server's answer: the same step, its messages, the answer given kept.
    await expect(stepHeading(main, 'Step 3 of 5: Scope')).toBeVisible();
    await expect(main.getByText('Please choose an answer.')).toHaveCount(4);
    await expect(
      main.getByRole('group', { name: SCOPE[0]![0] }).getByRole('radio', { name: SCOPE[0]![1] }),
    ).toBeChecked();
    for (const [question, choice] of SCOPE.slice(1)) await answer(main, question, choice);
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(main, 'Step 4 of 5: Contact details')).toBeVisible();
    await main.getByRole('textbox', { name: 'Full name' }).fill('Nora Script');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByText('Please enter your email address.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Full name' })).toHaveValue('Nora Script');
    await main.getByRole('textbox', { name: 'Email' }).fill(email);
    await main.getByRole('button', { name: 'Next' }).click();

    await expect(stepHeading(main, 'Step 5 of 5: Review and send')).toBeVisible();
    await expect(main.getByText('Nora Script')).toBeVisible();
    // Back keeps every answer.
    await main.getByRole('button', { name: 'Back' }).click();
    await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByRole('button', { name: 'Send request' }).click();

    await page.waitForURL((url) => url.pathname === PATHS.quote && url.search === '?sent=1');
    await expect(main.getByRole('status')).toHaveText(QUOTE_THANKS);
    const [row] = storedContactMessages(email);
    expect(row?.subject).toBe('Quote: Mobile App Development — Not sure');
    expect(row?.message).toContain('How many pages or screens?: 6 to 20');
  });
});
