// The demo shop's (/products) and the cart's (/cart) messages that count or name what they show;
// the cart's lines' are in cart.ts, which the shop's list does not load. The pages' words and the
// categories' labels are the `shop` document (contract/documents/shop/schema.ts).

import { pluralise, withCount } from '../../contract/values/plural';
import type { ProductSort } from '../../contract/values/shop';
import { groupThousands } from '../../contract/values/money';

/** '1 item', '2 items'. */
export const itemsText = (count: number): string => withCount(count, 'item', 'items');

/** 'product' or 'products', as the count needs. */
const productWord = (count: number): string => pluralise(count, 'product', 'products');

export const shopCopy = {
  loading: 'Loading products...',
  loadError: 'We could not load the products just now. Please check your connection and try again.',
  retry: 'Try again',
  /** The product count above the grid, filtered or not. */
  countAll: (total: number) => `${groupThousands(String(total))} ${productWord(total)}`,
  countShown: (shown: number, total: number) =>
    `Showing ${groupThousands(String(shown))} of ${groupThousands(String(total))} ${productWord(total)}`,
  /** On one of several pages: 'Showing 25–48 of 312 products'. */
  countRange: (from: number, to: number, total: number) =>
    `Showing ${groupThousands(String(from))}–${groupThousands(String(to))} of ${groupThousands(String(total))} ${productWord(total)}`,
  /** The search engines' title of a page after the first: 'Shop (page 2)'. */
  pageTitle: (title: string, page: number) => (page > 1 ? `${title} (page ${page})` : title),
  /** The order's select and its choices (contract/values/shop.ts PRODUCT_SORTS). */
  sortLabel: 'Sort by',
  sorts: {
    featured: 'Featured',
    relevance: 'Best match',
    'price-asc': 'Price, low to high',
    'price-desc': 'Price, high to low',
    rating: 'Best rated',
  } satisfies Record<ProductSort, string>,
  /** The pages' navigation under the grid. */
  pagesLabel: 'Pages of products',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLink: (page: number) => `Page ${page}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** What an empty result says, naming the search when there is one. */
  noMatch: (query: string) => (query ? `No products match “${query}”.` : 'No products match.'),
  inCart: (n: number) => `${n} in your cart`,
  added: (title: string, count: number) =>
    `${title} added to your cart. Your cart has ${itemsText(count)}.`,
  /** A product picture's text alternative (the shop's cards and the cart's lines). */
  imageAlt: (title: string) => `Preview of ${title}`,
  /** The stars' accessible name, with the rating to one decimal ('4.5'). */
  ratingLabel: (rate: string) => `Rated ${rate} out of 5`,
  reviews: (count: number) =>
    withCount(count, 'review', 'reviews', groupThousands(String(Math.round(count)))),
} as const;

/** The cart's link on both pages: its badge and what it announces. */
export const cartCopy = {
  /** Read after the badge's number: 'Cart 2 items'. */
  badgeUnit: (count: number): string => pluralise(count, 'item', 'items'),
  /** Announced when the count changes (Add to Cart, quantity changes). */
  countAnnouncement: (count: number) => `Your cart has ${itemsText(count)}.`,
} as const;
