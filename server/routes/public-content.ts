// The public products in the contract's shape (contract/public-api.ts, PublicProduct): prices in
// whole currency units (the back office's API and the store keep cents). Answered by
// GET /api/products (routes/content.ts) and carried by the /products page rendered with live data
// (live-pages.ts).

import type { Static } from 'typebox';
import type { ProductCategory } from '../../contract/constants';
import type { PublicProduct } from '../../contract/public-api';
import type { DataStore } from '../db';

export async function publicProducts(
  store: DataStore,
  category?: ProductCategory,
): Promise<Static<typeof PublicProduct>[]> {
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
