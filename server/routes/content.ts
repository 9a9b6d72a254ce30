// The public content: testimonials, job and internship posts, products (what staff published in
// the back office, read from the store on each request), and the health check. The answers keep
// the shapes the site has always read (PRODUCT.md): prices in whole currency units here, cents on
// the back office's API.

import type { FastifyPluginAsync } from 'fastify';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../content/products';
import type { DataStore, PostType } from '../db';
import { publicProducts } from './public-content';

const testimonialList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name', 'designation', 'message', 'photo'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      designation: { type: 'string' },
      message: { type: 'string' },
      photo: { type: ['string', 'null'] },
    },
  },
} as const;

const postList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'body'],
    properties: { id: { type: 'integer' }, title: { type: 'string' }, body: { type: 'string' } },
  },
} as const;

const productList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'price', 'description', 'category', 'image', 'rating'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      price: { type: 'number' },
      description: { type: 'string' },
      category: { type: 'string' },
      image: { type: 'string' },
      rating: {
        type: 'object',
        required: ['rate', 'count'],
        properties: { rate: { type: 'number' }, count: { type: 'integer' } },
      },
    },
  },
} as const;

export const contentRoutes: FastifyPluginAsync<{ store: DataStore }> = async (app, { store }) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get('/api/ts/getall', { schema: { response: { 200: testimonialList } } }, async () =>
    (await store.content.testimonials.listPublished()).map((t) => ({
      id: t.id,
      name: t.name,
      designation: t.designation,
      message: t.message,
      photo: t.photo,
    })),
  );

  app.get<{ Querystring: { type: PostType } }>(
    '/api/posts',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: ['job', 'internship'] } },
        },
        response: { 200: postList },
      },
    },
    async (request) =>
      (await store.content.posts.listPublished({ field: 'type', value: request.query.type })).map(
        (p) => ({ id: p.id, title: p.title, body: p.body }),
      ),
  );

  app.get<{ Querystring: { category?: ProductCategory } }>(
    '/api/products',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { category: { type: 'string', enum: [...PRODUCT_CATEGORIES] } },
        },
        response: { 200: productList },
      },
    },
    async (request) => publicProducts(store, request.query.category),
  );
};
