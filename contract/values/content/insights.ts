// The insights' public addresses beside those of contract/values/content/articles.ts (the list,
// an article's and an author's page): a tag's list, a list's Atom feed and page, and a list's
// query as the API reads it. Plain values both sides read: the server renders, lists in the
// sitemap and feeds what the site links to by the same functions.

import { INSIGHTS_PATH } from './articles';

/** The list of the articles carrying a tag (its slug). */
export const tagPath = (slug: string): string => `${INSIGHTS_PATH}/tag/${slug}`;
/** A list's Atom feed (INSIGHTS_PATH, a tag's or an author's list). */
export const feedPath = (listPath: string): string => `${listPath}/feed.xml`;

/** A list of articles: all, or those of a tag or an author (slugs), one page of it. */
export interface InsightsQuery {
  tag?: string;
  author?: string;
  page: number;
}

/** What a list's address says: its page (`?page=N`; 1 when left out), or null for a page
 * number that is none. */
export function readInsightsPage(params: URLSearchParams): number | null {
  const page = params.get('page');
  if (page === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : null;
}

/** The address of a list's page (`list`: INSIGHTS_PATH, tagPath or authorPath). */
export const insightsPagePath = (list: string, page: number): string =>
  page > 1 ? `${list}?page=${page}` : list;

/** The API's query of a list's page: GET /api/articles?tag=&author=&page=. */
export function articlesSearch({ tag, author, page }: InsightsQuery): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (author) params.set('author', author);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
