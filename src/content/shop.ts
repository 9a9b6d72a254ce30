// Copy of the demo shop (/products) and the cart (/cart).

import { company } from './company';

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
  noMatch: 'No products match',
  clearSearch: 'Clear search',
  addToCart: 'Add to Cart',
  inCart: (n: number) => `${n} in your cart`,
  added: (title: string, count: number) =>
    `${title} added to your cart. Your cart has ${itemsText(count)}.`,
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
  quantity: 'Quantity',
  lineTotal: 'Subtotal',
  total: 'Total',
  remove: 'Remove',
  clear: 'Empty the cart',
  checkout: 'Checkout',
  demoNotice: `This is a demo shop: no order is placed and no payment is taken. To buy any of these items for real, get in touch and the ${company.name} team will send you a quote.`,
  demoLink: 'Contact us to order',
} as const;

/** The cart link's accessible name: 'Cart, 2 items'. */
