import type { Static } from 'typebox';
import { OptionalTextField, TextField } from '../content-fields';
import { BlockObject } from './block';

/** The services' cards, as the services page lists them (the services' document). */
export const ServiceCardsBlock = BlockObject(
  'serviceCards',
  {
    heading: TextField(80, { title: 'Heading' }),
    intro: OptionalTextField(300, { title: 'Text under the heading (optional)' }),
  },
  {
    title: 'Service cards',
    description: 'The cards of the services page: edit them there (Services).',
  },
);
export type ServiceCardsBlock = Static<typeof ServiceCardsBlock>;
