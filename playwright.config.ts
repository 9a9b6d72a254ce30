import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import chromiumArgs from './scripts/chromium-args.json';

// Browser tests: Debian's Chromium (never a Playwright browser download) against the production
// build served by the real server, which e2e/support/global-setup.ts starts on a free loopback port with a
// fresh data folder. `npm run test:e2e` builds first; see README.md ("Browser tests").

/** Debian's Chromium, headless, without the background traffic a closed network refuses. */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell of Chromium (`chromium-headless-shell`,
 * the same Chromium without the desktop browser around it: what Playwright's own headless mode
 * runs) when it is installed, else Debian's `chromium`. The whole suite took 468 s in it against
 * 567 s (docs/performance.md, "The browser suite in Debian's headless shell of Chromium").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Specs that publish content (e2e/content/content*.spec.ts) change what every page shows: they run after
  // all the others (a project that depends on theirs); the facts' spec changes the pricing page,
  // as one of them does, so it runs after them. `--no-deps` runs them alone.
  projects: [
    {
      name: 'site',
      testMatch: '**/*.spec.ts',
      testIgnore: ['**/content*.spec.ts', '**/facts.spec.ts'],
    },
    { name: 'published content', testMatch: '**/content*.spec.ts', dependencies: ['site'] },
    { name: 'facts', testMatch: '**/facts.spec.ts', dependencies: ['published content'] },
  ],
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: the tests wait on the server and the network as much as they compute
  // (two workers used 87 s of CPU in 183 s). Measured on a shared two-core machine, the
  // accessibility and routes specs: 183 s with two, 167 s with three (92 s of CPU)
  // (docs/performance.md, "Test and CI time").
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: CI shares two cores with other work (a load of 8 to 16), where a page can take
  // 7 s to load; a test that loops over pages asks for more (e2e/support/time.ts).
  timeout: 120_000,
  // A page's heading, a list's rows: seconds late at such a load. Waits end as soon as they hold.
  expect: { timeout: 20_000 },
  // The CLI's --reporter (CI passes list,json) replaces this default.
  reporter: 'list',
  outputDir: './test-results',
  use: {
    // Set by the global setup (the server's address); workers read it after the setup ran.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    locale: 'en-GB',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (actions, console, network) and a screenshot, without the
    // screencast or DOM snapshots: recording them for every test, failed or not, cost more than
    // some pages (routes spec, 47 tests: frames 123 → 111 s of CPU; the layout checks logged out,
    // 43 tests: snapshots 150 and 164 → 131 s). `--trace on` records them when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
