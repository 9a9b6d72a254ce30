// The company's facts, in one place: the real company edits this one and the whole site and its
// emails follow. The site shows them (navigation, footer, contact page, titles, legal pages); the
// server signs its emails and addresses them with them (server/mail/). Placeholder values:
// fictional, with example domains. Facts only some pages show (mission, leaders, the office's
// map) stay with those pages' words (the about document: contract/documents/about/seed.ts).
//
// Like constants.ts, this module imports nothing, so the site can import its values without
// pulling anything else into the browser (eslint.config.mjs holds both rules).

export interface SocialLink {
  readonly name: string;
  readonly href: string;
}

export const company = {
  name: 'Kestrel Software',
  legalName: 'Kestrel Software Ltd.',
  established: 2021,
  address: {
    street: '214 Harbour Street, Suite 5',
    city: 'Portsmouth',
    region: 'Hampshire',
    postcode: 'PO1 3AB',
    country: 'United Kingdom',
  },
  supportEmail: 'support@kestrel.example',
  salesEmail: 'hello@kestrel.example',
  phone: { display: '+44 23 9200 0417', href: 'tel:+442392000417' },
  hours: {
    summary: 'Mon-Fri 9:00 AM to 4:00 PM, Sat-Sun closed',
    rows: [
      { days: 'Monday – Friday', time: '9:00 AM – 4:00 PM' },
      { days: 'Saturday – Sunday', time: 'Closed' },
    ],
    /** The same hours for machines (schema.org's openingHours form): structured data reads it. */
    spec: 'Mo-Fr 09:00-16:00',
  },
  /**
   * The office's time zone (an IANA name): the back office writes the company's local times with
   * it where a time leaves the browser (the leads' CSV export).
   */
  timeZone: 'Europe/London',
  /** The office on the map (the contact page's map and the structured data). */
  geo: { latitude: 50.797, longitude: -1.104 },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kestrel-software-example' },
    { name: 'GitHub', href: 'https://github.com/kestrel-software-example' },
    { name: 'X', href: 'https://x.com/kestrel_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@kestrel-software-example' },
  ] satisfies readonly SocialLink[],
  /**
   * The site's public address as the build's prerendered pages name it. A running server answers
   * its PUBLIC_URL setting here instead (server/content/site-address.ts).
   */
  siteUrl: 'https://www.kestrel.example',
} as const;
