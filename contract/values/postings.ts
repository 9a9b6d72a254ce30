// The fixed values of the jobs and internships (their kinds, employment types, workplaces and
// salaries), shared by the site's back office and the server (contract/values/constants.ts
// re-exports them). docs/product.md §10.9.

export const POST_TYPES = ['job', 'internship'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A job's employment type: Google's JobPosting values (docs/product.md §10.9). */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Where a job is done: at the company's office, partly there, or remotely. */
export const WORKPLACES = ['onsite', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];

export const SALARY_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
/** What a salary is paid per: schema.org's QuantitativeValue unitText values. */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
