// The contact form's behaviour (docs/product.md §5): what each field accepts and the messages the
// spec fixes. The page's words and the fields' labels are the `contact` document
// (contract/documents/contact/schema.ts); the confirmation, which the server's answer and email repeat, is
// in contract/values/constants.ts.

import { CONTACT_THANKS, LIMITS } from '../../contract/values/constants';

export const contactForm = {
  fields: {
    fullName: { autoComplete: 'name', maxLength: LIMITS.name },
    email: { autoComplete: 'email', maxLength: LIMITS.email },
    subject: { autoComplete: 'off', maxLength: LIMITS.subject },
    message: { autoComplete: 'off', maxLength: LIMITS.message },
  },
  errors: {
    fullName: 'Please enter your full name.',
    email: 'Please enter your email address.',
    emailFormat: 'Please enter a valid email address, like name@example.com.',
    subject: 'Please enter a subject.',
    message: 'Please enter your message.',
  },
  /** A field people never see or reach: bots that fill every field fill it (see ContactForm). */
  honeypot: { name: 'website', label: 'Leave this field empty' },
  sending: 'Sending...',
  success: CONTACT_THANKS,
  /** When the message could not be sent, naming the published support email. */
  failure: (supportEmail: string) =>
    `We could not send your message. Please try again or email us at ${supportEmail}.`,
} as const;

export type ContactField = keyof typeof contactForm.fields;
