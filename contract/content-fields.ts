// The fields content documents are made of (contract/documents/index.ts). Each carries, besides its
// rules, an `editor` hint: which input the back office's document editor draws for it (it builds
// its form from the JSON Schema the server sends). The rules are checked on both sides from the
// same schema. Kinds: text (one line), longText (several lines), route (a path of the site),
// price (whole US dollars), count, image (from the media library, alt text required), flag,
// seoTitle / seoDescription (with length counters and a search-result preview), anchor (the part
// of the page's address naming a list's item, made from the item's name: AnchorField), richText
// (headings, lists, bold, links: contract/rich-text.ts's RichTextField), author (an author
// profile's id, chosen among GET /api/staff/authors: an article's author), tags (a list of short
// names typed as tags: an article's; a list's hint, ListOf's `editor`). An object or
// list may carry `title` (its label) and lists `itemTitle` (the field naming each item).

import { type Static, Type, type TProperties, type TSchema } from 'typebox';
import { ANCHOR_LENGTH } from './values/content/anchors';
import { PATTERNS } from './values/constants';
import { FACT_PLACEHOLDER_PATTERN } from './values/content/facts';

/** The editor hints: what form control a field gets. */
export type EditorKind =
  | 'text'
  | 'longText'
  | 'route'
  | 'price'
  | 'count'
  | 'image'
  | 'flag'
  | 'seoTitle'
  | 'seoDescription'
  | 'anchor'
  | 'richText'
  | 'author'
  | 'tags';

interface Labels {
  /** The field's label in the editor. */
  title?: string;
  /** A short help text under the field. */
  description?: string;
  /** What a new field starts with in the editor (a block's usual heading). */
  default?: string;
}

/** One line of text, not blank. */
export const TextField = (maxLength: number, labels: Labels = {}) =>
  Type.String({
    ...labels,
    editor: 'text',
    allOf: [
      { minLength: 1 },
      { maxLength },
      { pattern: PATTERNS.notBlank },
      { pattern: PATTERNS.singleLine },
    ],
  });

/** Text of one or more paragraphs (line breaks kept), not blank. */
export const LongTextField = (maxLength: number, labels: Labels = {}) =>
  Type.String({
    ...labels,
    editor: 'longText',
    allOf: [
      { minLength: 1 },
      { maxLength },
      { pattern: PATTERNS.notBlank },
      { pattern: PATTERNS.noControl },
    ],
  });

/**
 * A path of this site ('/pricing', '/services/webdevelopment'), optionally with one query
 * parameter ('/products?category=templates') or a #fragment.
 */
export const RouteField = (labels: Labels = {}) =>
  Type.String({
    ...labels,
    editor: 'route',
    pattern: '^/[a-zA-Z0-9/_-]*(\\?[a-z]+=[a-zA-Z0-9_-]+)?(#[a-zA-Z0-9_-]+)?$',
    maxLength: 120,
  });

/** One line of text that may be left empty. */
export const OptionalTextField = (maxLength: number, labels: Labels = {}) =>
  Type.String({ ...labels, editor: 'text', maxLength, pattern: PATTERNS.singleLine });

/** A link of the site: its label, where it leads, and what a short label is about. */
export const LinkField = (labels: Labels = {}) =>
  Type.Object(
    {
      label: TextField(60, { title: 'Label' }),
      path: RouteField({ title: 'Leads to' }),
      context: OptionalTextField(80, {
        title: 'What it is about',
        description:
          'For screen readers and search engines, when the label is short ("Read More").',
      }),
    },
    { ...labels, additionalProperties: false },
  );

/** An amount in whole US dollars. */
export const PriceField = (labels: Labels = {}) =>
  Type.Integer({ ...labels, editor: 'price', minimum: 0, maximum: 10_000_000 });

/** A small whole number (months, pages). */
export const CountField = (maximum: number, labels: Labels = {}) =>
  Type.Integer({ ...labels, editor: 'count', minimum: 0, maximum });

export const FlagField = (labels: Labels = {}) => Type.Boolean({ ...labels, editor: 'flag' });

/** An image the site serves: an illustration of the site (/images/…) or an upload (/media/…). */
export const ImageField = (labels: Labels = {}) =>
  Type.Object(
    {
      url: Type.String({
        title: 'Image',
        pattern: `^/images/[a-z0-9-]+\\.(svg|png|jpg|webp)$|${PATTERNS.mediaPath}`,
        maxLength: 210,
      }),
      // May be empty in a draft (an upload not yet described): publishing is refused while it is.
      // An upload's words are the media library's: the server shows those when it serves the page
      // (server/content/focal-points.ts); this is their copy, kept for older readers.
      alt: OptionalTextField(200, {
        title: 'Alternative text',
        description: 'What the image shows, for people who cannot see it. Required to publish.',
      }),
      width: Type.Integer({ minimum: 1, maximum: 4000 }),
      height: Type.Integer({ minimum: 1, maximum: 4000 }),
      // Not kept in the document: the server adds an upload's focal point from the media library
      // when it serves the document (server/content/focal-points.ts).
      focalX: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
      focalY: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    },
    { ...labels, editor: 'image', additionalProperties: false },
  );

/** A group of fields shown together. */
export const Group = <P extends TProperties>(properties: P, labels: Labels = {}) =>
  Type.Object(properties, { ...labels, additionalProperties: false });

/**
 * A list staff can add to, remove from and reorder; `editor: 'tags'`: a list of short names the
 * editor draws as a tag input (type, Enter adds; each tag removable) instead of one field each.
 */
export const ListOf = <T extends TSchema>(
  item: T,
  options: Labels & { minItems?: number; maxItems: number; itemTitle?: string; editor?: 'tags' },
) => Type.Array(item, { ...options });

/** The company's facts a page's text may name; the page fills them in from `company`. */
export const COMPANY_FACTS = [
  'name',
  'legalName',
  'address',
  'city',
  'region',
  'established',
  'supportEmail',
  'salesEmail',
  'phone',
  'hours',
] as const;

/**
 * Text whose {placeholders} are only these names, or facts named once ({price:webDevelopment.basic}:
 * contract/values/content/facts.ts, which checks that the fact exists).
 */
const onlyNames = (names: readonly string[]) =>
  `^(?:[^{}]|\\{(?:${names.join('|')})\\}|${FACT_PLACEHOLDER_PATTERN})*$`;

/**
 * A page's entry for search engines: title ≤ 60 and description ≤ 160 characters. The
 * description may name the company's facts ({phone}…), which the page fills in.
 */
export const SeoFields = Group(
  {
    title: Type.String({
      title: 'Title in search results',
      editor: 'seoTitle',
      allOf: [{ minLength: 1 }, { maxLength: 60 }, { pattern: PATTERNS.singleLine }],
    }),
    description: Type.String({
      title: 'Description in search results',
      editor: 'seoDescription',
      allOf: [
        { minLength: 50 },
        { maxLength: 160 },
        { pattern: PATTERNS.singleLine },
        { pattern: onlyNames(COMPANY_FACTS) },
      ],
    }),
  },
  { title: 'Search engines' },
);
export type SeoFields = Static<typeof SeoFields>;

/** A page's entry for search engines (SeoFields), under its own heading ('Search engines: /cart'). */
export const SearchEntry = (title = 'Search engines') =>
  Group(SeoFields.properties, {
    title,
    description: `The company's name follows the title. The description may name the company's facts: ${COMPANY_FACTS.map((n) => `{${n}}`).join(', ')}.`,
  });

/**
 * Text that names values by {placeholder} (the company's facts, or what the page is about, such
 * as a posting's {title}): the page puts them in as it shows the text, so that a fact is edited
 * once, in the company's document. Only the listed placeholders are accepted. `long`: several
 * lines (as LongTextField).
 */
export const TextWith = (
  maxLength: number,
  names: readonly string[],
  { long = false, ...labels }: Labels & { long?: boolean } = {},
) =>
  Type.String({
    description: `${names.map((n) => `{${n}}`).join(', ')}: the page shows its value there.`,
    ...labels,
    editor: long ? 'longText' : 'text',
    allOf: [
      { minLength: 1 },
      { maxLength },
      { pattern: PATTERNS.notBlank },
      { pattern: long ? PATTERNS.noControl : PATTERNS.singleLine },
      { pattern: onlyNames(names) },
    ],
  });

/** A short lowercase name: an id (a products' category). Anchors are AnchorField's. */
export const SlugField = (title: string) =>
  Type.String({ title, editor: 'text', pattern: '^[a-z][a-z0-9-]{0,40}$' });

/**
 * The part of the page's address that leads to a list's item (/pricing#basic). The editor makes
 * it from the item's name (the list's itemTitle) as that is typed, and shows it only under
 * "Advanced"; set there, it stays as set, so that links to it keep working.
 */
export const AnchorField = () =>
  Type.String({
    title: 'Address of this part of the page',
    description:
      "Made from the name. Change it only to keep old links working: lowercase letters, digits and '-'.",
    editor: 'anchor',
    pattern: `^[a-z][a-z0-9-]{0,${ANCHOR_LENGTH - 1}}$`,
  });

/**
 * Questions and their answers (an FAQ), reorderable, each with its anchor (AnchorField); an
 * answer may name the company's facts.
 */
export const QuestionsField = ({
  maxItems,
  question = 160,
  answer = 800,
}: {
  maxItems: number;
  question?: number;
  answer?: number;
}) =>
  ListOf(
    Group({
      id: AnchorField(),
      question: TextField(question, { title: 'Question' }),
      answer: TextWith(answer, COMPANY_FACTS, { long: true, title: 'Answer' }),
    }),
    { title: 'Questions', minItems: 1, maxItems, itemTitle: 'question' },
  );
