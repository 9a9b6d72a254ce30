// The demo shop's (/products) and the cart's (/cart) messages that count or name what they show.
// The pages' words and the categories' labels are the `shop` document (contract/pages/shop.ts).

import { groupThousands } from '../lib/money';

/** '1 item', '2 items'. */
export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 'product' or 'products', as the count needs. */
const productWord = (count: number): string => (count === 1 ? 'product' : 'products');

export const shopCopy = {
  loading: 'Loading products...',
  loadError: 'We could not load the products just now. Please check your connection and try again.',
  retry: 'Try again',
  /** The product count above the grid, filtered or not. */
  countAll: (total: number) => `${total} ${productWord(total)}`,
  countShown: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${productWord(total)}`,
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
    `${groupThousands(String(Math.round(count)))} ${count === 1 ? 'review' : 'reviews'}`,
} as const;

export const cartCopy = {
  /** Read after the badge's number: 'Cart 2 items'. */
  badgeUnit: (count: number): string => (count === 1 ? 'item' : 'items'),
  /** After the unit price: 'Price: $12.00 each'. */
  perItem: (price: string) => `${price} each`,
  /** The line's buttons and box, named with the product they change. */
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  removeItem: (title: string) => `Remove ${title} from the cart`,
  /** Announced when the count changes (Add to Cart, quantity changes). */
  countAnnouncement: (count: number) => `Your cart has ${itemsText(count)}.`,
} as const;
