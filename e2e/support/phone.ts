// A mid-range phone's profile, for the specs that act between the first paint and the app
// attaching (e2e/site/early-input.spec.ts, e2e/site/applications-early.spec.ts): 4 × CPU slowdown,
// 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, through the DevTools protocol.

import { expect, type Page } from '@playwright/test';

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The app has attached to the page (src/app/App.tsx marks the document). */
export const appAttached = (page: Page) =>
  expect(page.locator('html[data-app="ready"]')).toBeAttached();
