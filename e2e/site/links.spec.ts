import type { Page } from '@playwright/test';
import { PATHS } from '../../src/config/paths';
import { expect, test } from '../support/fixtures';
import { waitForSettled, watchRequests, type RequestWatch } from '../support/settled';
import { openPage, siteOrigin } from '../support/support';

// Link integrity: starting at /, follow every same-origin link on every page reached (query
// strings kept, hashes dropped, mailto:/tel:/other hosts ignored); none may end on the 404 page or
// answer an HTTP error; a feed must answer with XML. Each page is loaded afresh, so the server's
// answer for it is checked too; three pages crawl side by side.

const NOT_FOUND = '404 Page';

/** Links to files rather than pages: the feeds. */
const FILE_LINK = /\.xml(\?|$)/;

/** Pages crawled side by side: their waits for the page to settle overlap. */
const CRAWLERS = 3;

test('every link on the site leads to a real page', async ({ context }) => {
  // About 80 pages, three at a time: up to 10 s each on a busy two-core machine.
  test.setTimeout(600_000);
  const origin = siteOrigin();
  const foundOn = new Map<string, string>([[PATHS.home, '(start)']]);
  const queue: string[] = [PATHS.home];
  const broken: string[] = [];
  let busy = 0;

  /** Loads `target`, checks it, and queues the links on it that are new. */
  async function visit(page: Page, requests: RequestWatch, target: string): Promise<void> {
    // A feed (an Atom file) is no page of the app: it must answer, as XML.
    if (FILE_LINK.test(target)) {
      const file = await page.request.get(target);
      const type = file.headers()['content-type'] ?? '';
      if (!file.ok() || !type.includes('xml'))
        broken.push(
          `${target} (linked from ${foundOn.get(target)}): HTTP ${file.status()} ${type}`,
        );
      return;
    }
    const response = await openPage(page, target).catch((error: Error) => {
      broken.push(
        `${target} (linked from ${foundOn.get(target)}): ${error.message.split('\n')[0]}`,
      );
      return null;
    });
    if (response === null) return;
    // Lists fetched after the first paint may hold links too.
    await waitForSettled(page, requests);
    const status = response?.status() ?? 0;
    const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).allInnerTexts();
    if (status >= 400 || heading.some((text) => text.trim() === NOT_FOUND)) {
      broken.push(`${target} (linked from ${foundOn.get(target)}): HTTP ${status}, h1 ${heading}`);
      return;
    }
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue; // other hosts, mailto:, tel:
      const key = `${url.pathname}${url.search}`;
      if (foundOn.has(key)) continue;
      foundOn.set(key, target);
      queue.push(key);
    }
  }

  /** One crawler: takes the next page from the queue until it is empty and no one else is busy. */
  async function crawl(): Promise<void> {
    const page = await context.newPage();
    const requests = watchRequests(page);
    try {
      for (;;) {
        const next = queue.shift();
        if (next === undefined) {
          if (busy === 0) return;
          await page.waitForTimeout(50);
          continue;
        }
        busy += 1;
        try {
          await visit(page, requests, next);
        } finally {
          busy -= 1;
        }
      }
    } finally {
      await page.close();
    }
  }
  await Promise.all(Array.from({ length: CRAWLERS }, crawl));

  expect(broken, 'links that lead nowhere').toEqual([]);
  // The crawl really walked the site: every area's pages are reachable by links.
  const reached = [...foundOn.keys()];
  for (const path of [PATHS.contact, PATHS.products, PATHS.services, PATHS.about, PATHS.faq]) {
    expect(reached, `a link leads to ${path}`).toContain(path);
  }
  test.info().annotations.push({ type: 'pages crawled', description: String(reached.length) });
});
