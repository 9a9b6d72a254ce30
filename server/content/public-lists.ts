// The public products in the contract's shape (contract/api/public.ts, PublicProduct): prices in
// whole currency units (the back office's API and the store keep cents). Answered a page at a time
// by GET /api/products (a cursor) and GET /api/shop/products (the shop's numbered pages, which the
// /products page rendered with live data carries too: live-routes.ts). A product whose image is an
// upload carries what the media library says of it (`imageInfo`: its size, alt text and focal
// point), for the page's <picture>; so does every public image field of a collection (content.ts).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ProductCategory, UPLOAD_URL } from '../../contract/values/constants';
import type { ImageInfo, PublicProduct, ShopPage } from '../../contract/api/public';
import { type ProductSort, SHOP_PAGE_SIZE, type ShopQuery } from '../../contract/values/shop';
import type { StaffProduct } from '../../contract/api/staff';
import type { DataStore, Page } from '../db';
import type { Order } from '../db/keyset';

type Product = PublicProduct;

type Stored = StaffProduct;

/**
 * What the media library says of each upload among `images` (its size, alt text and focal point),
 * by address; other addresses (a seeded file, an outside URL, null) have none.
 */
export async function imageInfos(
  store: DataStore,
  images: readonly (string | null | undefined)[],
): Promise<Map<string, ImageInfo>> {
  const keyOf = (image: string | null | undefined) =>
    image ? UPLOAD_URL.exec(image)?.[2] : undefined;
  const keys = [...new Set(images.map(keyOf).filter((key) => key !== undefined))];
  const media = keys.length > 0 ? await store.media.findMany(keys) : [];
  const byKey = new Map(media.map((m) => [m.key, m]));
  const infos = new Map<string, ImageInfo>();
  for (const image of images) {
    const info = byKey.get(keyOf(image) ?? '');
    if (image && info) {
      const { width, height, alt, focalX, focalY } = info;
      infos.set(image, { width, height, alt, focalX, focalY });
    }
  }
  return infos;
}

/** The products in their public shape, with what the media library says of their uploads. */
async function publicOf(store: DataStore, products: Stored[]): Promise<Product[]> {
  const infos = await imageInfos(
    store,
    products.map((p) => p.image),
  );
  return products.map((p) => {
    const info = infos.get(p.image);
    return {
      id: p.id,
      title: p.title,
      price: p.priceCents / 100,
      description: p.description,
      category: p.category,
      image: p.image,
      ...(info && { imageInfo: info }),
      rating: { rate: p.ratingRate, count: p.ratingCount },
    };
  });
}

/** Each order of the shop as the store reads it (the last column unique). */
const ORDERS: Record<ProductSort, Order | 'relevance' | undefined> = {
  // The catalogue's own order (contract/values/collections.ts).
  featured: undefined,
  relevance: 'relevance',
  'price-asc': [
    ['price_cents', 'asc'],
    ['id', 'asc'],
  ],
  'price-desc': [
    ['price_cents', 'desc'],
    ['id', 'asc'],
  ],
  rating: [
    ['rating_rate', 'desc'],
    ['rating_count', 'desc'],
    ['id', 'asc'],
  ],
};

interface ProductFilter {
  category?: ProductCategory | null;
  q?: string;
  sort?: ProductSort;
}

const query = ({ category, q, sort }: ProductFilter) => ({
  publishedOnly: true,
  where: category ? { field: 'category' as const, value: category } : undefined,
  search: q,
  order: ORDERS[sort ?? (q?.trim() ? 'relevance' : 'featured')],
});

/** A page of the published products from `cursor` (GET /api/products). */
export async function productsPage(
  store: DataStore,
  filter: ProductFilter & { limit: number; cursor?: string },
): Promise<Page<Product>> {
  const page = await store.content.products.page({
    ...query(filter),
    cursor: filter.cursor,
    limit: filter.limit,
  });
  return { ...page, items: await publicOf(store, page.items) };
}

/** A numbered page of the shop (/products?page=N), with how many products the shop has. */
export async function shopPage(store: DataStore, shop: ShopQuery): Promise<ShopPage> {
  const page = await store.content.products.page({
    ...query(shop),
    offset: (shop.page - 1) * SHOP_PAGE_SIZE,
    limit: SHOP_PAGE_SIZE,
  });
  const filtered = Boolean(shop.category || shop.q);
  const all = filtered
    ? (await store.content.products.page({ publishedOnly: true, limit: 1 })).total
    : page.total;
  return {
    items: await publicOf(store, page.items),
    total: page.total,
    all,
    page: shop.page,
    pageSize: SHOP_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(page.total / SHOP_PAGE_SIZE)),
  };
}

/**
 * A public list's page as its answer: the items (the array every list has always answered), the
 * whole list's size in `X-Total-Count` and the next page in `Link: <…>; rel="next"` (RFC 8288),
 * the request's own address with the next cursor.
 */
export function listAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { items: T[]; total: number; next: string | null },
): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.next !== null) {
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.set('cursor', page.next);
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}
