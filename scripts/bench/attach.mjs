// The time a page is painted but not yet usable: from its first paint (first-contentful-paint)
// to the moment the app has attached to it (hydration of the page done: the `app-attached`
// performance mark of src/app/App.tsx, or for builds older than the mark, the moment the
// document's `data-app="ready"` appears, which the same effect sets). Until then a tap does
// nothing the app handles. Measured in a fresh Chromium context per run on a mid-range phone's
// profile: 4 × CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. Used by
// scripts/bench-web.mjs.
import { chromium } from 'playwright-core';
import chromiumArgs from '../chromium-args.json' with { type: 'json' };

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** Gives `page` the phone's network and CPU (PHONE_PROFILE), through the DevTools protocol. */
export async function emulatePhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}

/** Runs in the page before its own scripts: notes when `data-app` appears. */
const PROBE = () => {
  // The document has no element yet: watch it all for the attribute.
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.dataset.app !== 'ready') return;
    window.__appReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
};

const ATTACH_TIMEOUT_MS = 30_000;

let browser = null;

/** One run: { paint, attached, window } in milliseconds from navigation start. */
export async function measureAttach({ url, chromePath }) {
  browser ??= await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await emulatePhone(context, page);
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: ATTACH_TIMEOUT_MS,
    });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const mark = performance.getEntriesByName('app-attached')[0]?.startTime;
      const attached = mark ?? window.__appReadyAt ?? null;
      return {
        paint,
        attached,
        window: paint === null || attached === null ? null : attached - paint,
      };
    });
  } finally {
    await context.close();
  }
}

export async function stopAttachBrowser() {
  await browser?.close();
  browser = null;
}
