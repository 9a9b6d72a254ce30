// The insights as visitors read them (docs/product.md §10.28): a page of a list of published
// articles (all, a tag's, an author's), a published article with its related ones, and what the
// sitemap lists. One service, built once in app.ts over the articles' own
// (content/articles/service.ts), called by every door: the public API
// (content/routes/articles.ts), the pages the server renders (site/live-routes.ts), the feeds
// (site/feeds/insights-feeds.ts) and the sitemap (site/sitemap.ts). Its answers are the contract's
// shapes (contract/api/articles.ts).

import type { ArticleList, ArticleView } from '../../contract/api/articles';
import type { InsightsQuery } from '../../contract/values/content/insights';
import type { Articles } from './articles/service';

/** The related articles an article's page shows. */
export const RELATED_ARTICLES = 3;

/** A page the sitemap lists: its slug and when what it shows was last published (ISO). */
interface Dated {
  slug: string;
  updatedAt: string;
}

export interface Insights {
  /** A page of a list, newest first; undefined for a tag or an author with no published
   * article, or a page past the last (the first page of every article always is one). */
  list(query: InsightsQuery): Promise<ArticleList | undefined>;
  /** A published article by its slug, with its related articles; undefined when there is none. */
  article(slug: string): Promise<ArticleView | undefined>;
  /** Every published article, tag list and author page, with when each last changed. */
  sitemap(): Promise<{ articles: Dated[]; tags: Dated[]; authors: Dated[] }>;
}

/** The latest time of each key's. */
function latest(pairs: readonly (readonly [string, string])[]): Dated[] {
  const at = new Map<string, string>();
  for (const [slug, time] of pairs) if ((at.get(slug) ?? '') < time) at.set(slug, time);
  return [...at].map(([slug, updatedAt]) => ({ slug, updatedAt }));
}

export function createInsights(
  articles: Pick<
    Articles,
    'list' | 'bySlug' | 'related' | 'topics' | 'authorBySlug' | 'allPublished'
  >,
): Insights {
  return {
    async list({ tag, author, page }) {
      const [list, topic, who] = await Promise.all([
        articles.list({ tag, author, page }),
        tag === undefined
          ? undefined
          : articles.topics().then((all) => all.find((t) => t.slug === tag)),
        author === undefined ? undefined : articles.authorBySlug(author),
      ]);
      if (tag !== undefined && !topic) return undefined;
      if (author !== undefined && (!who || list.total === 0)) return undefined;
      if (page > Math.max(1, list.pages)) return undefined;
      return { ...list, ...(topic && { tag: topic }), ...(who && { author: who }) };
    },

    async article(slug) {
      const found = await articles.bySlug(slug);
      return found && { ...found, related: await articles.related(found.id, RELATED_ARTICLES) };
    },

    async sitemap() {
      const all = await articles.allPublished();
      return {
        articles: all.map((a) => ({ slug: a.slug, updatedAt: a.publishedAt })),
        tags: latest(all.flatMap((a) => a.tags.map((t) => [t.slug, a.publishedAt] as const))),
        authors: latest(all.map((a) => [a.author.slug, a.publishedAt] as const)),
      };
    },
  };
}
