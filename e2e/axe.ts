// The accessibility check the specs share: axe, WCAG 2.2 A and AA, in both colour schemes.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits for the CSS transitions a colour-scheme change starts (colours fade on some elements). */
export const settleTransitions = (page: Page) =>
  page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    const timeout = new Promise((resolve) => setTimeout(resolve, 2000));
    await Promise.race([Promise.allSettled(transitions.map((a) => a.finished)), timeout]);
  });

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is, light and dark (each once
 * the colours have finished changing: a half-faded colour is no one's).
 */
export async function expectAxeClean(page: Page): Promise<void> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settleTransitions(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .setLegacyMode(true)
      .analyze();
    for (const v of results.violations)
      for (const node of v.nodes) found.push(`${v.id} [${scheme}] at ${node.target.join(' ')}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(found).toEqual([]);
}
