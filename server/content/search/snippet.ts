// A search result's snippet: a stretch of the found text around the first word that matched, cut
// at words, with every word that matched marked. A word matches as the index matched it
// (db/full-text.ts): a query word is the start of it, ignoring case and accents. The parts are
// plain text, shown as text and <mark> elements (never as HTML).

import type { SnippetPart } from '../../../contract/api/search';

/** About this many characters of text around the first match. */
const LENGTH = 180;
/** Of which this many before it, when there are. */
const BEFORE = 50;

/** What both indexes call a word: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

const folded = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether one of `words` (searchWords: lower-case) starts the text's word `word`. */
const matches = (word: string, words: readonly string[]) => {
  const plain = folded(word);
  return words.some((w) => plain.startsWith(folded(w)));
};

/** `text` cut to about LENGTH characters around its first match, in parts, the matches marked. */
export function snippetOf(text: string, words: readonly string[], length = LENGTH): SnippetPart[] {
  const found = [...text.matchAll(WORD)];
  const first = found.find((m) => matches(m[0], words))?.index ?? 0;
  let start = Math.max(0, first - BEFORE);
  // Start at a word: back to the white space before it.
  if (start > 0) start = text.lastIndexOf(' ', start) + 1;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const parts = marked(text, words, found, start, end);
  if (start > 0) parts.unshift({ text: '… ', mark: false });
  if (end < text.length) parts.push({ text: ' …', mark: false });
  return joinPlain(parts);
}

/** A result's title in parts, every word that matched marked, as the snippet marks them. */
export const titleParts = (title: string, words: readonly string[]): SnippetPart[] =>
  marked(title, words, [...title.matchAll(WORD)], 0, title.length);

/** `text` from `start` to `end` in parts, the words (`found` in it) that match marked. */
function marked(
  text: string,
  words: readonly string[],
  found: readonly RegExpExecArray[],
  start: number,
  end: number,
): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (part: string, mark: boolean) => {
    if (part !== '') parts.push({ text: part, mark });
  };
  let at = start;
  for (const m of found) {
    const from = m.index;
    const to = from + m[0].length;
    if (to <= start || from >= end) continue;
    if (!matches(m[0], words)) continue;
    push(text.slice(at, from), false);
    push(m[0], true);
    at = to;
  }
  push(text.slice(at, end), false);
  return parts;
}

/** Neighbouring unmarked parts made one. */
const joinPlain = (parts: readonly SnippetPart[]) =>
  parts.reduce<SnippetPart[]>((all, part) => {
    const last = all.at(-1);
    if (last && !last.mark && !part.mark) last.text += part.text;
    else all.push({ ...part });
    return all;
  }, []);
