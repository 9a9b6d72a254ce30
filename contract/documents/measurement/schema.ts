// What the site measures and what it does not (docs/product.md §10.19): a section the privacy
// policy's page (/support/Privacypolicy) shows after the policy's own sections. A document of its
// own, so that installations whose `legal` document was published before analytics get it too
// (a new document is published from its seed when the store opens; an existing one is not).

import type { Static } from 'typebox';
import { COMPANY_FACTS, Group, ListOf, TextField, TextWith } from '../../content-fields';

export const MeasurementContent = Group({
  heading: TextField(100, { title: 'Heading' }),
  paragraphs: ListOf(TextWith(2000, COMPANY_FACTS, { long: true, title: 'Paragraph' }), {
    title: 'Paragraphs',
    minItems: 1,
    maxItems: 20,
  }),
});
export type MeasurementContent = Static<typeof MeasurementContent>;
