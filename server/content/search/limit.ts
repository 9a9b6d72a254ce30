// The site search's per-client limit, one counter for its two doors: GET /api/search (its
// route's rateLimit) and the /search page the server renders with the results (the site's
// catch-all route, site/site.ts: only a request for /search with words is counted; the box alone
// and every other page are not). Past it: 429 with Retry-After and the reason, at once.

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { readSearchQuery } from '../../../contract/values/search';
import { type GroupLimit, groupRateLimit } from '../../security/rate-limits';

/** Searches a client may make a minute, by either door (a visitor types a few; a scraper is slowed). */
export const SEARCH_LIMIT: GroupLimit = { group: 'search', max: 120, reason: 'Too many searches.' };

/** Whether a page request is a search: /search with words (what runs the search). */
const searchesWords = (request: FastifyRequest) => {
  const [path = '', query = ''] = (request.raw.url ?? '').split('#')[0]!.split('?');
  return /^\/search\/?$/i.test(path) && readSearchQuery(new URLSearchParams(query)).q !== '';
};

/** The site's page route's `config.rateLimit`: the search's limit, for /search with words alone. */
export const searchPageRateLimit: RateLimitOptions = {
  ...groupRateLimit(SEARCH_LIMIT),
  allowList: (request) => !searchesWords(request),
};
