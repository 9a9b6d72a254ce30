// The 404 page's words (src/pages/not-found/): apart from layout.ts, so that only its chunk
// carries them.

import { PATHS } from '../config/paths';
import { company } from '../../contract/company';
import { pageTitle } from './seo/entry';

/** The 404 page: any path that is no page of the site. */
export const notFoundCopy = {
  heading: '404 Page',
  text: "We couldn't find the page you were looking for. It may have moved, or the address may have a typo.",
  links: [
    { label: 'Back to the home page', to: PATHS.home },
    { label: 'Browse our services', to: PATHS.services },
    { label: 'Contact us', to: PATHS.contact },
  ],
} as const;

/** The 404 page's title and description. */
export const notFoundSeo = {
  title: pageTitle('Page Not Found'),
  description: `Sorry, we could not find the page you were looking for on the ${company.name} website. It may have moved; try the home page, our services or the contact page.`,
} as const;
