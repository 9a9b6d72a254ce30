// What staff edit, one resource each: GET|POST /api/staff/posts, PUT|DELETE /api/staff/posts/:id;
// the same for testimonials and products. The public pages read the published ones
// (routes/content.ts) on their next request.

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/staff-guard';
import { PRODUCT_CATEGORIES } from '../../content/products';
import { type CollectionRepository, POST_TYPES } from '../../db';
import { NOT_BLANK } from '../../errors';
import { lineSchema } from '../schemas';
import type { StaffRouteDeps } from './index';
import { type IdParams, idOf, idParams, noContent, notFound, writeOptions } from './common';

/** Text of several lines: not blank, at most `maxLength` characters. */
const textSchema = (maxLength: number) =>
  ({
    type: 'string',
    allOf: [{ minLength: 1 }, { maxLength }, { pattern: NOT_BLANK }],
  }) as const;

/** An image the site serves: a /media/ path (the demo images, or an upload's URL). */
export const MEDIA_PATH = '^/media/[A-Za-z0-9][A-Za-z0-9_./-]{0,200}$';
const mediaPath = { type: 'string', pattern: MEDIA_PATH, maxLength: 210 } as const;

const body = (properties: Record<string, object>) =>
  ({
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  }) as const;

const item = (properties: Record<string, object>) =>
  ({
    type: 'object',
    required: ['id', ...Object.keys(properties), 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      ...properties,
      createdAt: { type: 'string' },
      updatedAt: { type: 'string' },
    },
  }) as const;

const string = { type: 'string' };
const boolean = { type: 'boolean' };

const RESOURCES = {
  posts: {
    what: 'post',
    body: body({
      type: { type: 'string', enum: [...POST_TYPES] },
      title: lineSchema(150),
      body: textSchema(5000),
      published: boolean,
    }),
    item: item({ type: string, title: string, body: string, published: boolean }),
  },
  testimonials: {
    what: 'testimonial',
    body: body({
      name: lineSchema(100),
      designation: lineSchema(150),
      message: textSchema(2000),
      photo: { anyOf: [mediaPath, { type: 'null' }] },
      published: boolean,
    }),
    item: item({
      name: string,
      designation: string,
      message: string,
      photo: { type: ['string', 'null'] },
      published: boolean,
    }),
  },
  products: {
    what: 'product',
    body: body({
      title: lineSchema(150),
      priceCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
      description: textSchema(2000),
      category: { type: 'string', enum: [...PRODUCT_CATEGORIES] },
      image: mediaPath,
      published: boolean,
    }),
    item: item({
      title: string,
      priceCents: { type: 'integer' },
      description: string,
      category: string,
      image: string,
      ratingRate: { type: 'number' },
      ratingCount: { type: 'integer' },
      published: boolean,
    }),
  },
} as const;

/** Surrounding white space is not kept. */
const trimmed = <I>(input: I): I =>
  Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.trim() : v,
    ]),
  ) as I;

function resource<T extends { id: number }, I>(
  app: FastifyInstance,
  deps: StaffRouteDeps,
  name: keyof typeof RESOURCES,
  repo: CollectionRepository<T, I>,
) {
  const { what, body: bodySchema, item: itemSchema } = RESOURCES[name];
  const write = writeOptions(deps.config);

  app.get(`/${name}`, { schema: { response: { 200: { type: 'array', items: itemSchema } } } }, () =>
    repo.list(),
  );

  app.post<{ Body: I }>(
    `/${name}`,
    { ...write, schema: { body: bodySchema, response: { 201: itemSchema } } },
    async (request, reply) => {
      const created = await repo.create(trimmed(request.body as I), actorOf(request));
      return reply.code(201).send(created);
    },
  );

  app.put<IdParams & { Body: I }>(
    `/${name}/:id`,
    { ...write, schema: { params: idParams, body: bodySchema, response: { 200: itemSchema } } },
    async (request) => {
      const id = idOf(request.params, what);
      const updated = await repo.update(id, trimmed(request.body as I), actorOf(request));
      if (!updated) throw notFound(what);
      return updated;
    },
  );

  app.delete<IdParams>(
    `/${name}/:id`,
    { ...write, schema: { params: idParams, response: noContent } },
    async (request, reply) => {
      const id = idOf(request.params, what);
      if (!(await repo.remove(id, actorOf(request)))) throw notFound(what);
      return reply.code(204).send();
    },
  );
}

export const contentEditRoutes: FastifyPluginAsync<StaffRouteDeps> = async (app, deps) => {
  resource(app, deps, 'posts', deps.store.content.posts);
  resource(app, deps, 'testimonials', deps.store.content.testimonials);
  resource(app, deps, 'products', deps.store.content.products);
};
