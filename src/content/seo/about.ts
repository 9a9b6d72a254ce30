// Titles and descriptions of the about area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { leadership } from '../companyProfile';
import { seoEntries, pageTitle as t } from './entry';

export const aboutSeo = seoEntries({
  [PATHS.about]: {
    title: t('About Us'),
    description: `About ${company.name}, an independent software company founded in ${company.established} in ${company.address.city}. Read about our values, our vision, our team and the work that we do.`,
  },
  [PATHS.aboutValues]: {
    title: t('Our Values'),
    description: `The six values that guide ${company.name}: honesty, craft, plain language, long-term thinking, learning together and respect for people and their data.`,
  },
  [PATHS.aboutVision]: {
    title: t('Our Vision'),
    description:
      'Our vision: fast, secure, accessible software for every small and medium-sized business, lasting partnerships, lower-carbon websites and new routes into tech.',
  },
  [PATHS.aboutWhoWeAre]: {
    title: t('Who We Are'),
    description: `Meet the ${company.name} team, led by founder and CEO ${leadership.founder.name} and CTO ${leadership.cto.name}: engineers, designers and project managers based in ${company.address.city}.`,
  },
  [PATHS.aboutWhatWeDo]: {
    title: t('What We Do'),
    description:
      'Our mission and areas of work: web development, custom software, IT consulting, brand and logo design, and practical courses for people starting out in tech.',
  },
});
