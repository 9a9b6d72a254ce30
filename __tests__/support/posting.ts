// An open job posting as GET /api/posts/<slug> answers it, for the tests of its page and apply
// form (__tests__/pages/applyForm.test.tsx, __tests__/app/attach.test.tsx,
// __tests__/prerender-apply.test.tsx).

import type { JobPosting } from '../../src/api/types';

export const openPosting: JobPosting = {
  id: 41,
  slug: 'platform-engineer',
  type: 'job',
  title: 'Platform Engineer',
  body: 'Keep our platforms healthy.',
  datePosted: '2026-11-20',
  validThrough: null,
  employmentType: 'FULL_TIME',
  workplace: 'onsite',
  applicantCountry: null,
  salaryMinCents: null,
  salaryMaxCents: null,
  salaryCurrency: 'GBP',
  salaryUnit: 'YEAR',
  open: true,
  retentionDays: 90,
};
