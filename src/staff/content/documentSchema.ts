// Reading a content document's JSON Schema (the server sends it with the document; the fields are
// declared in contract/content-fields.ts): each field's kind, label, limits and an empty value for
// a new list item; and checking a draft against it in the browser with TypeBox's JSON Schema
// checker, the same rules the server applies, each problem worded and tied to its field's path.
// Only the back office's staff-admin chunk imports this module (it carries the checker).

import { Errors } from 'typebox/schema';
import { EMAIL_PATTERN } from '../../../contract/values/forms/email';
import type { EditorKind } from '../../../contract/content-fields';
import { withCount } from '../../../contract/values/plural';
import { richTextProblems } from '../../../contract/values/content/rich-text';

/** A rich text holding something its schema refuses (pasted, or from an older version). */
const RICH_TEXT_REFUSED = 'This text holds something it may not: remove the last part you added.';
import {
  type Fact,
  factValues,
  unknownFactMessage,
  unknownFacts,
} from '../../../contract/values/content/facts';

export type Path = readonly (string | number)[];

/** The parts of JSON Schema the editor reads. */
export interface FieldSchema {
  type?: string;
  title?: string;
  description?: string;
  editor?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  itemTitle?: string;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  allOf?: FieldSchema[];
  /** A union: a list of blocks' items, one schema per kind (contract/blocks/). */
  anyOf?: FieldSchema[];
  /** The one value allowed: a block's `type`. */
  const?: unknown;
  /** Shown, not edited: the server sets it (the company's site address). */
  readOnly?: boolean;
}

/** The control a field gets: its editor hint, or what its JSON type calls for. */
export type FieldKind = EditorKind | 'number' | 'group' | 'list';

const HINTS = new Set<EditorKind>([
  'text',
  'longText',
  'route',
  'price',
  'count',
  'image',
  'flag',
  'seoTitle',
  'seoDescription',
  'anchor',
  'richText',
  'author',
  'tags',
]);

export function kindOf(schema: FieldSchema): FieldKind {
  if (HINTS.has(schema.editor as EditorKind)) return schema.editor as EditorKind;
  switch (schema.type) {
    case 'object':
      return 'group';
    case 'array':
      return 'list';
    case 'boolean':
      return 'flag';
    case 'integer':
      return 'count';
    case 'number':
      return 'number';
    default:
      return 'text';
  }
}

/** 'legalName' → 'Legal name': the label of a field its schema does not name. */
const humanise = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const labelOf = (name: string, schema: FieldSchema): string =>
  schema.title ?? humanise(name);

/** A limit written directly or in allOf (contract/fields.ts writes text rules in allOf). */
const limitOf = (schema: FieldSchema, key: 'maxLength' | 'minLength'): number | undefined =>
  schema[key] ?? schema.allOf?.find((part) => part[key] !== undefined)?.[key];

export const maxLengthOf = (schema: FieldSchema) => limitOf(schema, 'maxLength');
const minLengthOf = (schema: FieldSchema) => limitOf(schema, 'minLength');

/** A rich text with one empty paragraph: the editor's start. */
const EMPTY_RICH_TEXT = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } };

/** A new list item: every field present and empty (the checks then say what to fill in). */
export function emptyOf(schema: FieldSchema): unknown {
  if (kindOf(schema) === 'richText') return EMPTY_RICH_TEXT;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, emptyOf(field)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    default:
      return '';
  }
}

/** The schema of the field at `path`. */
function schemaAt(schema: FieldSchema, path: Path): FieldSchema | undefined {
  let here: FieldSchema | undefined = schema;
  for (const step of path) here = typeof step === 'number' ? here?.items : here?.properties?.[step];
  return here;
}

/** The part of `path` that names a field the form shows: a rich text's, not a node inside it. */
function fieldPath(schema: FieldSchema, path: Path): Path {
  let here: FieldSchema | undefined = schema;
  for (const [i, step] of path.entries()) {
    if (here && kindOf(here) === 'richText') return path.slice(0, i);
    here = typeof step === 'number' ? here?.items : here?.properties?.[step];
  }
  return path;
}

/** A path as the key of a problem and the suffix of an id: ['hours', 'rows', 0] → 'hours.rows.0'. */
export const pathKey = (path: Path): string => path.join('.');

interface Issue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A schema's limit and its noun: '1 item', '80 characters'. */
const counted = (limit: unknown, noun: string): string =>
  withCount(Number(limit), noun, `${noun}s`, String(limit));

function wordingOf(issue: Issue, schema: FieldSchema | undefined): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'minLength':
      return p.limit === 1 ? 'Fill this in.' : `At least ${counted(p.limit, 'character')}.`;
    case 'maxLength':
      return `At most ${counted(p.limit, 'character')}.`;
    case 'minimum':
      return `At least ${String(p.limit)}.`;
    case 'maximum':
      return `At most ${String(p.limit)}.`;
    case 'minItems':
      return `At least ${counted(p.limit, 'item')}.`;
    case 'maxItems':
      return `At most ${counted(p.limit, 'item')}.`;
    case 'type':
      return p.type === 'integer' || p.type === 'number'
        ? 'Enter a number.'
        : 'This value is not valid.';
    case 'pattern':
      if (p.pattern === EMAIL_PATTERN) return 'Enter an email address.';
      if (minLengthOf(schema ?? {}) === 1 && kindOf(schema ?? {}) !== 'route')
        return 'Use one line of text that is not blank.';
      return kindOf(schema ?? {}) === 'route'
        ? 'Choose a page of this site.'
        : 'This value is not in the expected form.';
    default:
      return 'This value is not valid.';
  }
}

/** The kind of a union's item: the schema whose `type` constant is the item's (a block's). */
export const variantOf = (union: FieldSchema, item: unknown): FieldSchema | undefined =>
  union.anyOf?.find(
    (kind) => kind.properties?.type?.const === (item as { type?: unknown } | null)?.type,
  );

/** Whether `path` leads into an item of a list of a union (a page's blocks). */
function inUnion(schema: FieldSchema, path: Path): boolean {
  let here: FieldSchema | undefined = schema;
  for (const step of path) {
    if (typeof step === 'number' && here?.items?.anyOf) return true;
    here = typeof step === 'number' ? here?.items : here?.properties?.[step];
  }
  return false;
}

/**
 * The problems of the items of the top-level lists of a union, each checked against its own kind
 * (a union's checker would report every kind's rules it breaks), by their paths.
 */
function unionProblems(schema: FieldSchema, draft: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const record = (draft ?? {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const items = record[name];
    if (!field.items?.anyOf || !Array.isArray(items)) continue;
    items.forEach((item, index) => {
      const kind = variantOf(field.items ?? {}, item);
      const own = kind ? problemsOf(kind, item) : { '': 'This value is not valid.' };
      for (const [at, text] of Object.entries(own))
        problems[pathKey([name, index, ...(at ? [at] : [])])] = text;
    });
  }
  return problems;
}

/**
 * The draft's problems, by field path (pathKey): the first for each field, worded for staff; a
 * text naming a fact that is not one of `facts` is one (the server's rule: contract/values/content/facts.ts).
 */
export function problemsOf(
  schema: FieldSchema,
  draft: unknown,
  facts: readonly Fact[] = [],
): Record<string, string> {
  const [, issues] = Errors(schema as Parameters<typeof Errors>[0], draft) as [boolean, Issue[]];
  const problems: Record<string, string> = {};
  for (const { path, name } of unknownFacts(draft, factValues(facts)))
    problems[pathKey(fieldPath(schema, path))] = unknownFactMessage(name);
  for (const { path, message } of richTextProblems(draft)) problems[pathKey(path)] ??= message;
  for (const [at, message] of Object.entries(unionProblems(schema, draft)))
    problems[at] ??= message;
  for (const issue of issues) {
    const at = issue.instancePath
      .split('/')
      .filter(Boolean)
      .map((step) =>
        /^\d+$/.test(step) ? Number(step) : step.replace(/~1/g, '/').replace(/~0/g, '~'),
      );
    if (inUnion(schema, at)) continue;
    const path = fieldPath(schema, at);
    const inside = path.length < at.length;
    problems[pathKey(path)] ??= inside
      ? RICH_TEXT_REFUSED
      : wordingOf(issue, schemaAt(schema, path));
  }
  return problems;
}
