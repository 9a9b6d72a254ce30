// Read-only demo content: testimonials, job and internship posts, products, and the health check.

import type { FastifyPluginAsync } from 'fastify';
import { type PostType, postsByType } from '../content/posts';
import { PRODUCT_CATEGORIES, type ProductCategory, products } from '../content/products';
import { testimonials } from '../content/testimonials';

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

export const contentRoutes: FastifyPluginAsync = async (app) => {
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

  app.get(
    '/api/ts/getall',
    { schema: { response: { 200: testimonialList } } },
    async () => testimonials,
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
    async (request) => postsByType[request.query.type],
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
    async (request) => {
      const { category } = request.query;
      return category ? products.filter((p) => p.category === category) : products;
    },
  );
};
