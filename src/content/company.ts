// src/content/ holds every word the site shows, typed and by area (titles and descriptions in
// seo/): pages, the layout and components write none of their own. Not to be confused with
// server/content/, the demo data the server seeds into its database (jobs, testimonials,
// products) and the media it serves.
//
// This file: the company's facts, in one place: the real company edits this one and the whole
// site follows. Placeholder values: fictional, with example domains. These are the facts every
// page's navigation and footer show; those only some pages show are in companyProfile.ts (and
// the office's map in contact.ts), so that they load with those pages' code only.

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
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kestrel-software-example' },
    { name: 'GitHub', href: 'https://github.com/kestrel-software-example' },
    { name: 'X', href: 'https://x.com/kestrel_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@kestrel-software-example' },
  ] satisfies readonly SocialLink[],
  /** The site's public address, used for canonical links and the sitemap. */
  siteUrl: 'https://www.kestrel.example',
} as const;

export const formatAddress = (): string => {
  const a = company.address;
  return `${a.street}, ${a.city} ${a.postcode}, ${a.country}`;
};
