// An open job posting as GET /api/posts/<slug> answers it, for the tests of its page and apply
// form (__tests__/pages/applyForm.test.tsx, __tests__/app/attach.test.tsx,
// __tests__/prerender-apply.test.tsx): the facts the server tests post, published and open.

import type { JobPosting } from '../../src/api/types';
import { POSTING_FACTS } from '../server/hiring/posting-support';

const { closed: _closed, ...facts } = POSTING_FACTS;

export const openPosting: JobPosting = {
  ...facts,
  id: 41,
  slug: 'platform-engineer',
  type: 'job',
  title: 'Platform Engineer',
  body: 'Keep our platforms healthy.',
  open: true,
  retentionDays: 90,
};
