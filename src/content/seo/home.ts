// Titles and descriptions of the home area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const homeSeo = seoEntries({
  [PATHS.home]: {
    title: `${company.name} | Scalable, fast, SEO-ready websites`,
    description: `${company.name} designs and builds fast, accessible, SEO-ready websites and custom software for growing UK businesses, from first idea to long-term support.`,
  },
  '404': {
    title: t('Page Not Found'),
    description: `Sorry, we could not find the page you were looking for on the ${company.name} website. It may have moved; try the home page, our services or the contact page.`,
  },
});
