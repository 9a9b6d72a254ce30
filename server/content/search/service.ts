// The site search (GET /api/search, the /search page): a page of what is published matching
// every word of the query, the best match first (a word of the title counts most), each with its
// title, address and a snippet with the words marked. The index is kept by indexer.ts.

import type { SearchResults } from '../../../contract/api/search';
import {
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
} from '../../../contract/values/search';
import { moreWordsThanSearched, searchWords } from '../../db/full-text';
import type { DataStore } from '../../db';
import { snippetOf, titleParts } from './snippet';

export async function siteSearch(
  store: DataStore,
  query: Pick<SearchQuery, 'q' | 'page'>,
  now: Date = new Date(),
): Promise<SearchResults> {
  const words = searchWords(query.q);
  const page = Math.min(Math.max(1, query.page), SEARCH_MAX_PAGE);
  const found = await store.search.search(words, {
    offset: (page - 1) * SEARCH_PAGE_SIZE,
    limit: SEARCH_PAGE_SIZE,
    now: now.toISOString(),
  });
  return {
    items: found.items.map((hit) => ({
      title: hit.title,
      titleParts: titleParts(hit.title, words),
      path: hit.path,
      ...(hit.place ? { place: hit.place } : {}),
      snippet: snippetOf(hit.body, words),
    })),
    total: found.total,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    pages: Math.min(SEARCH_MAX_PAGE, Math.ceil(found.total / SEARCH_PAGE_SIZE)),
    wordsCut: moreWordsThanSearched(query.q),
  };
}
