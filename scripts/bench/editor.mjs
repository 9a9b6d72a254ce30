// npm run bench:editor: how soon the content editor's live preview shows what was typed
// (docs/performance.md, "The editor's live preview"). Builds (--no-build skips it), runs the real
// server on a free loopback port with a fresh data folder, makes a staff account (signed up, its
// address verified by the emailed link, made an editor with `npm run staff`), opens the home
// page's editor at 1280 × 800 in Chromium, then `--runs` times changes the headline in one
// input event and times, in the page, the wait until the preview's frame shows the new headline
// (a frame after the change to its document: painted). Prints each time and the median.
//
//   npm run bench:editor -- [--runs 20] [--no-build]
//
// CHROMIUM_PATH names the browser (default /usr/bin/chromium). Bounded: at most 50 runs, 10 s each.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build, startServer } from './server.mjs';
import { editorToken } from './staff.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
  console.error('--runs must be a whole number from 1 to 50');
  process.exit(2);
}
const args = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'chromium-args.json'), 'utf8'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** In the page: sets the headline to `text` in one input event; ms until the frame shows it. */
function timeOneChange(text) {
  const input = document.getElementById('doc-hero-headline');
  const frame = document.querySelector('iframe[title="The page with your changes"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setValue.call(input, text);
  const started = performance.now();
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return new Promise((resolve, reject) => {
    const check = () => {
      const shown = frame.contentDocument?.querySelector('h1')?.textContent;
      if (shown === text) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 10_000) reject(new Error('not shown in 10 s'));
      else requestAnimationFrame(check);
    };
    check();
  });
}

if (!values['no-build']) await build(root);
const server = await startServer(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
});
try {
  const token = await editorToken(root, server.origin, server.dataDir);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.origin}/`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${server.origin}/staff/content/home`);
  await page
    .frameLocator('iframe[title="The page with your changes"]')
    .locator('h1')
    .waitFor({ timeout: 20_000 });
  // The form's sections start closed: the headline is in the opening band.
  await page.getByRole('button', { name: /^Opening band/, expanded: false }).click();
  await page.locator('#doc-hero-headline').waitFor();
  const times = [];
  for (let run = 1; run <= runs; run++) {
    const ms = await page.evaluate(timeOneChange, `Websites that last, take ${run}`);
    times.push(ms);
    console.log(`run ${String(run).padStart(2)}: ${ms.toFixed(0)} ms`);
    // Past the autosave (1.5 s after typing stops), so that runs do not overlap it.
    await sleep(2000);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[Math.floor((runs - 1) / 2)] + sorted[Math.ceil((runs - 1) / 2)]) / 2;
  console.log(
    `\nTyping stopped → preview shows it, ${runs} runs: median ${median.toFixed(0)} ms, ` +
      `min ${sorted[0].toFixed(0)} ms, max ${sorted[runs - 1].toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
