// The insights' Atom feeds (RFC 4287, written by atom-feed.ts): /insights/feed.xml (every
// article), /insights/tag/<tag>/feed.xml and /insights/author/<slug>/feed.xml, each the first
// page of its list as published now (content/insights.ts), newest first, each entry with its
// author and its tags as categories. 404 for a tag or an author with no published article. Each
// list's page links to its feed (`<link rel="alternate">`: src/pages/insights/InsightsPage.tsx).

import type { FastifyInstance } from 'fastify';
import type { ArticleList } from '../../../contract/api/articles';
import { INSIGHTS_PATH, authorPath } from '../../../contract/values/content/articles';
import { feedPath, tagPath } from '../../../contract/values/content/insights';
import type { Insights } from '../../content/insights';
import type { PublishedDocuments } from '../../content/published';
import { ATOM_TYPE, atomFeed } from './atom-feed';

/** The feed of a list's first page; `path` is the list's page. */
function listFeed(published: PublishedDocuments, list: ArticleList, path: string): string {
  const company = published.company();
  const url = (to: string) => `${company.siteUrl}${to}`;
  const [title, subtitle] = list.tag
    ? [`Insights: ${list.tag.name}`, `Articles tagged “${list.tag.name}”, newest first.`]
    : list.author
      ? [`Insights by ${list.author.name}`, `Articles by ${list.author.name}, ${list.author.role}.`]
      : ['Insights', `Articles from ${company.name}, newest first.`];
  const updated =
    list.items
      .map((article) => article.publishedAt)
      .sort()
      .at(-1) ??
    published.publishedAt('site') ??
    new Date(0).toISOString();
  return atomFeed({
    title: `${title} | ${company.name}`,
    subtitle,
    htmlUrl: url(path),
    selfUrl: url(feedPath(path)),
    updated,
    author: { name: company.name, uri: company.siteUrl },
    entries: list.items.map((article) => ({
      title: article.title,
      url: url(article.path),
      published: article.firstPublishedAt,
      updated: article.publishedAt,
      summary: article.summary,
      categories: article.tags.map((tag) => ({ term: tag.slug, label: tag.name })),
      author: { name: article.author.name, uri: url(article.author.path) },
    })),
  });
}

/** GET (and HEAD) of the three kinds of feed. */
export function registerInsightsFeeds(
  app: FastifyInstance,
  { published, insights }: { published: PublishedDocuments; insights: Insights },
) {
  const lists = [
    { route: feedPath(INSIGHTS_PATH), by: undefined },
    { route: feedPath(tagPath(':tag')), by: 'tag' as const },
    { route: feedPath(authorPath(':author')), by: 'author' as const },
  ];
  for (const { route, by } of lists) {
    app.get<{ Params: { tag?: string; author?: string } }>(
      route,
      { schema: { hide: true } },
      async (request, reply) => {
        const slug = by && (request.params[by] ?? '');
        const list = await insights.list(by ? { [by]: slug, page: 1 } : { page: 1 });
        if (!list) {
          return reply.code(404).type('text/plain; charset=utf-8').send('No such feed.');
        }
        const path =
          by === 'tag' ? tagPath(slug!) : by === 'author' ? authorPath(slug!) : INSIGHTS_PATH;
        return reply
          .header('cache-control', 'no-cache')
          .type(ATOM_TYPE)
          .send(listFeed(published, list, path));
      },
    );
  }
}
