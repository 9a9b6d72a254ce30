// What the public lists take and answer, shared by the site and the server (contract/values/
// constants.ts re-exports it): a page's number in an address, the products' categories, the most
// items a list answers. This module imports nothing, and is small: the shop's and the site
// search's pages read their addresses with it.

/** `page` in a query string: 1, 2, 3... (query values are strings: nothing is coerced). */
export const PAGE_PATTERN = '^[1-9][0-9]{0,5}$';

export const PRODUCT_CATEGORIES = ['templates', 'ui-kits', 'plugins', 'audits'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The most items a public list answers at once, and how many it answers when not told. */
export const PUBLIC_LIST_LIMIT = 100;
