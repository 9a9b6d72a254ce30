// The not-found page as a new installation publishes it (contract/documents/notFound/schema.ts). A '{slot}'
// names one of the company's facts (COMPANY_FACTS, contract/content-fields.ts).

import type { NotFoundPageContent } from './schema';

export const notFoundSeed: NotFoundPageContent = {
  seo: {
    title: 'Page Not Found',
    description:
      'Sorry, we could not find the page you were looking for on the {name} website. It may have moved; try the home page, our services or the contact page.',
  },
  heading: '404 Page',
  text: "We couldn't find the page you were looking for. It may have moved, or the address may have a typo.",
  links: [
    {
      label: 'Back to the home page',
      path: '/',
      context: '',
    },
    {
      label: 'Browse our services',
      path: '/services',
      context: '',
    },
    {
      label: 'Contact us',
      path: '/contact',
      context: '',
    },
  ],
};
