// Rich text (contract/rich-text.ts) as an email's HTML and plain text: the newsletter's campaigns
// send an article's blocks or a note with it. Drawn by allow-list, as the site draws it
// (src/components/content/RichText.tsx): paragraphs, headings, quotes, lists, bold, italic,
// code, links and line breaks; any other node is left out. Every word is escaped; a link is
// kept only when the site would draw it (linkProblem), made absolute (a page of the site becomes
// PUBLIC_URL + its path), and never rewritten through a tracker. Inline styles only: mail
// programs drop style sheets.

import type { Block } from '../../contract/blocks';
import { isRichText } from '../../contract/values/content/rich-text';
import { isSafeLink, TEXT_FORMATS } from '../../contract/values/content/rich-text-render';
import { escapeHtml, plain } from './render';

interface Node {
  type?: unknown;
  text?: unknown;
  format?: unknown;
  tag?: unknown;
  url?: unknown;
  listType?: unknown;
  children?: unknown;
}

export interface EmailParts {
  html: string;
  text: string;
}

const childrenOf = (node: Node): Node[] =>
  Array.isArray(node.children)
    ? (node.children as unknown[]).filter(
        (child): child is Node => child !== null && typeof child === 'object',
      )
    : [];

const HEADING_SIZES: Record<string, string> = { h2: '20px', h3: '18px', h4: '16px' };

/** A link's address as an email gives it: absolute; undefined when the site would not draw it. */
function absoluteLink(url: unknown, siteUrl: string): string | undefined {
  if (!isSafeLink(url)) return undefined;
  return url.startsWith('/') ? `${siteUrl}${url}` : url;
}

/** `value` (a stored rich text) as email HTML and text; links absolute against `siteUrl`. */
export function richTextEmail(value: unknown, siteUrl: string): EmailParts {
  if (!isRichText(value)) return { html: '', text: '' };
  const inlineHtml = (node: Node): string => {
    if (node.type === 'linebreak') return '<br>';
    if (node.type === 'text') {
      let html = escapeHtml(plain(typeof node.text === 'string' ? node.text : ''));
      const format = typeof node.format === 'number' ? node.format : 0;
      if (format & TEXT_FORMATS.code) html = `<code>${html}</code>`;
      if (format & TEXT_FORMATS.italic) html = `<em>${html}</em>`;
      if (format & TEXT_FORMATS.bold) html = `<strong>${html}</strong>`;
      return html;
    }
    if (node.type === 'link') {
      const words = childrenOf(node).map(inlineHtml).join('');
      const href = absoluteLink(node.url, siteUrl);
      return href === undefined ? words : `<a href="${escapeHtml(href)}">${words}</a>`;
    }
    return '';
  };
  const inlineText = (node: Node): string => {
    if (node.type === 'linebreak') return '\n';
    if (node.type === 'text') return plain(typeof node.text === 'string' ? node.text : '');
    if (node.type === 'link') {
      const words = childrenOf(node).map(inlineText).join('');
      const href = absoluteLink(node.url, siteUrl);
      return href === undefined || href === words ? words : `${words} (${href})`;
    }
    return '';
  };
  const listHtml = (node: Node): string => {
    const tag = node.listType === 'number' ? 'ol' : 'ul';
    const items = childrenOf(node).map(
      (item) =>
        `<li>${childrenOf(item)
          .map((child) => (child.type === 'list' ? listHtml(child) : inlineHtml(child)))
          .join('')}</li>`,
    );
    return `<${tag}>${items.join('')}</${tag}>`;
  };
  const listText = (node: Node, depth: number): string[] =>
    childrenOf(node).flatMap((item, index) => {
      const bullet = node.listType === 'number' ? `${index + 1}.` : '-';
      const words = childrenOf(item)
        .filter((child) => child.type !== 'list')
        .map(inlineText)
        .join('');
      const nested = childrenOf(item)
        .filter((child) => child.type === 'list')
        .flatMap((child) => listText(child, depth + 1));
      return [`${'  '.repeat(depth)}${bullet} ${words}`, ...nested];
    });
  const html: string[] = [];
  const text: string[] = [];
  for (const node of childrenOf(value.root)) {
    const words = childrenOf(node);
    if (node.type === 'paragraph') {
      html.push(`<p>${words.map(inlineHtml).join('')}</p>`);
      text.push(words.map(inlineText).join(''));
    } else if (node.type === 'heading') {
      const tag = typeof node.tag === 'string' && node.tag in HEADING_SIZES ? node.tag : 'h2';
      html.push(
        `<${tag} style="font-size:${HEADING_SIZES[tag]};margin:1.2em 0 0.4em">${words.map(inlineHtml).join('')}</${tag}>`,
      );
      text.push(words.map(inlineText).join('').toUpperCase());
    } else if (node.type === 'quote') {
      html.push(
        `<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:1em">${words.map(inlineHtml).join('')}</blockquote>`,
      );
      text.push(`> ${words.map(inlineText).join('').replace(/\n/g, '\n> ')}`);
    } else if (node.type === 'list') {
      html.push(listHtml(node));
      text.push(listText(node, 0).join('\n'));
    }
  }
  return { html: html.join('\n'), text: text.join('\n\n') };
}

/**
 * An article's blocks as email HTML and text: its texts (rich text and image-with-text blocks,
 * with their headings); the other kinds of block are the page's, left to the site.
 */
export function blocksEmail(blocks: readonly Block[], siteUrl: string): EmailParts {
  const parts: EmailParts[] = [];
  for (const block of blocks) {
    if (block.type !== 'richText' && block.type !== 'imageWithText') continue;
    const heading = plain(block.heading ?? '').trim();
    if (heading) {
      parts.push({
        html: `<h2 style="font-size:20px;margin:1.2em 0 0.4em">${escapeHtml(heading)}</h2>`,
        text: heading.toUpperCase(),
      });
    }
    parts.push(richTextEmail(block.body, siteUrl));
  }
  return {
    html: parts.map((p) => p.html).join('\n'),
    text: parts
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n'),
  };
}
