// What staff edit, one resource each: GET|POST /api/staff/posts, PUT|DELETE /api/staff/posts/:id;
// the same for testimonials and products. The public pages read the published ones
// (routes/content.ts) on their next request.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import {
  IdParams,
  PostInput,
  ProductInput,
  StaffPost,
  StaffProduct,
  StaffTestimonial,
  TestimonialInput,
} from '../../../contract/staff-api';
import { actorOf } from '../../auth/authenticate';
import type { CollectionRepository } from '../../db';
import { errors, noContent } from '../schemas';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  notFound,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from './common';

/** Each resource: what one item is called, the input staff send, the stored item. */
const RESOURCES = {
  posts: { what: 'post', plural: 'jobs and internships', body: PostInput, item: StaffPost },
  testimonials: {
    what: 'testimonial',
    plural: 'testimonials',
    body: TestimonialInput,
    item: StaffTestimonial,
  },
  products: { what: 'product', plural: 'products', body: ProductInput, item: StaffProduct },
} as const;

/** Surrounding white space is not kept. */
const trimmed = <I>(input: I): I =>
  Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.trim() : v,
    ]),
  ) as I;

/**
 * The four routes of one resource. The store's repository must take the input and give back
 * items of the shapes of the resource's schemas: checked where contentEditRoutes passes it in.
 */
function resource<B extends TSchema, T extends TSchema>(
  app: FastifyInstance,
  deps: StaffRouteDeps,
  name: keyof typeof RESOURCES,
  schemas: { body: B; item: T },
  repo: CollectionRepository<Static<T>, Static<B>>,
) {
  const { what, plural } = RESOURCES[name];
  const { body, item } = schemas;
  const write = writeOptions(deps.config);

  app.get(
    `/${name}`,
    {
      schema: {
        ...staffDoc(`All ${plural}`, 'Published or not.'),
        response: { 200: Type.Array(item), ...errors(STAFF_ERRORS) },
      },
    },
    () => repo.list(),
  );

  app.post<{ Body: Static<B> }>(
    `/${name}`,
    {
      ...write,
      schema: {
        ...staffDoc(`Add a ${what}`),
        body,
        response: { 201: item, ...errors(WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      const created = await repo.create(trimmed(request.body as Static<B>), actorOf(request));
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: Static<typeof IdParams>; Body: Static<B> }>(
    `/${name}/:id`,
    {
      ...write,
      schema: {
        ...staffDoc(`Change a ${what}`),
        params: IdParams,
        body,
        response: { 200: item, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request) => {
      const id = idOf(request.params, what);
      const updated = await repo.update(id, trimmed(request.body as Static<B>), actorOf(request));
      if (!updated) throw notFound(what);
      return updated;
    },
  );

  app.delete<{ Params: Static<typeof IdParams> }>(
    `/${name}/:id`,
    {
      ...write,
      schema: {
        ...staffDoc(`Delete a ${what}`),
        params: IdParams,
        response: { ...noContent, ...errors([...STAFF_ERRORS, 404, 429]) },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, what);
      if (!(await repo.remove(id, actorOf(request)))) throw notFound(what);
      return reply.code(204).send();
    },
  );
}

export const contentEditRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { posts, testimonials, products } = deps.store.content;
  resource(app, deps, 'posts', RESOURCES.posts, posts);
  resource(app, deps, 'testimonials', RESOURCES.testimonials, testimonials);
  resource(app, deps, 'products', RESOURCES.products, products);
};
