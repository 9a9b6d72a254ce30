// Copy of the contact page (/contact). The company's facts come from contract/company.ts, the
// confirmation (which the server's answer and email repeat) from contract/constants.ts.

import { company } from '../../contract/company';
import { CONTACT_THANKS, LIMITS } from '../../contract/constants';

/**
 * The office on a map, beside the contact details. The embedded map's origin is allowed as a
 * frame source by the server's Content-Security-Policy (server/security-headers.ts).
 */
const { latitude: lat, longitude: lon } = company.geo;
const bbox = [lon - 0.008, lat - 0.004, lon + 0.008, lat + 0.004].map((n) => n.toFixed(4));
export const officeMap = {
  title: `Map showing the ${company.name} office in ${company.address.city}`,
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`,
  linkUrl: `https://www.openstreetmap.org/?mlat=${lat.toFixed(4)}&mlon=${lon.toFixed(4)}#map=17/${lat.toFixed(4)}/${lon.toFixed(4)}`,
} as const;

export const contactCopy = {
  title: 'Contact Us',
  eyebrow: 'Get in touch',
  intro:
    'Tell us about your project or ask us anything. We reply to every message within one business day.',
  formTitle: 'Send us a message',
  formNote: 'All fields are required.',
  fields: {
    fullName: { label: 'Full Name', autoComplete: 'name', maxLength: LIMITS.name },
    email: { label: 'Email', autoComplete: 'email', maxLength: LIMITS.email },
    subject: { label: 'Subject', autoComplete: 'off', maxLength: LIMITS.subject },
    message: { label: 'Message', autoComplete: 'off', maxLength: LIMITS.message },
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
  submit: 'Send Message',
  sending: 'Sending...',
  success: CONTACT_THANKS,
  failure: `We could not send your message. Please try again or email us at ${company.supportEmail}.`,
  detailsTitle: 'Our office',
  addressLabel: 'Address',
  emailLabel: 'Support email',
  phoneLabel: 'Phone',
  hoursLabel: 'Business hours',
  mapTitle: 'Find us',
  mapLink: 'Open the map in a new tab',
} as const;

export type ContactField = keyof typeof contactCopy.fields;
