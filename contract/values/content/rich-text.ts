// Rich text (contract/rich-text.ts holds its schema): the rules a stored rich text must pass
// besides its shape, and the one way to read it as plain text. Both sides run these: the server
// on every draft it checks (server/content/document-checks.ts), the editor as the owner types,
// and the site's renderer, which never draws a link these refuse (rich-text-render.ts, the part
// of the rules the public JavaScript carries, without words).

import { LINK_URL_MAX, linkRefusal, TEXT_FORMATS } from './rich-text-render';

export const ALLOWED_FORMATS = TEXT_FORMATS.bold | TEXT_FORMATS.italic | TEXT_FORMATS.code;

/** How big one rich text may be, whatever its shape allows. */
export const RICH_TEXT_LIMITS = {
  /** Characters of text, all nodes together. */
  text: 6000,
  /** Nodes of every kind (paragraphs, list items, runs of text, links...). */
  nodes: 600,
  /** Lists inside lists: a list, a list in its item, and one more. */
  listDepth: 3,
  /** Blocks (paragraphs, headings, lists, quotes) at the top. */
  blocks: 120,
  /** Pieces inside one block or list item. */
  inline: 120,
  /** Items of one list. */
  items: 100,
  /** One run of text. */
  run: 4000,
  /** A link's address. */
  url: LINK_URL_MAX,
} as const;

/** Why a link's address is refused, in an owner's words; undefined when it may be used. */
export function linkProblem(url: string): string | undefined {
  const shown = url.length > 60 ? `${url.slice(0, 57)}…` : url;
  switch (linkRefusal(url)) {
    case undefined:
      return undefined;
    case 'long':
      return `A link's address may be at most ${LINK_URL_MAX} characters.`;
    case 'private':
      return `The link to “${shown}” leads to the back office or the API, which visitors cannot open: link to a public page instead.`;
    case 'notAPage':
      return `The link to “${shown}” is not a page of this site: choose one of the site's pages.`;
    case 'unusable':
      return `The link to “${shown}” cannot be used: a link leads to a page of this site, a web address starting with https:// or http://, an email address (mailto:) or a telephone number (tel:).`;
  }
}

interface NodeLike {
  type?: unknown;
  text?: unknown;
  url?: unknown;
  tag?: unknown;
  children?: unknown;
}

const childrenOf = (node: NodeLike): NodeLike[] =>
  Array.isArray(node.children)
    ? (node.children as unknown[]).filter(
        (child): child is NodeLike => child !== null && typeof child === 'object',
      )
    : [];

/** A stored rich text: `{ root: { type: 'root', children } }` (Lexical's serialized state). */
export const isRichText = (value: unknown): value is { root: NodeLike } =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  (value as { root?: NodeLike }).root?.type === 'root';

const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'list']);

/**
 * A rich text as plain text: blocks and list items on lines of their own, a line break as a new
 * line, links as their words. Meta descriptions, feeds, search and the versions' comparison
 * read rich text through this, never its JSON.
 */
export function plainText(value: unknown): string {
  if (!isRichText(value)) return typeof value === 'string' ? value : '';
  const lines: string[] = [];
  const inline = (node: NodeLike): string => {
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
    if (node.type === 'linebreak') return '\n';
    if (node.type === 'link') return childrenOf(node).map(inline).join('');
    return '';
  };
  const block = (node: NodeLike) => {
    if (node.type === 'list') {
      for (const item of childrenOf(node)) {
        const words = childrenOf(item)
          .filter((child) => child.type !== 'list')
          .map(inline)
          .join('');
        if (words) lines.push(words);
        childrenOf(item)
          .filter((child) => child.type === 'list')
          .forEach(block);
      }
    } else if (BLOCKS.has(String(node.type))) lines.push(childrenOf(node).map(inline).join(''));
  };
  childrenOf(value.root).forEach(block);
  return lines.join('\n\n');
}

/** One refused rich text: where it is in the document, and why. */
export interface RichTextProblem {
  path: (string | number)[];
  message: string;
}

/** The first rule a rich text breaks, besides its shape (which its schema holds). */
function problemOf(value: { root: NodeLike }): string | undefined {
  let nodes = 0;
  let bad: string | undefined;
  const visit = (node: NodeLike) => {
    nodes += 1;
    if (node.type === 'link' && typeof node.url === 'string') bad ??= linkProblem(node.url);
    childrenOf(node).forEach(visit);
  };
  childrenOf(value.root).forEach(visit);
  if (bad) return bad;
  if (nodes > RICH_TEXT_LIMITS.nodes)
    return `This text has too many parts (${nodes}; at most ${RICH_TEXT_LIMITS.nodes}): split it or shorten it.`;
  const text = plainText(value);
  if (text.length > RICH_TEXT_LIMITS.text)
    return `At most ${RICH_TEXT_LIMITS.text} characters of text (this has ${text.length}).`;
  if (!/\S/.test(text)) return 'Fill this in.';
  return undefined;
}

/** Every rich text in `data` that breaks a rule, by its path (a draft's field: ['studies', 0, 'challenge']). */
export function richTextProblems(data: unknown): RichTextProblem[] {
  const found: RichTextProblem[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (isRichText(value)) {
      const message = problemOf(value);
      if (message) found.push({ path, message });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(data, []);
  return found;
}

/** Plain paragraphs (a blank line between them) as a rich text: the seeds', and a kept older draft's. */
export const fromParagraphs = (text: string) => ({
  root: {
    type: 'root' as const,
    children: text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
      .filter(Boolean)
      .map((paragraph) => ({ type: 'paragraph', children: [{ type: 'text', text: paragraph }] })),
  },
});
