// One collection's editor fields, from its declaration (contract/values/collections.ts) and its words
// (collectionsCopy.ts); and the conversions between what the API sends and takes
// (collectionsApi.ts) and what the fields hold in the store (strings and booleans): prices are
// dollars in the field, whole cents on the wire; an optional image left empty is null.

import {
  COLLECTIONS,
  type CollectionDeclaration,
  type CollectionName,
  type FieldDeclaration,
  type Widget,
} from '../../../contract/values/collections';
import { PATTERNS } from '../../../contract/values/constants';
import type { AnyInput, AnyItem } from './collectionsApi';
import { localDateTimeOf, todayDate } from '../../lib/dates';
import { collectionsCopyOf, editorCopy } from './collectionsCopy';
import type { Draft } from './collectionsSlice';

export interface FieldSpec {
  name: string;
  label: string;
  widget: Widget;
  required: boolean;
  maxLength?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
}

const declared = (collection: CollectionName): [string, FieldDeclaration][] =>
  Object.entries(COLLECTIONS[collection].fields);

/** The fields staff edit, in their declared order. */
export function editorFields(collection: CollectionName): FieldSpec[] {
  const copy = collectionsCopyOf(collection);
  return declared(collection)
    .filter(([, field]) => field.editable !== false)
    .map(([name, field]) => ({
      name,
      label: copy.labels[name] ?? name,
      widget: field.widget,
      required: field.required === true,
      maxLength: field.maxLength,
      hint: copy.hints?.[name],
      options: field.options?.map((value) => ({
        value,
        label: copy.choices?.[name]?.[value] ?? value,
      })),
    }));
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** '49.9' → 4990; undefined when it is not a price. */
const centsOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/^\$/, '');
  return PRICE.test(trimmed) ? Math.round(Number(trimmed) * 100) : undefined;
};

/** The editor's draft of an item, or of a new one. */
export function draftOf(collection: CollectionName, item: AnyItem | null): Draft {
  const values = item as Record<string, unknown> | null;
  const draft: Draft = {};
  for (const [name, field] of declared(collection)) {
    if (field.editable === false) continue;
    const value = values?.[name];
    const empty = value === null || value === undefined;
    if (field.widget === 'boolean') draft[name] = values ? value === true : field.initial === true;
    else if (field.widget === 'cents') draft[name] = empty ? '' : (Number(value) / 100).toFixed(2);
    else if (field.widget === 'datetime') draft[name] = empty ? '' : localDateTimeOf(String(value));
    else if (field.widget === 'date' && !values) draft[name] = todayDate();
    else if (values) draft[name] = empty ? '' : String(value);
    else draft[name] = typeof field.initial === 'string' ? field.initial : '';
  }
  return draft;
}

const text = (draft: Draft, field: string): string => String(draft[field] ?? '');

/** The body to send, or the first field's problem (what was typed stays in the draft). */
export function inputOf(
  collection: CollectionName,
  draft: Draft,
): { body: AnyInput } | { error: string; field: string } {
  const body: Record<string, unknown> = {};
  for (const spec of editorFields(collection)) {
    const value = text(draft, spec.name);
    if (spec.required && spec.widget !== 'boolean' && !value.trim())
      return { error: editorCopy.required(spec.label), field: spec.name };
    switch (spec.widget) {
      case 'boolean':
        body[spec.name] = draft[spec.name] === true;
        break;
      case 'cents': {
        const cents = centsOf(value);
        if (!spec.required && !value.trim()) body[spec.name] = null;
        else if (cents === undefined)
          return {
            error: spec.required ? editorCopy.badPrice : editorCopy.badAmount,
            field: spec.name,
          };
        else body[spec.name] = cents;
        break;
      }
      case 'date':
        if (!new RegExp(PATTERNS.date).test(value.trim()))
          return { error: editorCopy.badDate, field: spec.name };
        body[spec.name] = value.trim();
        break;
      case 'datetime': {
        // A datetime-local value, in the editor's time zone; sent as the moment it names.
        const time = value.trim() ? new Date(value.trim()).getTime() : null;
        if (time !== null && Number.isNaN(time))
          return { error: editorCopy.badDateTime, field: spec.name };
        body[spec.name] = time === null ? null : new Date(time).toISOString();
        break;
      }
      case 'choice':
        // The editor offers only these; the server refuses anything else.
        body[spec.name] =
          spec.options?.find((option) => option.value === value)?.value ?? spec.options?.[0]?.value;
        break;
      case 'image':
        body[spec.name] = value || (spec.required ? '' : null);
        break;
      default:
        // An optional line left empty is no value at all.
        body[spec.name] = spec.required || value.trim() ? value : null;
    }
  }
  const declaration: CollectionDeclaration = COLLECTIONS[collection];
  const problem = declaration.check?.(body);
  if (problem) return { error: problem.message, field: problem.field };
  return { body: body as AnyInput };
}
