// The insights' public reads (GET /api/articles, GET /api/articles/:slug), injected into the one
// API slice by the insights pages' chunk only (src/pages/insights/), so that no other page's
// start-up code carries them. A page the server rendered carries their answers
// (`queries` in src/app/pageData.ts), primed once the chunk has loaded.
import type { ArticleList, ArticleView } from '../../contract/api/articles';
import { api } from './api';

const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A page of a list of articles: `search` is its query as contract/values/content/insights.ts
     * writes it (articlesSearch), so that a page the server rendered finds its data under it.
     */
    articles: build.query<ArticleList, string>({ query: (search) => `/api/articles${search}` }),
    /** A published article by its slug (404: none is published under it). */
    article: build.query<ArticleView, string>({
      query: (slug) => `/api/articles/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useArticlesQuery, useArticleQuery } = insightsApi;
