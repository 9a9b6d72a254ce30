import type { Static } from 'typebox';
import { BlockObject } from './block';

/** The contact page's form (it works without JavaScript too); its words are the contact page's. */
export const ContactFormBlock = BlockObject(
  'contactForm',
  {},
  {
    title: 'Contact form',
    description: 'The contact page’s form: edit its words there (Contact). One per page.',
  },
);
export type ContactFormBlock = Static<typeof ContactFormBlock>;
