// A stored rich text (contract/rich-text.ts) to Lexical's serialized editor state and back. The
// store keeps only the allow-list's nodes and fields: what Lexical adds (direction, indent,
// styles, list item numbers...) is filled in when the editor opens and left out when it
// changes, and whatever the editor may hold beyond the allow-list (a pasted heading 1, an
// underline, a tab) becomes its nearest allowed form or is dropped.

import type { RichText, RichTextNode } from '../../../../contract/rich-text';
import {
  ALLOWED_FORMATS,
  fromParagraphs,
  RICH_TEXT_LIMITS,
} from '../../../../contract/values/content/rich-text';

type Json = Record<string, unknown> & { type?: unknown; children?: unknown };

const ELEMENT = { version: 1, direction: null, format: '', indent: 0 };

const kids = (node: Json | RichTextNode): Json[] =>
  Array.isArray(node.children) ? (node.children as Json[]) : [];

/** A stored inline node as Lexical's. */
function inlineIn(node: Json): Json | undefined {
  switch (node.type) {
    case 'text':
      return {
        type: 'text',
        version: 1,
        text: String(node.text ?? ''),
        format: Number(node.format ?? 0) & ALLOWED_FORMATS,
        detail: 0,
        mode: 'normal',
        style: '',
      };
    case 'linebreak':
      return { type: 'linebreak', version: 1 };
    case 'link':
      return {
        ...ELEMENT,
        type: 'link',
        url: String(node.url ?? ''),
        rel: null,
        target: null,
        title: null,
        children: kids(node).map(inlineIn).filter(Boolean),
      };
    default:
      return undefined;
  }
}

function listIn(node: Json): Json {
  const listType = node.listType === 'number' ? 'number' : 'bullet';
  const items: Json[] = [];
  for (const item of kids(node)) {
    const words = kids(item).filter((child) => child.type !== 'list');
    if (words.length) items.push({ children: words.map(inlineIn).filter(Boolean) });
    for (const nested of kids(item).filter((child) => child.type === 'list'))
      items.push({ children: [listIn(nested)] });
  }
  return {
    ...ELEMENT,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'number' ? 'ol' : 'ul',
    children: items.map((item, i) => ({ ...ELEMENT, type: 'listitem', value: i + 1, ...item })),
  };
}

function blockIn(node: Json): Json | undefined {
  const inlines = kids(node).map(inlineIn).filter(Boolean);
  switch (node.type) {
    case 'paragraph':
      return { ...ELEMENT, type: 'paragraph', textFormat: 0, textStyle: '', children: inlines };
    case 'heading':
      return { ...ELEMENT, type: 'heading', tag: node.tag, children: inlines };
    case 'quote':
      return { ...ELEMENT, type: 'quote', children: inlines };
    case 'list':
      return listIn(node);
    default:
      return undefined;
  }
}

/** The editor's state for a stored rich text (or, from an older draft, plain paragraphs). */
export function toLexical(value: unknown): string {
  const rich = (typeof value === 'string' ? fromParagraphs(value) : value) as RichText | undefined;
  const blocks = kids((rich?.root ?? {}) as Json)
    .map(blockIn)
    .filter(Boolean);
  const children = blocks.length ? blocks : [blockIn({ type: 'paragraph', children: [] })];
  return JSON.stringify({ root: { ...ELEMENT, type: 'root', children } });
}

/** A Lexical inline node as stored, or nothing when it is not one the allow-list keeps. */
function inlineOut(node: Json): RichTextNode[] {
  switch (node.type) {
    case 'text':
    case 'tab': {
      const text = node.type === 'tab' ? ' ' : String(node.text ?? '');
      const format = Number(node.format ?? 0) & ALLOWED_FORMATS;
      if (!text) return [];
      return [format ? { type: 'text', text, format } : { type: 'text', text }];
    }
    case 'linebreak':
      return [{ type: 'linebreak' }];
    case 'link':
    case 'autolink': {
      const children = kids(node)
        .flatMap(inlineOut)
        .filter((child) => child.type !== 'link');
      return children.length ? [{ type: 'link', url: String(node.url ?? ''), children }] : [];
    }
    default:
      return kids(node).flatMap(inlineOut);
  }
}

function listOut(node: Json, depth: number): RichTextNode {
  return {
    type: 'list',
    listType: node.listType === 'number' ? 'number' : 'bullet',
    children: kids(node)
      .filter((item) => item.type === 'listitem')
      .map((item) => ({
        type: 'listitem',
        children: kids(item).flatMap((child) =>
          child.type !== 'list'
            ? inlineOut(child)
            : depth > 1
              ? [listOut(child, depth - 1)]
              : kids(child).flatMap((inner) => kids(inner).flatMap(inlineOut)),
        ),
      })),
  };
}

const HEADINGS: Record<string, string> = {
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
};

function blockOut(node: Json): RichTextNode[] {
  const children = kids(node).flatMap(inlineOut);
  switch (node.type) {
    case 'heading':
      return [{ type: 'heading', tag: HEADINGS[String(node.tag)] ?? 'h2', children }];
    case 'quote':
      return [{ type: 'quote', children }];
    case 'list':
      return [listOut(node, RICH_TEXT_LIMITS.listDepth)];
    default:
      return [{ type: 'paragraph', children }];
  }
}

/** What the store keeps of the editor's state (its toJSON()). */
export function fromLexical(state: { root: unknown }): RichText {
  return { root: { type: 'root', children: kids(state.root as Json).flatMap(blockOut) } };
}
