import { test } from '@playwright/test';

// How long a test may take, from the work it does. CI runs on a shared two-core machine, at a load
// of 8 to 16: there a page took up to 7 s to load, and one axe pass up to 7 s (a staff page, its
// light and dark checks and their waits: 25 s). A test that loops over pages or schemes asks for
// time in proportion, so that adding a page to the site does not push it over a fixed limit; a
// test that hangs still fails.

/** One page loaded and checked for its heading. */
const PAGE_MS = 10_000;
/** One light-and-dark axe check (`expectAxeClean`, `axeViolationsLightAndDark`). */
const AXE_MS = 30_000;
/** One `expectCleanAtEveryWidth`: four full-page screenshots and four axe passes. */
const EVERY_WIDTH_MS = 60_000;

/** Sets the running test's timeout: 120 s for its own steps (the default), plus the checks named. */
export function allowTimeFor({
  pages = 0,
  axe = 0,
  everyWidth = 0,
}: {
  pages?: number;
  axe?: number;
  everyWidth?: number;
}): void {
  test.setTimeout(120_000 + pages * PAGE_MS + axe * AXE_MS + everyWidth * EVERY_WIDTH_MS);
}
