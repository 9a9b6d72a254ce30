// Titles and descriptions of the shop area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const shopSeo = seoEntries({
  [PATHS.products]: {
    title: t('Shop'),
    description: `Browse website templates, UI kits, plugins and audits made by the ${company.name} team. Search the catalogue, compare ratings and add items to your cart.`,
  },
  [PATHS.cart]: {
    title: t('Your Cart'),
    description: `Review the templates, UI kits and other digital products in your ${company.name} cart, change quantities or remove items before you continue.`,
  },
});
