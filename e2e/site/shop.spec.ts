import { PATHS } from '../../src/config/paths';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openPage, siteOrigin } from '../support/support';

// The demo shop: search narrows the grid; the cart counts, survives a reload, lists its lines at
// /cart and empties when the line is removed; a quantity typed as 0 asks before removing.

test('search, add to cart twice, reload, remove from the cart', async ({ page }) => {
  await openPage(page, PATHS.products);
  const main = page.getByRole('main');
  const addButtons = main.getByRole('button', { name: 'Add to Cart' });
  await expect(addButtons.first()).toBeVisible();
  const all = await addButtons.count();
  expect(all, 'products in the grid').toBeGreaterThan(1);

  // Search by one product's title: the grid narrows to fewer cards, that product among them.
  const titles = await main.getByRole('heading', { level: 2 }).allInnerTexts();
  const pick = titles.find((t) => titles.filter((o) => o === t).length === 1) ?? titles[0] ?? '';
  const search = main.getByRole('searchbox');
  await search.fill(pick);
  await expect.poll(() => addButtons.count()).toBeLessThan(all);
  expect(await addButtons.count()).toBeGreaterThanOrEqual(1);
  await expect(main.getByRole('heading', { level: 2, name: pick })).toBeVisible();
  await search.fill('');
  await expect.poll(() => addButtons.count()).toBe(all);

  // Add the same product twice: the cart link says 2.
  const cartLink = main.getByRole('link', { name: /^cart\b/i }).first();
  await expect(cartLink).toHaveAccessibleName(/\b0\b/);
  const card = main.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: pick, exact: true }),
  });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink).toHaveAccessibleName(/\b1\b/);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink).toHaveAccessibleName(/\b2\b/);
  await expect(cartLink, 'the badge shows the count').toContainText('2');
  expect(await page.evaluate(() => window.localStorage.getItem('cart'))).not.toBeNull();

  await page.reload();
  await expect(main.getByRole('link', { name: /^cart\b/i }).first()).toHaveAccessibleName(/\b2\b/);

  // The cart lists the line; removing it leaves the empty state.
  await main
    .getByRole('link', { name: /^cart\b/i })
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === PATHS.cart);
  const line = main.getByRole('listitem').filter({ hasText: pick });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: /remove/i }).click();
  await expect(line).toHaveCount(0);
  await expect(main.getByText(/your cart is empty/i)).toBeVisible();
  await expect(main.getByRole('link', { name: /^cart\b/i }).first()).toHaveAccessibleName(/\b0\b/);
  await page.reload();
  await expect(main.getByText(/your cart is empty/i)).toBeVisible();
});

test("the footer's Templates link opens the shop filtered to templates", async ({ page }) => {
  await openPage(page, PATHS.home);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Templates' }).click();
  await page.waitForURL((url) => url.pathname === PATHS.products);
  expect(new URL(page.url()).searchParams.get('category')).toBe('templates');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
});

test('the products are in the page the server sends: shown before any script runs, and not asked for again', async ({
  browser,
  page,
}) => {
  // What the server answers now (server/site/live-pages.ts), without JavaScript.
  const api = (await (await page.request.get('/api/products')).json()) as { title: string }[];
  expect(api.length).toBeGreaterThan(1);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: siteOrigin() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(PATHS.products);
    const headings = plain.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(api.map((p) => p.title));
    await expect(plain.getByRole('main').getByRole('img').first()).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  } finally {
    await noScript.close();
  }

  // With JavaScript: the app takes the page over without asking the API for the products.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  await openPage(page, PATHS.products);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    api.map((p) => p.title),
  );
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^cart\b/i })
      .first(),
  ).toHaveAccessibleName(/\b1\b/);
  expect(asked.filter((url) => url.includes('product'))).toEqual([]);
});

test('without JavaScript a search is sent as a form and the server answers with its matches', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: siteOrigin() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(PATHS.products);
    const main = plain.getByRole('main');
    await main.getByRole('searchbox').fill('harb agen');
    await main.getByRole('searchbox').press('Enter');
    await plain.waitForURL((url) => url.searchParams.get('q') === 'harb agen');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Harbour: Agency Website Template',
    ]);
    await expect(main.getByText(/^Showing 1 of \d+ products$/)).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveValue('harb agen');
    // A category chip is a link: it keeps the search.
    await main.getByRole('link', { name: 'Audits' }).click();
    await plain.waitForURL((url) => url.searchParams.get('category') === 'audits');
    await expect(main.getByText('No products match “harb agen”.')).toBeVisible();
  } finally {
    await noScript.close();
  }
});

for (const width of [375, 1280]) {
  test(`at ${width} px, a quantity typed as 0 asks whether to remove the item`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, PATHS.products);
    const main = page.getByRole('main');
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    const title = (await card.first().getByRole('heading', { level: 2 }).innerText()).trim();
    await card.first().getByRole('button', { name: 'Add to Cart' }).click();
    await card.first().getByRole('button', { name: 'Add to Cart' }).click();
    await openPage(page, PATHS.cart);
    const box = main.getByRole('spinbutton', { name: `Quantity of ${title}` });
    await expect(box).toHaveValue('2');
    await box.fill('0');
    const question = main.getByRole('group', {
      name: `Remove ${title} from your cart?`,
      exact: false,
    });
    await expect(question.getByRole('status')).toHaveText(
      `Remove ${title} from your cart? The smallest quantity is 1.`,
    );
    await expect(question).toBeInViewport();
    await expectAxeClean(page);

    // Keep: the quantity it had.
    await question.getByRole('button', { name: 'Keep 2' }).click();
    await expect(question).toHaveCount(0);
    await expect(box).toHaveValue('2');
    // Asked again, Remove removes it.
    await box.fill('0');
    await question.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
}
