// GET /api/search: the site search (content/search/service.ts), what the /search page shows, for
// the app's navigation to it. Anyone may call it: a per-client limit, shared with the page
// (search/limit.ts), bounds how often.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchQueryParams, SearchResults } from '../../../contract/api/search';
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  readSearchQuery,
} from '../../../contract/values/search';
import type { DataStore } from '../../db';
import { errors } from '../../platform/api/route-errors';
import { groupRateLimit } from '../../security/rate-limits';
import { SEARCH_LIMIT } from '../search/limit';
import { siteSearch } from '../search/service';

export const searchRoutes: FastifyPluginAsyncTypebox<{ store: DataStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/api/search',
    {
      config: { rateLimit: groupRateLimit(SEARCH_LIMIT) },
      schema: {
        summary: 'Search the published site',
        description:
          `A page (\`page\`, 1 to ${SEARCH_MAX_PAGE}; ${SEARCH_PAGE_SIZE} results) of the ` +
          'published pages, FAQ answers, case studies, products and open postings matching ' +
          'every word of `q` (each the start of a word; the first eight words count), the ' +
          'best match first (the title counts most), each with its address and a snippet with ' +
          'the words marked. No words: no results.',
        tags: ['content'],
        querystring: SearchQueryParams,
        response: { 200: SearchResults, ...errors([400, 429]) },
      },
    },
    async (request) => siteSearch(store, readSearchQuery(new URLSearchParams(request.query))),
  );
};
