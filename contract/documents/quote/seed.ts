// The quote wizard as a new installation publishes it (contract/documents/quote/schema.ts).

import type { QuotePageContent } from './schema';

export const quoteSeed: QuotePageContent = {
  seo: {
    title: 'Get a Quote',
    description:
      'Tell {name} about your software, web or mobile project in five short steps and see an indicative price range from our published prices.',
  },
  eyebrow: 'Get a quote',
  heading: 'Request a Quote',
  intro:
    'Five short steps: the service, a tier, a few questions about the scope, and how to reach you. We reply with a written estimate within two working days.',
  progress: { step: 'Step', of: 'of' },
  buttons: {
    next: 'Next',
    back: 'Back',
    send: 'Send request',
    sending: 'Sending...',
    again: 'Start another request',
  },
  service: { heading: 'Service', legend: 'Which service do you need?' },
  tier: {
    heading: 'Tier',
    legend: 'Which tier is closest to what you need?',
    notSure: 'Not sure',
    notSureHint: 'We will recommend a tier after a free discovery call.',
  },
  scope: {
    heading: 'Scope',
    pages: {
      legend: 'How many pages or screens?',
      options: {
        'up-to-5': 'Up to 5',
        'up-to-20': '6 to 20',
        'up-to-50': '21 to 50',
        'over-50': 'More than 50',
      },
    },
    integrations: {
      legend: 'How many existing systems should it connect to?',
      options: {
        none: 'None',
        one: 'One',
        'two-or-three': 'Two or three',
        'four-or-more': 'Four or more',
      },
    },
    contentReady: {
      legend: 'Are the texts and images ready?',
      options: { ready: 'Yes, all of them', partly: 'Some of them', 'not-yet': 'Not yet' },
    },
    deadline: {
      legend: 'When do you need it?',
      options: {
        flexible: 'No fixed date',
        'three-months': 'Within three months',
        'one-month': 'Within a month',
      },
    },
    budget: {
      legend: 'What budget do you have in mind?',
      options: {
        'under-10k': 'Under $10,000',
        '10k-30k': '$10,000 to $30,000',
        '30k-60k': '$30,000 to $60,000',
        'over-60k': 'Over $60,000',
        'not-sure': 'Not sure yet',
      },
    },
  },
  contact: {
    heading: 'Contact details',
    fullName: 'Full name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    message: 'Anything else we should know?',
    optional: 'Optional',
  },
  review: {
    heading: 'Review and send',
    intro: 'Check your answers. Go back to change any of them; nothing you entered is lost.',
    service: 'Service',
    tier: 'Tier',
  },
  estimate: {
    heading: 'Indicative price range',
    note: 'An indication computed from our published prices and your answers, not an offer. We send a fixed quote once we have agreed the scope together.',
    empty: 'Choose a service to see an indicative price range.',
  },
  sent: { heading: 'Your request is on its way' },
};
