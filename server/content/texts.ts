// The words a visitor reads in a content document's value, the one walk of them: the site search
// indexes them (search/sources.ts), an article's reading time counts them (articles/service.ts).

import { fillIn, type FillValues } from '../../contract/values/content/fill-in';
import { isRichText, plainText } from '../../contract/values/content/rich-text';

/** Fields that hold no words a visitor reads: addresses, anchors, pictures, settings. */
const NOT_WORDS = new Set(['id', 'slug', 'href', 'to', 'src', 'image', 'icon', 'anchor', 'path']);

/** Every text a visitor reads in `value`, in order, once each, the company's facts put in. */
export function textsOf(value: unknown, facts: FillValues, into = new Set<string>()) {
  if (typeof value === 'string') {
    const text = value.trim();
    if (/\p{L}/u.test(text) && !/^(\/|#|https?:|mailto:|tel:)/.test(text)) {
      into.add(fillIn(text, facts));
    }
  } else if (isRichText(value)) {
    // A rich text is read as its words (contract/values/content/rich-text.ts), never its JSON.
    textsOf(plainText(value).replace(/\s+/g, ' '), facts, into);
  } else if (Array.isArray(value)) {
    for (const item of value) textsOf(item, facts, into);
  } else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if (!NOT_WORDS.has(field) && !/seo$/i.test(field)) textsOf(inner, facts, into);
    }
  }
  return into;
}

/** Texts as one, each apart. */
export const joined = (texts: Iterable<string>) => [...texts].join(' \u00b7 ');
