// The route of the site's "gone" page (docs/product.md §10.20): what an old address staff marked
// gone answers, with 410. No address shows it but such an old one. A module of its own: the route
// table, in every page's start-up code, needs this and nothing else of the redirects' rules.

export const GONE_PATH = '/__gone__';
