// The insights' public shapes (docs/product.md §10.28): a page of a list of published articles
// (all, a tag's or an author's: GET /api/articles), and an article as its page shows it (GET
// /api/articles/:slug). Made of the articles' own shapes (contract/api/article-shapes.ts: the
// card, the author, the tag, the article as published); what staff write, publish and schedule
// is the article's document and the back office's calls (contract/api/staff-articles.ts).

import { type Static, Type } from 'typebox';
import {
  ArticleAuthor,
  ArticleCard,
  ArticlePage,
  ArticleTag,
  PublishedArticle,
} from './article-shapes';
import { PATTERNS } from '../values/constants';

/** A page of a list, newest first; the tag or the author it is of, when it is one's. */
export const ArticleList = Type.Object({
  ...ArticlePage.properties,
  tag: Type.Optional(ArticleTag),
  author: Type.Optional(ArticleAuthor),
});
export type ArticleList = Static<typeof ArticleList>;

/** An article as its page shows it: as published, and up to three related articles. */
export const ArticleView = Type.Object({
  ...PublishedArticle.properties,
  related: Type.Array(ArticleCard, {
    description: 'Other articles sharing the most tags with it, the newest first (at most 3).',
  }),
});
export type ArticleView = Static<typeof ArticleView>;

export const ArticlesQuery = Type.Object(
  {
    tag: Type.Optional(Type.String({ maxLength: 80, description: 'A tag’s slug.' })),
    author: Type.Optional(Type.String({ maxLength: 80, description: 'An author’s slug.' })),
    page: Type.Optional(Type.String({ pattern: PATTERNS.page, description: '1, 2, 3…' })),
  },
  { additionalProperties: false },
);
export type ArticlesQuery = Static<typeof ArticlesQuery>;

export const ArticleParams = Type.Object({
  slug: Type.String({ title: 'The article’s address', maxLength: 200 }),
});
export type ArticleParams = Static<typeof ArticleParams>;
