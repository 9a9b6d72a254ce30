import { type Locator, type Page, expect } from '@playwright/test';

// The content editor's form is in sections, each closed to a line until opened
// (src/staff/content/DocumentSections.tsx): what browser tests use to open them.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the form's section of this name (its button starts with the name). */
export async function openSection(page: Page, title: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(`^${escaped(title)}`), expanded: false })
    .click();
}

/** Opens every section of the form, one after the other. */
export async function openAllSections(page: Page): Promise<void> {
  await page.locator('section button[id$="-toggle"]').first().waitFor();
  const closed = page.locator('section button[aria-expanded="false"][id$="-toggle"]');
  // Bounded: a document has a few dozen sections at most.
  for (let n = 0; n < 60 && (await closed.count()) > 0; n += 1) await closed.first().click();
}

/**
 * Puts the caret at the end of a rich text field (Control+End), and waits until it is there: on a
 * busy machine the editor may still be placing the caret where the field was clicked.
 */
export async function caretAtEnd(page: Page, field: Locator): Promise<void> {
  await field.click();
  await expect(async () => {
    await page.keyboard.press('Control+End');
    const atEnd = await field.evaluate((element) => {
      const selection = document.getSelection();
      if (!selection?.isCollapsed || !selection.focusNode) return false;
      if (!element.contains(selection.focusNode)) return false;
      const after = document.createRange();
      after.selectNodeContents(element);
      after.setStart(selection.focusNode, selection.focusOffset);
      return after.toString() === '';
    });
    expect(atEnd).toBe(true);
  }).toPass({ timeout: 10_000 });
}
