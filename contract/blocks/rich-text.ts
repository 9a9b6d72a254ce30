import type { Static } from 'typebox';
import { OptionalTextField } from '../content-fields';
import { RichTextField } from '../rich-text';
import { BlockObject } from './block';

/** Text with headings, lists, quotes and links, under an optional heading. */
export const RichTextBlock = BlockObject(
  'richText',
  {
    heading: OptionalTextField(120, { title: 'Heading (optional)' }),
    body: RichTextField({ title: 'Text' }),
  },
  { title: 'Rich text' },
);
export type RichTextBlock = Static<typeof RichTextBlock>;
