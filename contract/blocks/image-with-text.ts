import type { Static } from 'typebox';
import { FlagField, ImageField, TextField } from '../content-fields';
import { RichTextField } from '../rich-text';
import { BlockObject } from './block';

/** An image beside a heading and a text, the image on the left or the right. */
export const ImageWithTextBlock = BlockObject(
  'imageWithText',
  {
    heading: TextField(120, { title: 'Heading' }),
    body: RichTextField({ title: 'Text' }),
    image: ImageField({ title: 'Image' }),
    imageRight: FlagField({ title: 'Image on the right (on wide screens)' }),
  },
  { title: 'Image with text' },
);
export type ImageWithTextBlock = Static<typeof ImageWithTextBlock>;
