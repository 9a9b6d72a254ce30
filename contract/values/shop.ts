// The shop's list (/products) as its address says it: search words, a category, an order and a
// page. The server renders the page it names (server/site/live-routes.ts) and answers the same query on
// GET /api/shop/products; the site reads its address with the same function, so that both mean
// one list by one address. Plain values only: the site imports this module.

import { PAGE_PATTERN, PRODUCT_CATEGORIES, type ProductCategory } from './lists';
import { SEARCH_MAX } from './forms/search-limit';

/** Products on one page of the shop. */
export const SHOP_PAGE_SIZE = 24;

/**
 * The shop's orders: the catalogue's own (`featured`), the best match of the search first
 * (`relevance`, the default with a search), by price either way, the best rated first.
 */
export const PRODUCT_SORTS = [
  'featured',
  'relevance',
  'price-asc',
  'price-desc',
  'rating',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ShopQuery {
  /** The search as typed (trimmed); '' for none. */
  q: string;
  category: ProductCategory | null;
  sort: ProductSort;
  /** 1, 2, 3... */
  page: number;
}

/** The order a query has when its address names none: relevance with a search. */
const defaultSort = (q: string): ProductSort => (q ? 'relevance' : 'featured');

/**
 * The list an address names. Anything it cannot mean is left out: an unknown category or order,
 * a page that is not 1, 2, 3..., a search that is too long (cut), relevance without a search.
 */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const category = params.get('category');
  const sort = params.get('sort');
  const page = params.get('page') ?? '';
  return {
    q,
    category: PRODUCT_CATEGORIES.find((c) => c === category) ?? null,
    sort: PRODUCT_SORTS.find((s) => s === sort && (s !== 'relevance' || q)) ?? defaultSort(q),
    page: new RegExp(PAGE_PATTERN).test(page) ? Number(page) : 1,
  };
}

/**
 * The query with another search, from its first page: an order chosen by the visitor stays, the
 * default one follows the search (relevance with words, the catalogue's order without).
 */
export function withSearch(query: ShopQuery, q: string): ShopQuery {
  const chosen = query.sort !== defaultSort(query.q);
  const sort = chosen && (query.sort !== 'relevance' || q) ? query.sort : defaultSort(q);
  return { ...query, q, sort, page: 1 };
}

/** The address's search for a query: its parts in one order, the defaults left out ('' for none). */
export function shopSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (query.sort !== defaultSort(query.q)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
