// Screenshots of pages as visitors see them: node scripts/screenshot.mjs BASE_URL OUT_DIR PATH...
// Each path at 375 px and 1280 px wide, in light and dark colour schemes, full page, in Debian's
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Screenshots stay out of git.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL OUT_DIR PATH...');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8')),
});
const origin = new URL(base).origin;
for (const scheme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: scheme,
    });
    // Other hosts (the map frame) are blocked: offline here.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    page.on(
      'console',
      (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`),
    );
    page.on('pageerror', (e) => console.log(`page error on ${page.url()}: ${e.message}`));
    for (const p of paths) {
      await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' });
      // Scroll through the page so lazily loaded images below the fold load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${scheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
