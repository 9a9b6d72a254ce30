// The demo shop's pages (/products, /cart): the products page's words and the cart's. The
// products are a collection of their own (contract/values/collections.ts); the messages that count or
// name them ('3 of 12 products', 'Rated 4.5 out of 5') are the site's code.

import type { Static } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  ListOf,
  LongTextField,
  SearchEntry,
  SlugField,
  TextField,
  TextWith,
} from '../../content-fields';

export const ShopPagesContent = Group({
  productsSeo: SearchEntry('Search engines: /products'),
  cartSeo: SearchEntry('Search engines: /cart'),
  products: Group(
    {
      eyebrow: TextField(40, { title: 'Above the heading' }),
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(400, { title: 'Introduction' }),
      searchLabel: TextField(60, { title: 'Search box label' }),
      searchPlaceholder: TextField(60, { title: 'Search box placeholder' }),
      categoriesLabel: TextField(60, { title: 'Name of the categories, for screen readers' }),
      allCategories: TextField(30, { title: 'All categories chip' }),
      gridLabel: TextField(60, { title: 'Name of the products list, for screen readers' }),
      clearSearch: TextField(40, { title: 'Clear search button' }),
      addToCart: TextField(40, { title: 'Add to cart button' }),
    },
    { title: 'Products page' },
  ),
  categories: ListOf(
    Group({
      id: SlugField("The products' category (templates, ui-kits, plugins, audits)"),
      label: TextField(40, { title: 'Label' }),
    }),
    {
      title: 'Categories',
      description: 'The filter chips, in this order; a product shows its category by its label.',
      minItems: 1,
      maxItems: 12,
      itemTitle: 'label',
    },
  ),
  cart: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(300, { title: 'Introduction' }),
      link: TextField(30, { title: 'Cart link' }),
      empty: TextField(80, { title: 'Empty cart heading' }),
      emptyText: LongTextField(300, { title: 'Empty cart text' }),
      backToShop: TextField(40, { title: 'Empty cart button' }),
      continueShopping: TextField(40, { title: 'Back to the shop link' }),
      itemsLabel: TextField(60, { title: 'Name of the list of items, for screen readers' }),
      unitPrice: TextField(30, { title: '"Price"' }),
      lineTotal: TextField(30, { title: '"Subtotal"' }),
      remove: TextField(30, { title: 'Remove button' }),
      summaryTitle: TextField(60, { title: 'Summary heading' }),
      itemsHeading: TextField(30, { title: '"Items"' }),
      total: TextField(30, { title: '"Total"' }),
      checkout: TextField(40, { title: 'Checkout button' }),
      demoNotice: TextWith(400, COMPANY_FACTS, { long: true, title: 'What Checkout says' }),
      demoLink: TextField(60, { title: 'Link after what Checkout says' }),
      clear: TextField(40, { title: 'Empty the cart button' }),
    },
    { title: 'Cart' },
  ),
});
export type ShopPagesContent = Static<typeof ShopPagesContent>;
