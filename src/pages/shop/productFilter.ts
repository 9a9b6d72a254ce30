import type { DocumentData } from '../../api/types';

/** The shop's categories as published: the product's `category` value and its label. */
export type ShopCategories = DocumentData<'shop'>['categories'];

/** The category's label ('ui-kits' → 'UI kits'); an unknown category shows as it is. */
export const categoryLabel = (categories: ShopCategories, id: string): string =>
  categories.find((c) => c.id === id)?.label ?? id;
