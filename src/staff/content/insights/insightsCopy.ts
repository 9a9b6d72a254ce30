// The words of the back office's Insights screens (/staff/insights: the articles' list, an
// article's editor and My author profile; docs/product.md, "Insights"): plain words for the
// company's staff.

import { formatDateTime } from '../../../lib/dates';

/** What the list may be narrowed to (insightsSlice's `show`). */
export const ARTICLE_FILTERS = [
  'all',
  'draft',
  'published',
  'unpublished',
  'scheduled',
  'changed',
] as const;
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number];

export const insightsCopy = {
  title: 'Insights',
  intro:
    'Articles the company publishes at /insights: what you know, written for the people you work for. A new article is a draft: visitors see it once you publish it.',
  myProfileLink: 'My author profile',
  newTitle: 'New article',
  articleTitle: 'Title',
  articleTitleHint: 'Its heading, and the start of its address. You can change both later.',
  author: 'Author',
  authorHint: 'Whose byline it carries.',
  me: (name: string) => `${name} (me)`,
  create: 'Create the article',
  titleMissing: 'Give the article a title.',
  titleTooLong: (max: number) => `At most ${max} characters.`,
  noProfile:
    'Your first article makes your author profile from your account’s name: add your role, a few lines about you and a photo on',
  show: 'Show',
  filters: {
    all: 'All articles',
    draft: 'Drafts',
    published: 'On the site',
    unpublished: 'Taken down',
    scheduled: 'Scheduled',
    changed: 'Changes not published',
  } satisfies Record<ArticleFilter, string>,
  empty: 'No articles yet. Create the first one above.',
  noneShown: 'No article matches this filter.',
  listLabel: 'Articles',
  status: {
    draft: 'Draft: not on the site yet',
    published: 'On the site',
    unpublished: 'Taken down',
  } as Record<string, string>,
  changesWaiting: 'Changes not published yet',
  scheduled: (at: string) => `Publishes ${formatDateTime(at)}`,
  by: (name: string) => `By ${name}`,
  noAuthor: 'No author: choose one in its editor',
  tags: (tags: readonly string[]) => `Tags: ${tags.join(', ')}`,
  publishedAt: (at: string) => `Published ${formatDateTime(at)}`,
  updatedAt: (at: string) => `Changed ${formatDateTime(at)}`,
  view: 'View on the site',
  unpublish: 'Take down',
  unpublished: (title: string) => `“${title}” is no longer on the site.`,
  remove: 'Delete',
  askDelete: (title: string, path: string | null) =>
    path
      ? `Delete “${title}” and all its versions? Its address ${path} will tell visitors the article is gone for good.`
      : `Delete “${title}” and all its versions? This cannot be undone.`,
  confirmDelete: 'Delete for good',
  keep: 'Keep it',
  deleted: (title: string) => `“${title}” is deleted.`,
  backToList: 'All articles',
  noSuchArticleTitle: 'No such page',
  noSuchArticle: 'There is no such article or page here. Choose one from all articles.',
  // My author profile.
  profileTitle: 'My author profile',
  profileIntro:
    'How your articles name you: your name, your role and a short biography, with a photo. Your page on the site lists your articles.',
  name: 'Name',
  role: 'Role',
  roleHint: 'Your job at the company: “Lead engineer”.',
  bio: 'About you',
  bioHint: (max: number) => `A few sentences, at most ${max} characters.`,
  slug: 'Address of your page',
  slugHint: (start: string) =>
    `${start}… followed by lower-case words and hyphens. Changing it keeps the old address working.`,
  photo: 'Photo',
  noPhoto: 'No photo yet.',
  choosePhoto: 'Choose from the media library',
  closeLibrary: 'Close the media library',
  removePhoto: 'Remove the photo',
  save: 'Save my profile',
  saved: 'Your author profile is saved.',
  fieldMissing: 'Fill this in.',
  fixFields: 'Not saved: correct the marked fields.',
  bylineTitle: 'How your byline looks',
  bylineBy: 'Written by',
  allInsights: 'All articles',
} as const;
