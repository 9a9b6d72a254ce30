import type { Static } from 'typebox';
import { ImageField, LinkField, ListOf, LongTextField, TextField } from '../content-fields';
import { BlockObject } from './block';

/** A page's opening band: its one main heading, a text, up to two buttons and an illustration. */
export const HeroBlock = BlockObject(
  'hero',
  {
    headline: TextField(100, { title: 'Headline (the page’s main heading)' }),
    text: LongTextField(300, { title: 'Text under the headline' }),
    image: ListOf(ImageField({ title: 'Illustration' }), {
      title: 'Illustration (at most one)',
      maxItems: 1,
    }),
    links: ListOf(LinkField({ title: 'Button' }), {
      title: 'Buttons (the first stands out)',
      maxItems: 2,
      itemTitle: 'label',
    }),
  },
  {
    title: 'Opening band (hero)',
    description: 'Put it first: its headline is the page’s heading.',
  },
);
export type HeroBlock = Static<typeof HeroBlock>;
