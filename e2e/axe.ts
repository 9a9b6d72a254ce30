// The accessibility check the specs share: axe, WCAG 2.2 A and AA, in both colour schemes.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any WCAG 2.2 A/AA violation axe finds on the page as it is, light and dark. */
export async function expectAxeClean(page: Page): Promise<void> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
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
