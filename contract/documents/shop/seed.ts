// The shop's pages as a new installation publishes them (contract/documents/shop/schema.ts). A '{slot}' names
// one of the company's facts (COMPANY_FACTS, contract/content-fields.ts).

import type { ShopPagesContent } from './schema';

export const shopSeed: ShopPagesContent = {
  productsSeo: {
    title: 'Shop',
    description:
      'Browse website templates, UI kits, plugins and audits made by the {name} team. Search the catalogue, compare ratings and add items to your cart.',
  },
  cartSeo: {
    title: 'Your Cart',
    description:
      'Review the templates, UI kits and other digital products in your {name} cart, change quantities or remove items before you continue.',
  },
  products: {
    eyebrow: 'Demo shop',
    heading: 'Shop',
    intro:
      'Website templates, UI kits, plugins and audits made by our team. Search the catalogue and add what you like to your cart.',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search by name or category',
    categoriesLabel: 'Filter by category',
    allCategories: 'All',
    gridLabel: 'Products',
    clearSearch: 'Clear search',
    addToCart: 'Add to Cart',
  },
  categories: [
    { id: 'templates', label: 'Templates' },
    { id: 'ui-kits', label: 'UI kits' },
    { id: 'plugins', label: 'Plugins' },
    { id: 'audits', label: 'Audits' },
  ],
  cart: {
    heading: 'Your Cart',
    intro: 'Check the items and quantities before you continue.',
    link: 'Cart',
    empty: 'Your cart is empty',
    emptyText: 'Browse our templates, UI kits, plugins and audits and add something you like.',
    backToShop: 'Browse the shop',
    continueShopping: 'Continue shopping',
    itemsLabel: 'Items in your cart',
    unitPrice: 'Price',
    lineTotal: 'Subtotal',
    remove: 'Remove',
    summaryTitle: 'Order summary',
    itemsHeading: 'Items',
    total: 'Total',
    checkout: 'Checkout',
    demoNotice:
      'This is a demo shop: no order is placed and no payment is taken. To buy any of these items for real, get in touch and the {name} team will send you a quote.',
    demoLink: 'Contact us to order',
    clear: 'Empty the cart',
  },
};
