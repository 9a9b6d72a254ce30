// The public products in the contract's shape (contract/public-api.ts, PublicProduct): prices in
// whole currency units (the back office's API and the store keep cents). Answered by
// GET /api/products (routes/content.ts) and carried by the /products page rendered with live data
// (live-pages.ts). A product whose image is an upload carries what the media library says of it
// (`imageInfo`: its size, alt text and focal point), for the page's <picture>.

import type { Static } from 'typebox';
import { type ProductCategory, UPLOAD_URL } from '../../contract/constants';
import type { PublicProduct } from '../../contract/public-api';
import type { DataStore } from '../db';

export async function publicProducts(
  store: DataStore,
  category?: ProductCategory,
): Promise<Static<typeof PublicProduct>[]> {
  const published = await store.content.products.listPublished(
    category ? { field: 'category', value: category } : undefined,
  );
  const keyOf = (image: string) => UPLOAD_URL.exec(image)?.[2];
  const media = new Map(
    (
      await store.media.findMany(
        published.map((p) => keyOf(p.image)).filter((key) => key !== undefined),
      )
    ).map((m) => [m.key, m]),
  );
  return published.map((p) => {
    const info = media.get(keyOf(p.image) ?? '');
    return {
      id: p.id,
      title: p.title,
      price: p.priceCents / 100,
      description: p.description,
      category: p.category,
      image: p.image,
      ...(info && {
        imageInfo: {
          width: info.width,
          height: info.height,
          alt: info.alt,
          focalX: info.focalX,
          focalY: info.focalY,
        },
      }),
      rating: { rate: p.ratingRate, count: p.ratingCount },
    };
  });
}
