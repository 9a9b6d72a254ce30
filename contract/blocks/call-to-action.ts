import type { Static } from 'typebox';
import { COMPANY_FACTS, LinkField, TextField, TextWith } from '../content-fields';
import { BlockObject } from './block';

/** A band inviting the visitor to the next step: a heading, a text and one button. */
export const CallToActionBlock = BlockObject(
  'callToAction',
  {
    heading: TextField(80, { title: 'Heading' }),
    text: TextWith(300, COMPANY_FACTS, { title: 'Text' }),
    link: LinkField({ title: 'Button' }),
  },
  { title: 'Call to action' },
);
export type CallToActionBlock = Static<typeof CallToActionBlock>;
