import type { Static } from 'typebox';
import {
  Group,
  ImageField,
  ListOf,
  LongTextField,
  OptionalTextField,
  TextField,
} from '../content-fields';
import { BlockObject } from './block';

/** A heading over 2 to 12 short features, each a title, a text and an optional icon. */
export const FeatureGridBlock = BlockObject(
  'featureGrid',
  {
    heading: TextField(80, { title: 'Heading' }),
    intro: OptionalTextField(300, { title: 'Text under the heading (optional)' }),
    items: ListOf(
      Group({
        title: TextField(80, { title: 'Title' }),
        text: LongTextField(300, { title: 'Text' }),
        icon: ListOf(ImageField({ title: 'Icon' }), {
          title: 'Icon or small image (at most one)',
          maxItems: 1,
        }),
      }),
      { title: 'Features', minItems: 2, maxItems: 12, itemTitle: 'title' },
    ),
  },
  { title: 'Feature grid' },
);
export type FeatureGridBlock = Static<typeof FeatureGridBlock>;
