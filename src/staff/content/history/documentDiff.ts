// What changed between two versions of a content document, field by field, walking its schema:
// each change named by the path of labels staff see in the editor ("Phone › Display"), lists item
// by item ("Social › LinkedIn › Address"; an item added or removed is one change). A rich text
// reads as its plain text, never its JSON.

import { plainText } from '../../../../contract/values/content/rich-text';
import { type FieldSchema, type Path, kindOf, labelOf } from '../documentSchema';

export interface Change {
  /** The field's labels from the top: ['Phone', 'Display']. */
  label: string[];
  /** Where it is in the document: ['phone', 'display']. */
  path: Path;
  /** The value as text; null when the field (or list item) is not there. */
  before: string | null;
  after: string | null;
}

/** A value as staff read it in the diff. */
function showValue(value: unknown, schema: FieldSchema | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (schema && kindOf(schema) === 'price' && typeof value === 'number') return `$${value}`;
  if (schema && kindOf(schema) === 'richText') return plainText(value);
  if (schema && kindOf(schema) === 'tags' && Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.entries(record)
      .map(
        ([name, field]) =>
          `${labelOf(name, schema?.properties?.[name] ?? {})}: ${showValue(field, schema?.properties?.[name])}`,
      )
      .join('; ');
  }
  return String(value);
}

/** The name of a list's item: its itemTitle field, else its number. */
export function itemLabel(list: FieldSchema, item: unknown, index: number): string {
  const named =
    list.itemTitle && item && typeof item === 'object'
      ? (item as Record<string, unknown>)[list.itemTitle]
      : undefined;
  return typeof named === 'string' && named.trim() ? named : `${index + 1}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function walk(
  schema: FieldSchema,
  before: unknown,
  after: unknown,
  label: string[],
  path: Path,
  out: Change[],
) {
  if (same(before, after)) return;
  const kind = kindOf(schema);
  if (kind === 'group' && schema.properties && isRecord(before) && isRecord(after)) {
    for (const [name, field] of Object.entries(schema.properties))
      walk(
        field,
        before[name],
        after[name],
        [...label, labelOf(name, field)],
        [...path, name],
        out,
      );
    return;
  }
  if (kind === 'list' && schema.items && Array.isArray(before) && Array.isArray(after)) {
    const items = schema.items;
    for (let i = 0; i < Math.max(before.length, after.length); i += 1) {
      const itemLabelText = itemLabel(schema, i < after.length ? after[i] : before[i], i);
      const where = [...label, itemLabelText];
      const at = [...path, i];
      if (i >= before.length)
        out.push({ label: where, path: at, before: null, after: showValue(after[i], items) });
      else if (i >= after.length)
        out.push({ label: where, path: at, before: showValue(before[i], items), after: null });
      else walk(items, before[i], after[i], where, at, out);
    }
    return;
  }
  out.push({ label, path, before: showValue(before, schema), after: showValue(after, schema) });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The changes from `before` to `after`, in the schema's order. */
export function diffDocuments(schema: FieldSchema, before: unknown, after: unknown): Change[] {
  const out: Change[] = [];
  walk(schema, before, after, [], [], out);
  return out;
}

/**
 * `mine` with `theirs`' value at each of `paths` (a list item only they have is added, one only I
 * have is removed): the merge of two versions, field by field.
 */
export function mergeDocuments(mine: unknown, theirs: unknown, paths: readonly Path[]): unknown {
  const merged = structuredClone(mine) as Record<string | number, unknown>;
  const at = (root: unknown, path: Path) =>
    path.reduce<unknown>((here, step) => (here as Record<string | number, unknown>)?.[step], root);
  const removed: Path[] = [];
  for (const path of paths) {
    const parent = at(merged, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    const last = path[path.length - 1];
    if (!parent || last === undefined) continue;
    const value = at(theirs, path);
    if (value === undefined) removed.push(path);
    else parent[last] = structuredClone(value);
  }
  // Items only I have go from the last, so that the places of the others stay as they were.
  for (const path of removed.sort((a, b) => Number(b.at(-1)) - Number(a.at(-1)))) {
    const list = at(merged, path.slice(0, -1));
    if (Array.isArray(list)) list.splice(Number(path.at(-1)), 1);
  }
  return merged;
}
