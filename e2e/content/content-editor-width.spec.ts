import { DOCUMENT_KEYS } from '../../contract/values/content/document-keys';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { openAllSections } from '../support/editor';
import { expect, test } from '../support/fixtures';
import { openPage, staffAccount, startWithToken } from '../support/support';

// The content editor on a 375 px phone: the editor of every document, every section open, never
// scrolls sideways (the toolbar, lists, search-result previews and versions fit the width).

/** What sticks out of the page's width (an element, or text past its box), for the message. */
const wide = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && out.length < 5; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > width + 0.5) out.push(`"${node.textContent?.slice(0, 60)}" ends at ${right} px`);
    }
    return out;
  });

test('the editor of every document fits a 375 px screen', async ({ page }) => {
  test.setTimeout(240_000);
  const staff = await staffAccount(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await startWithToken(page, staff.token);
  for (const key of DOCUMENT_KEYS) {
    await openPage(page, `${STAFF_PATHS.content}/${key}`);
    await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
    await openAllSections(page);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${key}: ${(await wide(page)).join('; ')}`).toBeLessThanOrEqual(client);
  }
});
