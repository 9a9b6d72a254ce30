// The public products in the shape the site has always read (docs/api.md): prices in whole
// currency units (the back office's API and the store keep cents). Answered by GET /api/products
// (routes/content.ts) and carried by the /products page rendered with live data (live-pages.ts).

import type { ProductCategory } from '../content/products';
import type { DataStore } from '../db';

export interface PublicProduct {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
}

export async function publicProducts(
  store: DataStore,
  category?: ProductCategory,
): Promise<PublicProduct[]> {
  const published = await store.content.products.listPublished(
    category ? { field: 'category', value: category } : undefined,
  );
  return published.map((p) => ({
    id: p.id,
    title: p.title,
    price: p.priceCents / 100,
    description: p.description,
    category: p.category,
    image: p.image,
    rating: { rate: p.ratingRate, count: p.ratingCount },
  }));
}
