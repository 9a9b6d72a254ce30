// A page built from blocks as the back office's list shows it (contract/api/pages.ts), for the
// Pages screen's and the page editor's tests.

import type { PageSummary } from '../../../contract/api/pages';

export const pageSummary = (id: number, over: Partial<PageSummary> = {}): PageSummary => ({
  id,
  key: `page-${id}`,
  title: `Page ${id}`,
  path: `/services/page-${id}`,
  draftPath: `/services/page-${id}`,
  status: 'published',
  navPlace: 'none',
  navOrder: 0,
  publishedVersion: 1,
  hasDraft: false,
  publishAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
