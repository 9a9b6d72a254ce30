// The accessibility check the specs share: axe, WCAG 2.2 A and AA, in both colour schemes.
//
// The dark scheme changes colours only (src/styles/global.css: one prefers-color-scheme block of
// colour tokens, no script), so in dark axe runs the rules that read colours; every other rule
// would see the very same document it saw in light. That halves the time axe takes.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** axe's rules whose verdict depends on the colours: contrast, and links told apart by colour. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type Scheme = 'light' | 'dark';

/** Waits for the CSS transitions a colour-scheme change starts (colours fade on some elements). */
export const settleTransitions = (page: Page) =>
  page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    const timeout = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([Promise.allSettled(transitions.map((a) => a.finished)), timeout]);
  });

/**
 * axe on the page as it is now, in the scheme it is shown in (every rule in light, the colour
 * rules in dark): one line per failing element, naming the rule, its impact, the page, the
 * scheme, the element and what is wrong.
 */
export async function axeViolations(page: Page, scheme: Scheme): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of gathering frame results in an extra blank
  // page: the same rules, faster. It skips cross-origin frames, and the only one (the contact
  // page's map) is blocked here anyway.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (scheme === 'dark') builder = builder.withRules(COLOUR_RULES);
  const results = await builder.analyze();
  const where = new URL(page.url()).pathname;
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? 'n/a'}) on ${where} [${scheme}] at ${node.target.join(' ')}: ` +
        `${v.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * axe on the page as it is, light and then dark (once the colours have finished changing: a
 * half-faded colour is no one's); the page is left in light.
 */
export async function axeViolationsLightAndDark(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settleTransitions(page);
    found.push(...(await axeViolations(page, scheme)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is, light and dark; `what`
 * names the page's state in the failure.
 */
export async function expectAxeClean(page: Page, what = 'the page'): Promise<void> {
  expect(await axeViolationsLightAndDark(page), `accessibility violations on ${what}`).toEqual([]);
}

/**
 * The page as its user sees it, at 1280 and 375 px, light and dark: a full-page screenshot of
 * each (`<name>-<width>-<scheme>.png`, where `outputPath` puts it: the test's output folder) and axe finding
 * nothing; the page is left light at 1280 px.
 */
export async function expectCleanAtEveryWidth(
  page: Page,
  name: string,
  outputPath: (file: string) => string,
): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await settleTransitions(page);
      await page.screenshot({
        path: outputPath(`${name}-${width}-${scheme}.png`),
        fullPage: true,
        // A long page at 375 px on a busy machine: more than the usual ten seconds.
        timeout: 30_000,
      });
      expect(await axeViolations(page, scheme)).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}
