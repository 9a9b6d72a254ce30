// The "gone" page as a new installation publishes it (contract/documents/gone/schema.ts).

import type { GonePageContent } from './schema';

export const goneSeed: GonePageContent = {
  seo: {
    title: 'Page Removed',
    description:
      'This page of the {name} website has been removed for good. Try the home page, our services or the contact page.',
  },
  heading: 'This page has been removed',
  text: 'What was here is no longer on our site, and it will not come back. Here is where to go next.',
  links: [
    { label: 'Back to the home page', path: '/', context: '' },
    { label: 'Browse our services', path: '/services', context: '' },
    { label: 'Contact us', path: '/contact', context: '' },
  ],
};
