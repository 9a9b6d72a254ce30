// A job or internship posting's own page (/careers/jobs/<slug>, /careers/internships/<slug>),
// and the words for a posting's facts (postingLabels.ts: the back office's editor shows those too).

import type { PostType } from '../../contract/constants';
import { PATHS } from '../config/paths';

export { employmentTypeLabels, workplaceLabels } from './postingLabels';

/** What a salary is paid per, after its amount: '£45,000 a year'. */
export const salaryUnitLabels: Readonly<Record<string, string>> = {
  HOUR: 'an hour',
  DAY: 'a day',
  WEEK: 'a week',
  MONTH: 'a month',
  YEAR: 'a year',
};

/** Where each type's postings are listed, and their pages live. */
export const postingListPath: Readonly<Record<PostType, string>> = {
  job: PATHS.careersJobs,
  internship: PATHS.careersInternships,
};

export const postingCopy = {
  eyebrow: { job: 'Open position', internship: 'Internship' },
  factsLabel: 'About this posting',
  posted: 'Posted',
  closes: 'Applications close',
  openUntilFilled: 'Open until filled',
  employmentType: 'Employment type',
  place: 'Where',
  remoteFrom: (country: string) => `Remote, for people living in ${country}`,
  salary: 'Salary',
  /** '£45,000 – £55,000 a year'. */
  salaryRange: (min: string, max: string | null, unit: string) =>
    `${max ? `${min} – ${max}` : `From ${min}`} ${unit}`,
  descriptionHeading: 'About the role',
  applyHeading: 'How to apply',
  applyText:
    'Email your CV with the title of the role in the subject line. Questions first? Write to us through our contact page.',
  applyEmail: 'Email your application',
  contactLink: 'Ask us a question',
  closedHeading: 'This posting is closed',
  closedText: 'We are no longer taking applications for this role. Thank you for your interest.',
  currentOpenings: { job: 'See our current openings', internship: 'See our current internships' },
  backToList: { job: 'All open positions', internship: 'All internships' },
  loading: 'Loading the posting...',
  notFoundHeading: 'No such posting',
  notFoundText: 'This posting does not exist, or it has been taken down.',
  errorText: 'We could not load this posting just now. Please try again in a few minutes.',
  retryLabel: 'Try again',
  /** On a list's card: the link to the posting's page. */
  detailsLabel: 'Read more',
  /** Read by screen readers after 'Read more': "Read more about <title>". */
  detailsContext: (title: string) => ` about ${title}`,
  /** The page's description for search engines: its first words. */
  seoDescription: (body: string) => (body.length > 155 ? `${body.slice(0, 154).trimEnd()}…` : body),
} as const;
