// The quote wizard's behaviour (docs/product.md, "The quote wizard"): what its fields accept and
// the messages the spec fixes. The page's words, the questions and their answers' words are the
// `quote` document (contract/documents/quote/schema.ts); the confirmation is the server's answer
// (QUOTE_THANKS, contract/values/forms/thanks.ts), which the page shows as it comes.

import { LIMITS } from '../../contract/values/constants';

export const quoteForm = {
  fields: {
    fullName: { autoComplete: 'name', maxLength: LIMITS.name },
    email: { autoComplete: 'email', maxLength: LIMITS.email },
    company: { autoComplete: 'organization', maxLength: LIMITS.company },
    phone: { autoComplete: 'tel', maxLength: LIMITS.phone },
    message: { autoComplete: 'off', maxLength: LIMITS.message },
  },
  errors: {
    service: 'Please choose a service.',
    tier: 'Please choose a tier, or "Not sure".',
    choice: 'Please choose an answer.',
    fullName: 'Please enter your full name.',
    email: 'Please enter your email address.',
    emailFormat: 'Please enter a valid email address, like name@example.com.',
  },
  /** The field people never see (as the contact form's): bots fill it, and nothing is stored. */
  honeypot: { name: 'website', label: 'Leave this field empty' },
  /** When the request could not be sent, naming the published support email. */
  failure: (supportEmail: string) =>
    `We could not send your request. Please try again or email us at ${supportEmail}.`,
} as const;
