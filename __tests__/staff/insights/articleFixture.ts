// An article and an author profile as the back office's API answers them
// (contract/api/staff-articles.ts), for the Insights screens' tests.

import type { AuthorProfile, StaffArticle } from '../../../contract/api/staff-articles';

export const staffArticle = (id: number, over: Partial<StaffArticle> = {}): StaffArticle => ({
  id,
  key: `article-${id}`,
  title: `Article ${id}`,
  path: `/insights/article-${id}`,
  draftPath: `/insights/article-${id}`,
  status: 'published',
  author: { id: 1, name: 'Sam Carter' },
  tags: [],
  firstPublishedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  publishAt: null,
  publishedVersion: 1,
  hasDraft: false,
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

export const authorProfile = (id: number, over: Partial<AuthorProfile> = {}): AuthorProfile => ({
  id,
  userId: id,
  slug: `author-${id}`,
  name: `Author ${id}`,
  role: 'Engineer',
  bio: '',
  photo: null,
  ...over,
});
