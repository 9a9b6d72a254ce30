// The longest search a search box takes, shared by the site and the server (LIMITS.search in
// contract/values/forms/limits.ts is this value). A module of its own that imports nothing: the
// header's search box, in every page's start-up code, and the shop's and the site search's
// addresses import it without the limits (about 0.1 kB brotli that only some pages use).

/** A search's longest text, in characters: the site search, the shop's and the back office's. */
export const SEARCH_MAX = 200;
