// Titles and descriptions of the courses area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const coursesSeo = seoEntries({
  [PATHS.courses]: {
    title: t('Courses'),
    description: `Practical, project-based courses from ${company.name} in web development, mobile apps and data structures, taught by working engineers in small groups.`,
  },
  [PATHS.courseWebDevelopment]: {
    title: t('Web Development Course'),
    description:
      'A 12-week, part-time web development course: HTML, CSS, TypeScript, React, testing and deployment, with live sessions, code review and a portfolio project.',
  },
  [PATHS.courseMobileApp]: {
    title: t('Mobile App Development Course'),
    description: `Our mobile app development course for iPhone and Android is not running at the moment. Contact ${company.name} to hear as soon as enrolment opens again.`,
  },
  [PATHS.courseDsa]: {
    title: t('Data Structures & Algorithms Course'),
    description: `Our data structures and algorithms course is not currently running. Contact ${company.name} to be told when the next group opens, or browse our other courses.`,
  },
});
