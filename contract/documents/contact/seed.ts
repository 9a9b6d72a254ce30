// The contact page as a new installation publishes it (contract/documents/contact/schema.ts). A '{slot}' names
// one of the company's facts (COMPANY_FACTS, contract/content-fields.ts).

import type { ContactPageContent } from './schema';

export const contactSeed: ContactPageContent = {
  seo: {
    title: 'Contact',
    description:
      'Contact {name} in {city}: send us a message, email or call the team, or visit our office. We reply to every enquiry within one working day.',
  },
  eyebrow: 'Get in touch',
  heading: 'Contact Us',
  intro:
    'Tell us about your project or ask us anything. We reply to every message within one business day.',
  form: {
    heading: 'Send us a message',
    note: 'All fields are required.',
    fullName: 'Full Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
  },
  details: {
    heading: 'Our office',
    address: 'Address',
    email: 'Support email',
    phone: 'Phone',
    hours: 'Business hours',
  },
  map: {
    heading: 'Find us',
    name: 'Map showing the {name} office in {city}',
    link: 'Open the map in a new tab',
  },
};
