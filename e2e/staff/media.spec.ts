// An image staff upload in a real browser against the real server: a product cannot use it before
// it has its alternative text; "About this image" is axe-clean (light and dark, its error shown);
// once described, the shop shows it as a <picture> and the browser fetches its AVIF variant.

import { COLLECTIONS } from '../../contract/values/collections';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { png } from '../support/images';
import { openPage, staffAccount, startWithToken } from '../support/support';

test('an image staff upload for a product shows in the shop', async ({ page, siteErrors }) => {
  siteErrors.allow(/HTTP 400 POST .*\/api\/staff\/products$/);
  siteErrors.allow(/console error .*status of 400 .*\/api\/staff\/products\)$/);
  const staff = await staffAccount(page);
  const title = `Pixel Kit ${Date.now()}`;
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, COLLECTIONS.products.editorPath);
  await page.getByRole('button', { name: 'New product' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Price/).fill('19.99');
  await page.getByLabel(/^Description/).fill('Pixels, kept tidy.');
  await page.getByLabel('Upload an image').setInputFiles({
    name: 'kit.jpg',
    mimeType: 'image/jpeg',
    buffer: png(),
  });
  await expect(page.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
  // The upload's description arrives in a chunk of its own and moves the fields below it: wait
  // for it, as a person would, before ticking the box those fields hold.
  const about = page.getByRole('group', { name: 'About this image' });
  await expect(about).toBeVisible();
  await page.getByLabel('Published in the shop').check();
  // Not before the image has its alternative text: the server says so.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/The image has no alternative text yet/)).toBeVisible();
  // The description of an upload is axe-clean, light and dark, its error shown too.
  await about.getByRole('button', { name: 'Save the description' }).click();
  await expect(about.getByText('Give the image its alternative text.')).toBeVisible();
  await expectAxeClean(page);
  await about.getByLabel(/^Alternative text/).fill('A tidy grid of pixels');
  await about.getByLabel(/^Focal point across/).fill('0.2');
  await about.getByRole('button', { name: 'Save the description' }).click();
  await expect(about.getByText('The description is saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The product is saved.')).toBeVisible();

  await openPage(page, '/products');
  const card = page.getByRole('main').locator('article', { hasText: title });
  await expect(card).toContainText('$19.99');
  // A <picture> of the upload's variants, with the library's alt text.
  const image = card.getByRole('img', { name: 'A tidy grid of pixels' });
  await expect(image).toHaveAttribute('src', /^\/media\/uploads\/.+\.jpg$/);
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /-4\.avif 4w$/,
  );
  await image.scrollIntoViewIfNeeded();
  // The browser took the AVIF variant, and it loaded.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/-4\.avif$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the media library says where an image shows, and deletes one nothing shows', async ({
  page,
}) => {
  const staff = await staffAccount(page);
  const uploaded = await page.request.post('/api/staff/media', {
    headers: { authorization: `Bearer ${staff.token}` },
    multipart: { file: { name: 'spare.png', mimeType: 'image/png', buffer: png() } },
  });
  expect(uploaded.status()).toBe(201);
  const { key } = (await uploaded.json()) as { key: string };
  const described = await page.request.patch(`/api/staff/media/${key}`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { alt: `A spare square ${key}`, focalX: 0.5, focalY: 0.5 },
  });
  expect(described.status()).toBe(200);

  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, '/staff/media');
  await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible();
  const row = page.getByRole('listitem', { name: `A spare square ${key}` });
  await expect(row.getByText('Not used on the site.')).toBeVisible();
  await expectAxeClean(page);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The image is deleted.' })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/media/uploads/${key}.png`)).status()).toBe(404);
});
