// Articles as the public API answers them (contract/api/articles.ts), for the insights pages'
// render and structured-data tests: a card, a page of a list and an article with its body.

import type { ArticleCard } from '../../contract/api/article-shapes';
import type { ArticleList, ArticleView } from '../../contract/api/articles';
import { fromParagraphs } from '../../contract/values/content/rich-text';
import { articlesSearch, type InsightsQuery } from '../../contract/values/content/insights';
import type { PageData } from '../../src/app/pageData';

export const author: ArticleCard['author'] = {
  id: 1,
  slug: 'ada-lovelace',
  path: '/insights/author/ada-lovelace',
  name: 'Ada Lovelace',
  role: 'Head of Engineering',
  bio: 'Ada leads our engineers.',
  photo: null,
};

export const card = (n: number, over: Partial<ArticleCard> = {}): ArticleCard => ({
  id: n,
  slug: `article-${n}`,
  path: `/insights/article-${n}`,
  title: `Article number ${n}`,
  summary: `What article ${n} is about, in a sentence.`,
  image: null,
  firstPublishedAt: `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T09:00:00.000Z`,
  publishedAt: `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T09:00:00.000Z`,
  readingMinutes: 4,
  author,
  tags: [{ slug: 'cloud-migration', name: 'Cloud migration' }],
  ...over,
});

export const listPage = (over: Partial<ArticleList> = {}): ArticleList => ({
  items: [card(1), card(2)],
  page: 1,
  pages: 1,
  total: 2,
  ...over,
});

const image = { url: '/images/story.svg', alt: 'The team at work', width: 1200, height: 630 };

export const article = (over: Partial<ArticleView> = {}): ArticleView => ({
  ...card(7),
  title: 'Moving a <monolith> to the cloud',
  publishedAt: '2026-11-20T10:00:00.000Z',
  image,
  content: {
    title: 'Moving a <monolith> to the cloud',
    slug: 'article-7',
    summary: 'What article 7 is about, in a sentence.',
    author: 1,
    tags: ['Cloud migration'],
    image,
    seo: {
      title: 'Moving a monolith to the cloud',
      description: 'How we moved a ten-year-old monolith to the cloud without a day of downtime.',
    },
    body: [
      {
        type: 'richText',
        id: 'intro',
        heading: 'Where we started',
        body: fromParagraphs('Ten years of code and one database.'),
      },
    ],
  },
  related: [card(3), card(4)],
  ...over,
});

/** The data a list's page carries: the API's answer under its query. */
export const listData = (query: InsightsQuery, list: ArticleList): PageData => ({
  queries: [{ endpointName: 'articles', arg: articlesSearch(query), value: list }],
});

/** The data an article's page carries. */
export const articleData = (view: ArticleView): PageData => ({
  queries: [{ endpointName: 'article', arg: view.slug, value: view }],
});
