// The site search's shapes (docs/product.md, "Site search"): its query and a page of results.

import { type Static, Type } from 'typebox';
import { LIMITS, PATTERNS } from '../values/constants';

/** The site search's query (/search?q=…&page=N: contract/values/search.ts). */
export const SearchQueryParams = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: LIMITS.search, pattern: PATTERNS.singleLine })),
    page: Type.Optional(Type.String({ pattern: PATTERNS.page })),
  },
  { additionalProperties: false },
);
export type SearchQueryParams = Static<typeof SearchQueryParams>;

/** A piece of a result's snippet: the words that matched are `mark`ed (shown as <mark>). */
export const SnippetPart = Type.Object({ text: Type.String(), mark: Type.Boolean() });
export type SnippetPart = Static<typeof SnippetPart>;

/** One thing found: its title, its address on the site, a snippet around the words. */
export const SearchResult = Type.Object({
  title: Type.String(),
  /** The title in parts, the words that matched marked as in the snippet. */
  titleParts: Type.Array(SnippetPart),
  path: Type.String(),
  /** Where it is, as a visitor reads it ("Shop › Its title"), when its address says it badly. */
  place: Type.Optional(Type.String()),
  snippet: Type.Array(SnippetPart),
});
export type SearchResult = Static<typeof SearchResult>;

/** A page of the site search's results, the best match first. */
export const SearchResults = Type.Object({
  items: Type.Array(SearchResult),
  /** Results in all. */
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Pages of results (at most SEARCH_MAX_PAGE); 0 when none. */
  pages: Type.Integer({ minimum: 0 }),
  /** Only the first words were searched (searchWords keeps eight). */
  wordsCut: Type.Boolean(),
});
export type SearchResults = Static<typeof SearchResults>;
