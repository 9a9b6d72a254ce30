// The public content: testimonials, job and internship posts, products (what staff published in
// the back office, read from the store on each request), and the health check. The answers keep
// the shapes the site has always read (docs/product.md §7): prices in whole currency units here,
// cents on the back office's API.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Health,
  PostList,
  PostsQuery,
  ProductsQuery,
  PublicProductList,
  TestimonialList,
} from '../../contract/public-api';
import type { DataStore } from '../db';
import { publicProducts } from './public-content';
import { errors } from './schemas';

export const contentRoutes: FastifyPluginAsyncTypebox<{ store: DataStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Is the API up?',
        description: 'Always `{status: "ok"}` while the process serves (see also /readyz).',
        tags: ['health'],
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/api/ts/getall',
    {
      schema: {
        summary: 'Published testimonials',
        tags: ['content'],
        response: { 200: TestimonialList },
      },
    },
    async () =>
      (await store.content.testimonials.listPublished()).map((t) => ({
        id: t.id,
        name: t.name,
        designation: t.designation,
        message: t.message,
        photo: t.photo,
      })),
  );

  app.get(
    '/api/posts',
    {
      schema: {
        summary: 'Published job or internship posts',
        description: 'All published posts of the type, newest first (the site shows the first 10).',
        tags: ['content'],
        querystring: PostsQuery,
        response: { 200: PostList, ...errors([400]) },
      },
    },
    async (request) =>
      (await store.content.posts.listPublished({ field: 'type', value: request.query.type })).map(
        (p) => ({ id: p.id, title: p.title, body: p.body }),
      ),
  );

  app.get(
    '/api/products',
    {
      schema: {
        summary: 'Published products of the demo shop',
        description: 'Prices in US dollars (the back office works in cents).',
        tags: ['content'],
        querystring: ProductsQuery,
        response: { 200: PublicProductList, ...errors([400]) },
      },
    },
    async (request) => publicProducts(store, request.query.category),
  );
};
