import type { Page, Request } from '@playwright/test';

// "The page has settled", as a condition rather than a fixed wait: none of the page's requests
// in flight (its data, its route chunks, its images, what it prefetches when idle), its fonts
// loaded, its images decoded, and then two animation frames with no layout shift and no new
// request. Playwright's `networkidle` instead waits for 500 ms without a request, and a settle
// timer for whatever time was chosen: both cost their full length on every page.

/** Give up (and fail) when the page is still busy after this long: something keeps it so. */
const SETTLE_TIMEOUT_MS = 15_000;

/** Counts the requests a page has started and the ones still in flight. */
export interface RequestWatch {
  /** Requests started so far. */
  readonly started: number;
  /** Requests started and not yet finished or failed, by URL (for the failure message). */
  readonly pending: readonly string[];
}

/**
 * Starts counting `page`'s requests: call it before `page.goto()`, so that the page's first
 * requests are counted too.
 */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started += 1;
    inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    get started() {
      return started;
    },
    get pending() {
      return [...inFlight].map((request) => request.url());
    },
  };
}

/**
 * In the page: fonts loaded, the images that are loading or loaded decoded (a lazy image not yet
 * asked for is left: decode() would wait for it), then two animation frames watched for layout
 * shifts. Answers how many shifts those frames had.
 */
const quietFrames = () =>
  (async () => {
    await document.fonts.ready;
    const images = [...document.images].filter((img) => img.complete || img.loading !== 'lazy');
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    let shifts = 0;
    const observer = new PerformanceObserver((list) => {
      shifts += list.getEntries().length;
    });
    observer.observe({ type: 'layout-shift' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    shifts += observer.takeRecords().length;
    observer.disconnect();
    return shifts;
  })();

/**
 * Waits until the page has settled (see the top of this file): what a layout or an accessibility
 * check should see once the page has loaded what it loads by itself. `watch` is the page's
 * `watchRequests()`, begun before the page was opened.
 */
export async function waitForSettled(page: Page, watch: RequestWatch): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    if (watch.pending.length === 0) {
      const before = watch.started;
      const shifts = await page.evaluate(quietFrames);
      if (shifts === 0 && watch.started === before && watch.pending.length === 0) return;
    } else {
      await page.waitForTimeout(20);
    }
    if (Date.now() > deadline)
      throw new Error(
        `${page.url()} did not settle in ${SETTLE_TIMEOUT_MS} ms: ` +
          `requests in flight: ${watch.pending.join(', ') || 'none'}; or it kept moving`,
      );
  }
}
