// The longest search a search box takes, shared by the site and the server (LIMITS.search in
// contract/values/constants.ts is this value). A module of its own that imports nothing: the
// header's search box, in every page's start-up code, imports it without the rest of
// constants.ts (about 0.9 kB brotli of limits, patterns and lists only some pages use).

/** A search's longest text, in characters: the site search, the shop's and the back office's. */
export const SEARCH_MAX = 200;
