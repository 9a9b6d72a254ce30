// The shapes of articles and their authors as the articles' service answers them
// (server/content/articles/service.ts): what visitors read (the public API, contract/api/articles.ts,
// and the page data of /insights), and what the back office reads (contract/api/staff-articles.ts).
// Written once here so that both APIs, the site and the feeds agree.

import { type Static, Type } from 'typebox';
import { ImageField } from '../content-fields';
import { ArticleContent } from '../documents/article/schema';
import { Timestamp } from '../fields';
import { INSIGHTS_PATH, READING_WORDS_PER_MINUTE } from '../values/content/articles';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A tag: its name as staff typed it, and its slug (its address, a subscriber's topic). */
export const ArticleTag = Type.Object({
  slug: Type.String({ description: 'The site’s slug of the name: cloud-migration.' }),
  name: Type.String({ description: 'As staff typed it: Cloud migration.' }),
});
export type ArticleTag = Static<typeof ArticleTag>;

/** An author as visitors see them. */
export const ArticleAuthor = Type.Object({
  id: Id,
  slug: Type.String(),
  path: Type.String({ description: `Their page: ${INSIGHTS_PATH}/author/<slug>.` }),
  name: Type.String({ description: '“Former staff member” once their account was deleted.' }),
  role: Type.String({ description: 'Their role at the company; may be empty.' }),
  bio: Type.String({ description: 'A few lines about them; may be empty.' }),
  photo: Type.Union([ImageField(), Type.Null()]),
});
export type ArticleAuthor = Static<typeof ArticleAuthor>;

const cardFields = {
  id: Id,
  slug: Type.String(),
  path: Type.String({ description: `Its address: ${INSIGHTS_PATH}/<slug>.` }),
  title: Type.String(),
  summary: Type.String(),
  image: Type.Union([ImageField(), Type.Null()]),
  author: ArticleAuthor,
  tags: Type.Array(ArticleTag),
  firstPublishedAt: Timestamp,
  publishedAt: Timestamp,
  readingMinutes: Type.Integer({
    minimum: 1,
    description: `Words of the body / ${READING_WORDS_PER_MINUTE}, at least 1.`,
  }),
};

/** A published article in a list (its card), a feed's entry, the sitemap's. */
export const ArticleCard = Type.Object(cardFields);
export type ArticleCard = Static<typeof ArticleCard>;

/** A published article as its page shows it: its card's fields and its document as published. */
export const PublishedArticle = Type.Object({ ...cardFields, content: ArticleContent });
export type PublishedArticle = Static<typeof PublishedArticle>;

/** A page of a list of published articles, newest first: its items and how many pages there are. */
export const ArticlePage = Type.Object({
  items: Type.Array(ArticleCard),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0, description: '0 when the list is empty.' }),
  total: Type.Integer({ minimum: 0 }),
});
export type ArticlePage = Static<typeof ArticlePage>;
