// An owner's redirects in a real browser against the real server: /old-offer added on the
// Redirects page leads to the pricing page; a loop is refused at its field with the reason, what
// was typed kept; a gone address shows the "page removed" page with 410. Both are axe-clean at
// 1280 and 375 px, light and dark (screenshots kept with the test's output).

import { expectCleanAtEveryWidth } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

test('an owner redirects an old address to pricing, and a loop is refused', async ({
  page,
  siteErrors,
}) => {
  siteErrors.allow(/HTTP 400 POST .*\/api\/staff\/redirects$/);
  siteErrors.allow(/console error .*status of 400 .*\/api\/staff\/redirects\)$/);
  const owner = await staffAccount(page);
  const old = `/old-offer-${Date.now()}`;
  await page.goto('/');
  await startWithToken(page, owner.token);
  await openPage(page, '/staff/redirects');
  await expect(page.getByRole('heading', { name: 'Redirects', level: 2 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a redirect' });
  await form.getByLabel(/^Old address/).fill(old);
  await form.getByLabel(/^Target/).fill('/pricing');
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText(`${old} is redirected now.`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Redirects' });
  await expect(list.getByRole('listitem').filter({ hasText: old })).toContainText('/pricing');

  // A loop: /pricing cannot lead back to the old address, which leads to it.
  await form.getByLabel(/^Old address/).fill('/pricing');
  await form.getByLabel(/^Target/).fill(old);
  await form.getByRole('button', { name: 'Add redirect' }).click();
  const target = form.getByLabel(/^Target/);
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(`That would loop: ${old} already leads to /pricing.`)).toBeVisible();
  await expect(target).toHaveValue(old);

  // As an owner sees it, error shown, at both widths, light and dark; axe finds nothing.
  await expectCleanAtEveryWidth(page, 'redirects', (file) => test.info().outputPath(file));

  // A visitor following the old address lands on the pricing page, the query kept.
  await page.goto(`${old}?from=mail`);
  await expect(page).toHaveURL(/\/pricing\?from=mail$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a gone address shows the page-removed page with 410', async ({ page, siteErrors }) => {
  const owner = await staffAccount(page, 'editor');
  const old = `/spring-sale-${Date.now()}`;
  siteErrors.allow(new RegExp(`HTTP 410 GET .*${old}$`));
  siteErrors.allow(/console error .*status of 410/);
  const added = await page.request.post('/api/staff/redirects', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { from: old, kind: 'gone' },
  });
  expect(added.status()).toBe(201);
  const answer = await page.goto(old);
  expect(answer?.status()).toBe(410);
  await expect(
    page.getByRole('heading', { name: 'This page has been removed', level: 1 }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  // A page of the site as a visitor sees it, at both widths, light and dark; axe finds nothing.
  await expectCleanAtEveryWidth(page, 'gone', (file) => test.info().outputPath(file));
});
