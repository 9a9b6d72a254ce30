// The site search's query as its address says it (/search?q=…&page=N): the server renders the
// page it names (server/site/live-routes.ts) and answers the same query on GET /api/search; the
// site reads its address with the same function, so that both mean one list by one address.
// Plain values only: the site imports this module.

import { PAGE_PATTERN } from './lists';
import { SEARCH_MAX } from './forms/search-limit';

/** Results on one page. */
export const SEARCH_PAGE_SIZE = 10;
/** The last page a search shows: past it, the words should be more precise. */
export const SEARCH_MAX_PAGE = 20;
/** At most this much of a page number that is none is kept, to say so. */
const BAD_PAGE_KEPT = 12;

export interface SearchQuery {
  /** The search as typed (spaces made one, trimmed, at most SEARCH_MAX characters). */
  q: string;
  /** 1 … SEARCH_MAX_PAGE. */
  page: number;
  /** The address's page when it is none of 1 … SEARCH_MAX_PAGE (the first is shown); else null. */
  badPage: string | null;
}

/** The search an address names; a page number that is none is read as 1, and kept to say so. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX).trim();
  const page = params.get('page');
  const valid =
    page === null || (new RegExp(PAGE_PATTERN).test(page) && Number(page) <= SEARCH_MAX_PAGE);
  return {
    q,
    page: valid && page !== null ? Number(page) : 1,
    badPage: valid ? null : page.slice(0, BAD_PAGE_KEPT),
  };
}

/**
 * The address's search for a query: its parts in one order, the defaults left out; a page number
 * that is none kept (the page says so). The API's query leaves it out (`badPage: null`).
 */
export function searchAddress(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.badPage !== null) params.set('page', query.badPage);
  else if (query.q && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
