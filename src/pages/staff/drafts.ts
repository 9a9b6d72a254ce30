// Between what the API sends and takes (staffApi.ts) and what the editor's fields hold (strings and
// booleans in the store): prices are dollars in the field, whole cents on the wire.

import { PRODUCT_CATEGORIES } from '../../../contract/constants';
import type { AnyInput, AnyItem, Collection } from '../../api/staffApi';
import { collectionsCopy, editorCopy } from '../../content/staff';
import type { Draft } from '../../features/staff/staffSlice';

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** '49.9' → 4990; undefined when it is not a price. */
const centsOf = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/^\$/, '');
  return PRICE.test(trimmed) ? Math.round(Number(trimmed) * 100) : undefined;
};

export function draftOf(collection: Collection, item: AnyItem | null): Draft {
  if (!item) return { ...collectionsCopy[collection].empty };
  const draft: Draft = {};
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'string' || typeof value === 'boolean') draft[key] = value;
  }
  if ('photo' in item) draft.photo = item.photo ?? '';
  if ('priceCents' in item) draft.price = (item.priceCents / 100).toFixed(2);
  return draft;
}

const text = (draft: Draft, field: string): string => String(draft[field] ?? '');

/** The body to send, or the first field's problem (what was typed stays in the draft). */
export function inputOf(
  collection: Collection,
  draft: Draft,
): { body: AnyInput } | { error: string; field: string } {
  for (const spec of collectionsCopy[collection].fields) {
    if ('required' in spec && spec.required && !text(draft, spec.name).trim())
      return { error: editorCopy.required(spec.label), field: spec.name };
  }
  const published = draft.published === true;
  if (collection === 'posts') {
    const type = text(draft, 'type') === 'internship' ? 'internship' : 'job';
    return { body: { type, title: text(draft, 'title'), body: text(draft, 'body'), published } };
  }
  if (collection === 'testimonials') {
    return {
      body: {
        name: text(draft, 'name'),
        designation: text(draft, 'designation'),
        message: text(draft, 'message'),
        photo: text(draft, 'photo') || null,
        published,
      },
    };
  }
  const priceCents = centsOf(text(draft, 'price'));
  if (priceCents === undefined) return { error: editorCopy.badPrice, field: 'price' };
  return {
    body: {
      title: text(draft, 'title'),
      priceCents,
      description: text(draft, 'description'),
      // The editor offers only these; the server refuses anything else.
      category: PRODUCT_CATEGORIES.find((c) => c === text(draft, 'category')) ?? 'templates',
      image: text(draft, 'image'),
      published,
    },
  };
}
