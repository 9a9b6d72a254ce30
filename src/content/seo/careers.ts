// Titles and descriptions of the careers area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const careersSeo = seoEntries({
  [PATHS.careers]: {
    title: t('Careers'),
    description: `Careers at ${company.name}: open positions and paid internships in a small, friendly team, with hybrid working, a learning budget and real client projects.`,
  },
  [PATHS.careersJobs]: {
    title: t('Open Positions'),
    description: `Current job openings at ${company.name} in ${company.address.city} and remote across the UK. See the roles we are hiring for and find out how to send us your application.`,
  },
  [PATHS.careersInternships]: {
    title: t('Internships'),
    description: `Paid internships of three to six months at ${company.name}: join a project team, work with a daily mentor and finish with real work in your own portfolio.`,
  },
});
