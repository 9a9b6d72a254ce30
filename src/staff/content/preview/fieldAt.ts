// Which field of the draft holds a piece of the page clicked in the live preview: the page's
// components are not told about fields, so the clicked element is matched against the draft's
// values. Text equal to a value wins, then a value the text contains (the longest), then text a
// value contains; numbers as the page writes them ("5000" as "$5,000" or "5,000"); an image by
// its address; a rich text by the words of its blocks. Nothing found in the element: its parents are tried, a few levels up. Where one
// text holds several figures ("$5,000 – $10,000"), the one clicked (wordAt) is the field.

import { isRichText, plainText } from '../../../../contract/values/content/rich-text';
import type { Path } from '../documentSchema';

interface Leaf {
  path: Path;
  text: string;
  /** Other ways the page may write it (a number's). */
  forms: string[];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string and number of the draft, with its path; a rich text's blocks at the field's. */
function leavesOf(value: unknown, path: Path = [], found: Leaf[] = []): Leaf[] {
  if (isRichText(value)) {
    for (const block of plainText(value).split('\n\n').map(squash).filter(Boolean))
      found.push({ path, text: block, forms: [block] });
  } else if (typeof value === 'string') {
    const text = squash(value);
    if (text) found.push({ path, text, forms: [text] });
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    const grouped = value.toLocaleString('en-US');
    found.push({ path, text: String(value), forms: [`$${grouped}`, grouped, String(value)] });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => leavesOf(item, [...path, index], found));
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) leavesOf(item, [...path, name], found);
  }
  return found;
}

/** How well `text` (what the page shows) matches a value: 0 not at all. */
function score(text: string, leaf: Leaf): number {
  let best = 0;
  for (const form of leaf.forms) {
    if (text === form) best = Math.max(best, 3000 + form.length);
    else if (form.length >= 2 && text.includes(form)) best = Math.max(best, 2000 + form.length);
    else if (text.length >= 3 && form.includes(text)) best = Math.max(best, 1000 + text.length);
  }
  return best;
}

const isImageAt = (leaf: Leaf, address: string) =>
  /^(\/|https?:)/.test(leaf.text) && address.includes(leaf.text);

/** The best match in the text or image of `element`, else undefined. */
function matchIn(element: Element, leaves: Leaf[]): Path | undefined {
  const image = element.tagName === 'IMG' ? (element as HTMLImageElement) : undefined;
  if (image) {
    const address =
      decodeURI(image.getAttribute('src') ?? '') + (image.getAttribute('srcset') ?? '');
    const found = leaves.find((leaf) => isImageAt(leaf, address));
    if (found) return found.path;
  }
  const text = squash(element.textContent ?? '');
  if (!text) return undefined;
  let best: { path: Path; score: number } | undefined;
  for (const leaf of leaves) {
    const s = score(text, leaf);
    if (s > (best?.score ?? 0)) best = { path: leaf.path, score: s };
  }
  return best?.path;
}

/** The word (a run of characters without a space) under the point x, y of `doc`, if any. */
export function wordAt(doc: Document, x: number, y: number): string | undefined {
  const caret = doc.caretRangeFromPoint?.(x, y);
  const node = caret?.startContainer;
  if (!caret || node?.nodeType !== Node.TEXT_NODE) return undefined;
  const text = node.textContent ?? '';
  let [start, end] = [caret.startOffset, caret.startOffset];
  while (start > 0 && !/\s/.test(text[start - 1] ?? '')) start--;
  while (end < text.length && !/\s/.test(text[end] ?? '')) end++;
  return text.slice(start, end) || undefined;
}

/**
 * The path of the draft's value shown by `element` (or a parent, up to 3 levels), if any; `word`,
 * the word clicked, picks a figure among several.
 */
export function fieldAt(element: Element, draft: unknown, word?: string): Path | undefined {
  const leaves = leavesOf(draft);
  const text = squash(element.textContent ?? '');
  const figure = word?.replace(/[.,;:]$/, '');
  if (figure && !leaves.some((leaf) => leaf.text === text)) {
    const clicked = leaves.find((leaf) => leaf.forms.length > 1 && leaf.forms.includes(figure));
    if (clicked) return clicked.path;
  }
  let here: Element | null = element;
  for (let level = 0; here && level < 4; level++, here = here.parentElement) {
    if (here.tagName === 'BODY') return undefined;
    const found = matchIn(here, leaves);
    if (found) return found;
  }
  return undefined;
}
