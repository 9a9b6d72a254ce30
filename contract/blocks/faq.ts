import type { Static } from 'typebox';
import { OptionalTextField, QuestionsField, TextField } from '../content-fields';
import { BlockObject } from './block';

/** Questions and their answers, each answer shown when its question is opened. */
export const FaqBlock = BlockObject(
  'faq',
  {
    heading: TextField(80, { title: 'Heading', default: 'Frequently asked questions' }),
    intro: OptionalTextField(300, { title: 'Text under the heading (optional)' }),
    questions: QuestionsField({ maxItems: 30 }),
  },
  { title: 'Questions and answers (FAQ)' },
);
export type FaqBlock = Static<typeof FaqBlock>;
