import type { DocumentData, Product } from '../../api/types';

/** The shop's categories as published: the product's `category` value and its label. */
export type ShopCategories = DocumentData<'shop'>['categories'];

/** The category's label ('ui-kits' → 'UI kits'); an unknown category shows as it is. */
export const categoryLabel = (categories: ShopCategories, id: string): string =>
  categories.find((c) => c.id === id)?.label ?? id;

/** The shop's filter, read from the URL: `?q=` (search text) and `?category=`. */
export interface ProductFilter {
  query: string;
  /** A known category id, or null for all categories. */
  category: string | null;
}

export const readFilter = (params: URLSearchParams, categories: ShopCategories): ProductFilter => {
  const category = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: categories.some((c) => c.id === category) ? category : null,
  };
};

/** The search string for a filter: empty parts are left out, so URLs stay short. */
export const filterSearch = ({ query, category }: ProductFilter): string => {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (category) params.set('category', category);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/**
 * Products whose title or category contains every word of the query (case-insensitive), within
 * the chosen category.
 */
export const filterProducts = (
  products: readonly Product[],
  { query, category }: ProductFilter,
  categories: ShopCategories,
): Product[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category && product.category !== category) return false;
    const haystack =
      `${product.title} ${product.category} ${categoryLabel(categories, product.category)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};
