// Rich text as it is stored: Lexical's serialized editor state, restricted to an allow-list of
// nodes and of their fields. Paragraphs, headings 2 to 4, bulleted and numbered lists (nested at
// most RICH_TEXT_LIMITS.listDepth deep), quotes, runs of text (bold, italic, inline code: no
// other format), links and line breaks; nothing else, and no field Lexical's export adds beyond
// these (the editor keeps only these: src/staff/content/richtext/lexicalState.ts). Never HTML:
// the site draws it element by element (src/components/content/RichText.tsx). What a schema
// cannot say (where links lead, the whole text's size, that it is not empty) is
// contract/values/content/rich-text.ts's, run wherever a draft is checked.

import { type TSchema, Type } from 'typebox';
import { ALLOWED_FORMATS, RICH_TEXT_LIMITS } from './values/content/rich-text';
import { PATTERNS } from './values/constants';

/** The text format values made of bold (1), italic (2) and code (16) only. */
const FORMAT_VALUES = Array.from({ length: ALLOWED_FORMATS + 1 }, (_, n) => n).filter(
  (n) => (n & ~ALLOWED_FORMATS) === 0,
);

const TextNode = Type.Object(
  {
    type: Type.Literal('text'),
    text: Type.String({ maxLength: RICH_TEXT_LIMITS.run, pattern: PATTERNS.noControl }),
    format: Type.Optional(Type.Union(FORMAT_VALUES.map((n) => Type.Literal(n)))),
  },
  { additionalProperties: false },
);

const LineBreakNode = Type.Object(
  { type: Type.Literal('linebreak') },
  { additionalProperties: false },
);

const LinkNode = Type.Object(
  {
    type: Type.Literal('link'),
    url: Type.String({ minLength: 1, maxLength: RICH_TEXT_LIMITS.url }),
    children: Type.Array(Type.Union([TextNode, LineBreakNode]), {
      minItems: 1,
      maxItems: RICH_TEXT_LIMITS.inline,
    }),
  },
  { additionalProperties: false },
);

/** What a paragraph, a heading, a quote or a list item holds (named once in the API description). */
export const RichTextInline = Type.Union([TextNode, LineBreakNode, LinkNode]);
const Inline = RichTextInline;
const inlines = Type.Array(Inline, { maxItems: RICH_TEXT_LIMITS.inline });

/** A list whose items may hold lists `depth - 1` deep. */
const ListNode = (depth: number): TSchema =>
  Type.Object(
    {
      type: Type.Literal('list'),
      listType: Type.Union([Type.Literal('bullet'), Type.Literal('number')]),
      children: Type.Array(
        Type.Object(
          {
            type: Type.Literal('listitem'),
            children: Type.Array(depth > 1 ? Type.Union([Inline, ListNode(depth - 1)]) : Inline, {
              maxItems: RICH_TEXT_LIMITS.inline,
            }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: RICH_TEXT_LIMITS.items },
      ),
    },
    { additionalProperties: false },
  );

const Block = Type.Union([
  Type.Object(
    { type: Type.Literal('paragraph'), children: inlines },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('heading'),
      tag: Type.Union([Type.Literal('h2'), Type.Literal('h3'), Type.Literal('h4')]),
      children: inlines,
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('quote'), children: inlines }, { additionalProperties: false }),
  ListNode(RICH_TEXT_LIMITS.listDepth),
]);

/** A rich text field of a content document; the editor draws Lexical for it (`editor: 'richText'`). */
export const RichTextField = (labels: { title?: string; description?: string } = {}) =>
  Type.Unsafe<RichText>(
    Type.Object(
      {
        root: Type.Object(
          {
            type: Type.Literal('root'),
            children: Type.Array(Block, { minItems: 1, maxItems: RICH_TEXT_LIMITS.blocks }),
          },
          { additionalProperties: false },
        ),
      },
      { ...labels, editor: 'richText', additionalProperties: false },
    ),
  );

/** The loose type of a stored rich text; the site's renderer checks every node as it draws it. */
export { fromParagraphs } from './values/content/rich-text';

export interface RichText {
  root: { type: 'root'; children: readonly RichTextNode[] };
}
export interface RichTextNode {
  type: string;
  text?: string;
  format?: number;
  tag?: string;
  url?: string;
  listType?: string;
  children?: readonly RichTextNode[];
}
