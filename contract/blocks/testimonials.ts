import type { Static } from 'typebox';
import { CountField, ListOf, OptionalTextField, TextField } from '../content-fields';
import { BlockObject } from './block';

/** Quotes from the testimonials staff keep (Testimonials): the newest, or those it names. */
export const TestimonialsBlock = BlockObject(
  'testimonials',
  {
    heading: TextField(80, { title: 'Heading', default: 'What our clients say' }),
    intro: OptionalTextField(300, { title: 'Text under the heading (optional)' }),
    count: CountField(12, { title: 'How many' }),
    names: ListOf(TextField(80, { title: 'Client’s name' }), {
      title: 'Only these clients (optional)',
      description: 'Their names as in Testimonials, in the order to show them.',
      maxItems: 12,
    }),
  },
  { title: 'Testimonials' },
);
export type TestimonialsBlock = Static<typeof TestimonialsBlock>;
