import type { Page } from '@playwright/test';
import { STAFF_PATHS } from '../../src/config/staffPaths';
import { CHROME, storedEvents, untilChunkRan } from '../support/analytics';
import { expectAxeClean } from '../support/axe';
import { blockOtherOrigins, expect, test } from '../support/fixtures';
import { allowTimeFor } from '../support/time';
import { chunkFiles, openPage, staffAccount, startWithToken } from '../support/support';

// First-party analytics in a real browser against the real server (docs/product.md §10.19): a
// visitor lands on /pricing from a campaign link, moves to another page inside the app (before
// the collector has loaded, as a quick visitor on a slow phone may), clicks,
// and leaves; the collector (its own chunk, loaded when the page is idle) sends the page views
// and the landing page's Core Web Vitals by beacon and leaves no cookie or storage entry behind.
// Then staff see the campaign, the pages and the vitals on the Analytics page, which is axe-clean.

/** The names of the site's cookies and the keys of its storage, as the page sees them. */
const traces = async (page: Page) => ({
  cookies: (await page.context().cookies()).map((c) => c.name).sort(),
  local: await page.evaluate(() => Object.keys(localStorage).sort()),
  session: await page.evaluate(() => Object.keys(sessionStorage).sort()),
});

// isbot counts HeadlessChrome as a bot (the server would store nothing): this visitor's browser
// says it is the Chrome it is.
test.use({ userAgent: CHROME });

/**
 * Loads the Analytics page again and waits until it shows its figures: on a busy machine the
 * back office takes seconds to start, which a check of the figures must not count.
 */
async function reloadAnalytics(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible({
    timeout: 15_000,
  });
}

test('page views and vitals are collected without cookies or storage, and staff see them', async ({
  page: visitor,
  context,
}) => {
  allowTimeFor({ axe: 1 });
  const campaign = `e2e-${Date.now()}`;
  const began = new Date().toISOString();
  // Before any page sets its XSRF cookie on the context that the API calls share.
  const staff = await staffAccount(visitor);

  // The collector is not part of the page's start-up code: fetched once the page is idle. Its
  // file is held back here until the visitor has moved on, as a quick visitor on a slow phone
  // would: the landing page (with its campaign) is still the one counted first.
  const collectorFiles = chunkFiles('collector');
  let release = () => {};
  const moved = new Promise<void>((resolve) => (release = resolve));
  await visitor.route(
    (url) => collectorFiles.includes(url.pathname),
    async (route) => {
      await moved;
      await route.continue();
    },
  );
  const collector = visitor.waitForResponse((r) =>
    collectorFiles.includes(new URL(r.url()).pathname),
  );
  await openPage(
    visitor,
    `/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
  );
  const preloaded = await visitor.locator('link[rel="preload"][href*="collector"]').count();
  expect(preloaded).toBe(0);
  const before = await traces(visitor);

  // A navigation inside the app, before the collector has started.
  await visitor
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Courses', exact: true })
    .click();
  await visitor.waitForURL((url) => url.pathname === '/courses');
  await expect(visitor.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await collector;
  await untilChunkRan(visitor, collectorFiles);
  // A click once it runs (an interaction, for INP).
  await visitor.getByRole('main').getByRole('heading', { level: 1 }).click();
  expect(await traces(visitor)).toEqual(before);
  // INP comes from the interactions the browser has timed (the first one from its first-input
  // entry), and the browser times one only once the frame after it is shown: on a busy machine,
  // after the click has returned. Leave once the browser has it.
  await visitor.waitForFunction(() =>
    performance
      .getEntriesByType('first-input')
      .some((entry) => (entry as PerformanceEventTiming).interactionId > 0),
  );
  // web-vitals reads the entries when the browser is idle: a visitor who leaves before that may
  // send no LCP, CLS or INP, whatever the collector does, where the browser closes the page
  // without hiding it first. This visitor stays until then.
  await visitor.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      ),
  );

  // Leaving (the tab closed) hides the page: what waits goes by beacon, vitals included. The
  // server answers 202 at once and writes within a second; its file says what it kept.
  // Playwright holds every request of a page that has a route (the held collector's, and the
  // fixture's that blocks other origins) until its handler lets it go: the beacons sent as the
  // page closes would wait on a page that is gone, and a busy machine loses them. A real
  // browser has no such hand in between: take it away before leaving.
  await visitor.unrouteAll({ behavior: 'wait' });
  await context.unrouteAll({ behavior: 'wait' });
  await visitor.close({ runBeforeUnload: true });
  // The views and the vitals may reach the server in different requests, each written when
  // its own buffer is flushed: wait for all of them.
  await expect
    .poll(() => storedEvents(campaign, began))
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'view', path: '/pricing', campaign }),
        expect.objectContaining({ kind: 'view', path: '/courses' }),
        ...['FCP', 'TTFB', 'LCP', 'CLS', 'INP'].map((metric) =>
          expect.objectContaining({ kind: 'vital', metric }),
        ),
      ]),
    );
  const stored = storedEvents(campaign, began);
  expect(JSON.stringify(stored)).not.toContain('127.0.0.1');

  // Back on the site: the collector left nothing in the browser.
  await blockOtherOrigins(context);
  const page = await context.newPage();
  await openPage(page, '/support/FAQ');
  expect(await traces(page)).toEqual(before);

  // Staff read the figures: today's come from the raw events, written within a second.
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.analytics);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  await expect(async () => {
    await reloadAnalytics(page);
    await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toContainText(
      campaign,
      { timeout: 5000 },
    );
  }).toPass({ timeout: 45_000 });
  expect(page.url()).toMatch(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const pages = page.getByRole('region', { name: 'Top pages: table' });
  await expect(pages.getByRole('rowheader', { name: '/pricing', exact: true })).toBeVisible();
  await expect(pages.getByRole('rowheader', { name: '/courses', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Page views and visitors per day/ })).toBeVisible();

  const vitalsTable = page.getByRole('region', {
    name: 'Core Web Vitals (75th percentile)',
    exact: true,
  });
  const pricing = vitalsTable.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: '/pricing', exact: true }),
  });
  // LCP, INP, CLS, FCP, TTFB: LCP and FCP measured, each with its rating in words.
  const cells = pricing.getByRole('cell');
  await expect(cells.nth(0)).toContainText(/\d+\.\d{2} s (Good|Needs improvement|Poor)/);
  await expect(cells.nth(3)).toContainText(/\d+\.\d{2} s (Good|Needs improvement|Poor)/);
  await expect(cells.nth(2)).toContainText(/\d\.\d{2} (Good|Needs improvement|Poor)/);
  await expectAxeClean(page);

  // Another range, chosen with a preset: in the address too.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toContainText(
    campaign,
  );
  const { from, to } = Object.fromEntries(new URL(page.url()).searchParams);
  expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(29);
});

test('the Campaigns table keeps each heading on one line, at 1280 px and on a phone', async ({
  page,
}) => {
  const staff = await staffAccount(page);
  const campaign = `e2e-layout-${Date.now()}`;
  const sent = await page.request.post('/api/events', {
    headers: { 'user-agent': CHROME },
    data: {
      events: [
        {
          type: 'view',
          path: '/pricing',
          source: 'newsletter-autumn-edition',
          medium: 'email',
          campaign,
          screen: 'desktop',
        },
      ],
    },
  });
  expect(sent.status()).toBe(202);
  await openPage(page, '/');
  await startWithToken(page, staff.token);
  await openPage(page, STAFF_PATHS.analytics);
  const table = page.getByRole('region', { name: 'Campaigns: table' });
  await expect(async () => {
    await reloadAnalytics(page);
    await expect(table).toContainText(campaign, { timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  const headings = table.getByRole('columnheader');
  await expect(headings).toHaveText(['Source', 'Medium', 'Campaign', 'Page views']);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // One line each: "Page views" as tall as "Source".
    const heights = await headings.evaluateAll((cells) =>
      cells.map((cell) => Math.round(cell.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size, `${width} px: ${heights.join(', ')}`).toBe(1);
    const fit = await table.evaluate((region) => ({
      table: region.scrollWidth <= region.clientWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth,
    }));
    // At 1280 px the whole table shows; on a phone it may scroll sideways, the page never.
    expect(fit).toEqual({ table: width === 1280 ? true : fit.table, page: true });
  }
  await expectAxeClean(page);
});

test('a browser that sends Do Not Track is not measured', async ({ page, context }) => {
  const campaign = `e2e-dnt-${Date.now()}`;
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  const collector = page.waitForResponse((r) =>
    chunkFiles('collector').includes(new URL(r.url()).pathname),
  );
  await openPage(page, `/about?utm_campaign=${campaign}`);
  await collector;
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().click();
  // No route holds what the page sends as it closes (as in the first test): a beacon sent
  // wrongly reaches the server.
  await page.unrouteAll({ behavior: 'wait' });
  await context.unrouteAll({ behavior: 'wait' });
  await page.close({ runBeforeUnload: true });
  // Time for a beacon to arrive and be written, had one been sent.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(storedEvents(campaign, new Date(0).toISOString())).toEqual([]);
});

test('a page hidden before the browser is idle still sends its LCP, CLS and INP', async ({
  page,
}) => {
  // What the page sends to the server, by beacon: the metrics of its vitals.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/events') return;
    const { events } = JSON.parse(request.postData() ?? '{}') as {
      events?: { type: string; name?: string }[];
    };
    for (const event of events ?? []) if (event.type === 'vital') sent.push(event.name ?? '');
  });
  const collectorFiles = chunkFiles('collector');
  await openPage(page, '/pricing');
  await untilChunkRan(page, collectorFiles);
  // From now on the browser is never idle, as on a busy phone: web-vitals reads the entries it
  // is given (the click's among them) only when the page is hidden. An observer of our own is
  // told of the click in the same task as web-vitals' observers (the browser tells every
  // observer at once): then they have it too.
  await page.evaluate(() => {
    window.requestIdleCallback = () => 0;
    new PerformanceObserver(() => {
      document.documentElement.dataset.firstInput = 'seen';
    }).observe({ type: 'first-input' });
  });
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(page.locator('html')).toHaveAttribute('data-first-input', 'seen');
  // The visitor switches to another tab: the page is hidden, not closed.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => [...new Set(sent)].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
});
