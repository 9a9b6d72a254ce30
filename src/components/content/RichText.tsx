// A stored rich text (contract/rich-text.ts) drawn as elements, by an allow-list: paragraphs,
// headings 2 to 4, bulleted and numbered lists, quotes, bold, italic, inline code, links and
// line breaks. A node or format not on the list is dropped, never passed through; a link whose
// address the contract's rules refuse (javascript:, data:, the back office...) is drawn as its
// words only. No HTML is ever set from the data, so the server's render and the browser's
// hydration give the same markup. Links outside the site open with rel="noopener".

import { Fragment, type ReactNode } from 'react';
import type { RichText as RichTextValue, RichTextNode } from '../../../contract/rich-text';
import {
  isExternalLink,
  isSafeLink,
  TEXT_FORMATS,
} from '../../../contract/values/content/rich-text-render';

const HEADINGS = new Set(['h2', 'h3', 'h4']);

const list = (node: RichTextNode): readonly RichTextNode[] =>
  Array.isArray(node.children) ? node.children : [];

function text(node: RichTextNode): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0;
  let out: ReactNode = typeof node.text === 'string' ? node.text : '';
  if (format & TEXT_FORMATS.code) out = <code>{out}</code>;
  if (format & TEXT_FORMATS.italic) out = <em>{out}</em>;
  if (format & TEXT_FORMATS.bold) out = <strong>{out}</strong>;
  return out;
}

function inline(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{text(node)}</Fragment>;
    case 'linebreak':
      return <br key={key} />;
    case 'link': {
      const words = list(node)
        .filter((child) => child.type !== 'link')
        .map(inline);
      if (!isSafeLink(node.url)) return <Fragment key={key}>{words}</Fragment>;
      return (
        <a key={key} href={node.url} rel={isExternalLink(node.url) ? 'noopener' : undefined}>
          {words}
        </a>
      );
    }
    default:
      return null;
  }
}

const inlines = (node: RichTextNode) => list(node).map(inline);

function listOf(node: RichTextNode, key: number): ReactNode {
  const items = list(node)
    .filter((item) => item.type === 'listitem')
    .map((item, i) => (
      <li key={i}>
        {list(item).map((child, j) =>
          child.type === 'list' ? listOf(child, j) : inline(child, j),
        )}
      </li>
    ));
  return node.listType === 'number' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
}

function block(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node)}</p>;
    case 'heading': {
      if (typeof node.tag !== 'string' || !HEADINGS.has(node.tag)) return null;
      const Tag = node.tag as 'h2' | 'h3' | 'h4';
      return <Tag key={key}>{inlines(node)}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{inlines(node)}</blockquote>;
    case 'list':
      return listOf(node, key);
    default:
      return null;
  }
}

/** The blocks of a rich text, with no wrapper of their own (the page gives the section). */
export function RichText({ value }: { value: RichTextValue | undefined }) {
  const blocks = value?.root && Array.isArray(value.root.children) ? value.root.children : [];
  return <>{blocks.map(block)}</>;
}
