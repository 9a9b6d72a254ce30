import { STAFF_PATHS } from '../../src/config/staffPaths';
import { expectAxeClean } from '../support/axe';
import { openAllSections } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { pngImage } from '../support/images';
import { openPage, staffAccount, startWithToken } from '../support/support';

// The media library as an owner uses it, in a real browser against the real server: two images
// uploaded at once on the Media page, each showing its progress and then done; one described
// there; placed in the about pages from the picker, its description comes with it; an image
// uploaded in another field without a description stops the publish, the reason beside it.

const WHO_WE_ARE = 'Who we are (/about/who-we-are)';

/** A `size` × `size` PNG of noise (it does not compress: about 3 × size² bytes to send). */
function noisePng(size: number, seed: number): Buffer {
  let state = seed;
  return pngImage(size, () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state >>> 24;
  });
}

test('an owner uploads, describes and places images; an undescribed one stops the publish', async ({
  page,
  siteErrors,
}) => {
  allowTimeFor({ axe: 2 });
  siteErrors.allow(/HTTP 400 POST .*\/api\/staff\/documents\/about\/publish$/);
  siteErrors.allow(/console error .*status of 400 .*\/publish\)$/);
  const staff = await staffAccount(page);
  const stamp = Date.now();
  const harbour = `harbour-${stamp}.png`;
  const board = `whiteboard-${stamp}.png`;
  await page.goto('/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.media);

  // Sent slowly (as over a phone's connection), so that the progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  await page.getByLabel('Choose images to upload').setInputFiles([
    { name: harbour, mimeType: 'image/png', buffer: noisePng(300, stamp % 1000) },
    { name: board, mimeType: 'image/png', buffer: noisePng(300, (stamp % 1000) + 1) },
  ]);
  const uploads = page.getByRole('region', { name: 'Upload images' });
  // Each shows its own progress on the way, then its outcome.
  await expect(uploads.getByText(new RegExp(`^${harbour}: uploading, [0-9]+%$`))).toBeVisible();
  await expect(uploads.getByRole('progressbar', { name: `Upload of ${board}` })).toBeVisible();
  await expect(uploads.getByText(`${harbour}: uploaded`)).toBeVisible({ timeout: 30_000 });
  await expect(uploads.getByText(`${board}: uploaded`)).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Each asks for its description right there; one is given it.
  const first = uploads.getByRole('listitem', { name: `${harbour}: uploaded` });
  const about = first.getByRole('group', { name: 'About this image' });
  await about.getByLabel(/^Alternative text/).fill('A harbour at dawn');
  await about.getByRole('button', { name: 'Save the description' }).click();
  await expect(first.getByText('Described: “A harbour at dawn”')).toBeVisible();
  await expect(
    uploads
      .getByRole('listitem', { name: `${board}: uploaded` })
      .getByRole('group', { name: 'About this image' }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page);

  // Placed in the about pages from the picker (no other browser test edits them): its
  // description comes with it.
  await openPage(page, `${STAFF_PATHS.content}/about`);
  await openAllSections(page);
  const picture = page
    .getByRole('group', { name: 'Our vision (/about/our-vision)' })
    .getByRole('group', { name: 'Picture' })
    .first();
  await picture.getByRole('button', { name: 'Choose from the media library' }).click();
  const library = picture.getByRole('region', { name: 'Media library' });
  await library.getByRole('textbox', { name: 'Search the images' }).fill(`whiteboard-${stamp}`);
  const undescribed = library.getByRole('listitem', { name: 'No description yet' });
  await expect(undescribed).toHaveCount(1);
  await expect(undescribed.getByRole('button', { name: /^Use this image/ })).toBeDisabled();
  await library.getByRole('textbox', { name: 'Search the images' }).fill(`harbour-${stamp}`);
  await library.getByRole('button', { name: 'Use this image: A harbour at dawn' }).click();
  await expect(library).toBeHidden();
  await expect(picture.getByRole('img', { name: 'A harbour at dawn' }).first()).toBeVisible();
  await expect(picture.getByRole('group', { name: 'About this image' })).toBeVisible();

  // An image uploaded in another field has no description yet: the publish is refused there.
  const hero = page
    .getByRole('group', { name: WHO_WE_ARE })
    .getByRole('group', { name: 'Picture' })
    .first();
  await hero.getByLabel('Upload an image').setInputFiles({
    name: board,
    mimeType: 'image/png',
    buffer: noisePng(40, 7),
  });
  await expect(hero.getByRole('group', { name: 'About this image' })).toBeVisible();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.getByRole('button', { name: 'Publish now' }).click();
  const reason = /This image has no alternative text yet/;
  await expect(hero.getByText(reason)).toBeVisible();
  await expect(hero.getByLabel('Upload an image')).toHaveAccessibleDescription(reason);
  // From the top: scrolled to the refused field, the site's sticky header covers part of the
  // back office's navigation, which axe counts as targets too small (as in editor-preview.spec.ts).
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAxeClean(page);

  // The draft is left to no one: discarded, so visitors' pages are as before.
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(picture.getByRole('img', { name: 'A harbour at dawn' })).toHaveCount(0);
});
