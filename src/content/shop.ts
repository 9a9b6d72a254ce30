// Copy of the demo shop (/products) and the cart (/cart).

import { groupThousands } from '../lib/money';
import { company } from '../../contract/company';

export interface ShopCategory {
  /** The product's `category` value, and the `?category=` value in the URL. */
  readonly id: string;
  readonly label: string;
}

export const shopCategories: readonly ShopCategory[] = [
  { id: 'templates', label: 'Templates' },
  { id: 'ui-kits', label: 'UI kits' },
  { id: 'plugins', label: 'Plugins' },
  { id: 'audits', label: 'Audits' },
];

/** The category's label ('ui-kits' → 'UI kits'); an unknown category shows as it is. */
export const categoryLabel = (id: string): string =>
  shopCategories.find((c) => c.id === id)?.label ?? id;

/** '1 item', '2 items'. */
export const itemsText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/** 'product' or 'products', as the count needs. */
const productWord = (count: number): string => (count === 1 ? 'product' : 'products');

export const shopCopy = {
  title: 'Shop',
  eyebrow: 'Demo shop',
  intro:
    'Website templates, UI kits, plugins and audits made by our team. Search the catalogue and add what you like to your cart.',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search by name or category',
  categoriesLabel: 'Filter by category',
  allCategories: 'All',
  gridLabel: 'Products',
  loading: 'Loading products...',
  loadError: 'We could not load the products just now. Please check your connection and try again.',
  retry: 'Try again',
  /** The product count above the grid, filtered or not. */
  countAll: (total: number) => `${total} ${productWord(total)}`,
  countShown: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${productWord(total)}`,
  /** What an empty result says, naming the search when there is one. */
  noMatch: (query: string) => (query ? `No products match “${query}”.` : 'No products match.'),
  clearSearch: 'Clear search',
  addToCart: 'Add to Cart',
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
  title: 'Your Cart',
  intro: 'Check the items and quantities before you continue.',
  linkLabel: 'Cart',
  /** Read after the badge's number: 'Cart 2 items'. */
  badgeUnit: (count: number): string => (count === 1 ? 'item' : 'items'),
  empty: 'Your cart is empty',
  emptyText: 'Browse our templates, UI kits, plugins and audits and add something you like.',
  backToShop: 'Browse the shop',
  continueShopping: 'Continue shopping',
  itemsLabel: 'Items in your cart',
  unitPrice: 'Price',
  /** After the unit price: 'Price: $12.00 each'. */
  perItem: (price: string) => `${price} each`,
  quantity: 'Quantity',
  lineTotal: 'Subtotal',
  total: 'Total',
  remove: 'Remove',
  /** The line's buttons and box, named with the product they change. */
  quantityOf: (title: string) => `Quantity of ${title}`,
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  removeItem: (title: string) => `Remove ${title} from the cart`,
  summaryTitle: 'Order summary',
  itemsHeading: 'Items',
  /** Announced when the count changes (Add to Cart, quantity changes). */
  countAnnouncement: (count: number) => `Your cart has ${itemsText(count)}.`,
  clear: 'Empty the cart',
  checkout: 'Checkout',
  demoNotice: `This is a demo shop: no order is placed and no payment is taken. To buy any of these items for real, get in touch and the ${company.name} team will send you a quote.`,
  demoLink: 'Contact us to order',
} as const;
