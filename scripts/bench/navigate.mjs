// npm run bench:navigate: how soon the next page shows when a visitor follows a link with the app
// attached (docs/performance.md, "Instant next pages"). For the journey home → services →
// pricing → contact, by the first link to the next page a visitor sees: on a desktop (1280 px, a
// mouse resting on the link for 300 ms before the click, no throttling) and on a mid-range phone's
// profile (412 px, touch: the link scrolled into view, or the menu opened when only the menu has
// it, 300 ms to read, a tap; 4 × CPU slowdown,
// 1.6 Mbit/s, 150 ms round trip), the time from the click (or tap) to the frame that paints the
// new page's heading. Prints the median, min and max per step and profile over --runs runs
// (default 5), each in a fresh browser context. Builds first unless --no-build.
//
// Run it on a quiet machine: the times move with its load. Targets (not judged here): 100 ms on
// the desktop, 300 ms on the phone.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import chromiumArgs from '../chromium-args.json' with { type: 'json' };
import { emulatePhone } from './attach.mjs';
import { build, startServer } from './server.mjs';
import { median, show } from './web-tables.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const JOURNEY = ['/', '/services', '/pricing', '/contact'];
const READING_MS = 300;
const STEP_TIMEOUT_MS = 15_000;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes 1 to 20');

const PROFILES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true },
};

/** In the page: the time of the next click, and of the frame painting a new <h1> at `path`. */
const WATCH = (path) =>
  new Promise((resolve) => {
    let clicked = null;
    document.addEventListener('click', () => (clicked ??= performance.now()), {
      capture: true,
      once: true,
    });
    const before = document.querySelector('main h1');
    const check = () => {
      const heading = document.querySelector('main h1');
      if (clicked !== null && location.pathname === path && heading && heading !== before) {
        // The frame after the one being prepared: the heading is painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked), 0));
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

async function journey(browser, profile) {
  const context = await browser.newContext(PROFILES[profile]);
  try {
    const page = await context.newPage();
    if (profile === 'phone') await emulatePhone(context, page);
    await page.goto(`${origin}${JOURNEY[0]}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: STEP_TIMEOUT_MS * 2,
    });
    const times = [];
    for (const next of JOURNEY.slice(1)) {
      // The first link to it the visitor can see (the page's own, or the header's); on a phone
      // whose menu holds the only one, the menu is opened first.
      const link = page.locator(`a[href="${next}"]:visible`).first();
      const shown = page.evaluate(WATCH, next).catch(() => null);
      if (profile === 'phone') {
        if ((await link.count()) === 0) await page.locator('[popovertarget="main-menu"]').tap();
        await link.scrollIntoViewIfNeeded();
        await page.waitForTimeout(READING_MS);
        await link.tap();
      } else {
        await link.hover();
        await page.waitForTimeout(READING_MS);
        await link.click();
      }
      times.push(
        await Promise.race([shown, page.waitForTimeout(STEP_TIMEOUT_MS).then(() => null)]),
      );
      // The visitor looks at the page a moment before moving on.
      await page.waitForTimeout(READING_MS);
    }
    return times;
  } finally {
    await context.close();
  }
}

if (!values['no-build']) build(ROOT);
const server = await startServer(ROOT);
const origin = server.origin;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const lines = [
    `### Click to the next page painted (${runs} run${runs > 1 ? 's' : ''}: median, min–max)`,
    '',
    '| step | desktop | phone |',
    '|---|---:|---:|',
  ];
  const results = {};
  for (const profile of Object.keys(PROFILES)) {
    results[profile] = [];
    for (let run = 0; run < runs; run++) {
      results[profile].push(await journey(browser, profile));
      console.error(`${profile} run ${run + 1}/${runs} done`);
    }
  }
  const cell = (profile, step) => {
    const times = results[profile].map((r) => r[step]).filter((t) => typeof t === 'number');
    if (times.length === 0) return '–';
    return `${show.ms(median(times))} (${show.ms(Math.min(...times))}–${show.ms(Math.max(...times))})`;
  };
  JOURNEY.slice(1).forEach((to, step) => {
    lines.push(`| ${JOURNEY[step]} → ${to} | ${cell('desktop', step)} | ${cell('phone', step)} |`);
  });
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
