import type { Static } from 'typebox';
import { CountField, ListOf, OptionalTextField, TextField } from '../content-fields';
import { ServiceField } from '../documents/caseStudies/schema';
import { BlockObject } from './block';

/** The newest case studies (the case studies' document), of every service or of one. */
export const CaseStudiesBlock = BlockObject(
  'caseStudies',
  {
    heading: TextField(80, { title: 'Heading' }),
    intro: OptionalTextField(300, { title: 'Text under the heading (optional)' }),
    count: CountField(12, { title: 'How many (the newest first)' }),
    service: ListOf(ServiceField, {
      title: 'Only the studies that used this service (optional)',
      maxItems: 1,
    }),
  },
  { title: 'Case studies' },
);
export type CaseStudiesBlock = Static<typeof CaseStudiesBlock>;
