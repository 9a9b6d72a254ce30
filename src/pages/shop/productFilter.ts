import type { Product } from '../../api/types';
import { categoryLabel, shopCategories } from '../../content/shop';

/** The shop's filter, read from the URL: `?q=` (search text) and `?category=`. */
export interface ProductFilter {
  query: string;
  /** A known category id, or null for all categories. */
  category: string | null;
}

export const readFilter = (params: URLSearchParams): ProductFilter => {
  const category = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: shopCategories.some((c) => c.id === category) ? category : null,
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
): Product[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category && product.category !== category) return false;
    const haystack =
      `${product.title} ${product.category} ${categoryLabel(product.category)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};
