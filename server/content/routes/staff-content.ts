// What staff edit, one resource per collection declared in contract/values/collections.ts:
// GET|POST /api/staff/<collection>, PUT|DELETE /api/staff/<collection>/:id (posts, testimonials,
// products...). The public pages read the published ones (content/routes/content.ts) on their next
// request.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionDeclaration,
  type CollectionName,
} from '../../../contract/values/collections';
import {
  COLLECTION_SCHEMAS,
  CollectionPage,
  CollectionQuery,
  StaffPostsQuery,
  IdParams,
} from '../../../contract/api/staff';
import { actorOf, currentUser } from '../../accounts/authenticate';
import { type CollectionRepository, type DataStore, PAGE_SIZE, RecordInUseError } from '../../db';
import { postingInUse, refuseBackdating, refuseDeletingApplied } from '../../hiring/posting-guard';
import { UPLOAD_URL } from '../../../contract/values/constants';
import { HttpError } from '../../platform/errors';
import { errors, noContent } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  notFound,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';

/** Surrounding white space is not kept. */
const trimmed = <I>(input: I): I =>
  Object.fromEntries(
    Object.entries(input as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.trim() : v,
    ]),
  ) as I;

/** The input, trimmed, once the collection's own check (one field against another) passes. */
function checked<I>(name: CollectionName, input: I): I {
  const declaration: CollectionDeclaration = COLLECTIONS[name];
  const problem = declaration.check?.(input as Record<string, unknown>);
  if (problem) throw new HttpError(400, problem.message);
  return trimmed(input);
}

/**
 * An image of the media library in the input (a product's image, a testimonial's photo) must have
 * its alt text first: 400 naming it otherwise. Other addresses (the demo's /media/ files) pass.
 */
async function withDescribedImages<I>(store: DataStore, input: I): Promise<I> {
  const keys = Object.values(input as Record<string, unknown>)
    .map((value) => (typeof value === 'string' ? UPLOAD_URL.exec(value)?.[2] : undefined))
    .filter((key) => key !== undefined);
  for (const record of await store.media.findMany(keys)) {
    if (!record.alt) {
      throw new HttpError(
        400,
        'The image has no alternative text yet: give it one in the media library (what the ' +
          'image shows, for people who cannot see it), then save again.',
      );
    }
  }
  return input;
}

/**
 * The four routes of one resource. The store's repository must take the input and give back
 * items of the shapes of the resource's schemas: checked where contentEditRoutes passes it in.
 */
function resource<B extends TSchema, T extends TSchema>(
  app: FastifyInstance,
  deps: StaffRouteDeps,
  name: CollectionName,
  schemas: { input: B; item: T },
  repo: CollectionRepository<Static<T>, Static<B>>,
) {
  const { entity: what, plural } = COLLECTIONS[name];
  const { input: body, item } = schemas;
  const write = writeOptions(deps.config);

  // Postings also take `type` (one kind only) and `limit` (up to 100 a page); CollectionQuery,
  // which the other collections take, refuses both.
  const posts = name === 'posts';
  app.get<{ Querystring: StaffPostsQuery }>(
    `/${name}`,
    {
      schema: {
        ...staffDoc(
          `All ${plural}`,
          'Published or not, 20 a page (`next` → `cursor`); `q`: every word, as the start of a ' +
            'word of a searchable field, the best match first.' +
            (posts ? ' `type`: jobs or internships only; `limit`: 1 to 100 a page.' : ''),
        ),
        querystring: posts ? StaffPostsQuery : CollectionQuery,
        response: { 200: CollectionPage(item), ...errors([...STAFF_ERRORS, 400]) },
      },
    },
    (request) => {
      const { q, cursor, type, limit } = request.query;
      return repo.page({
        search: q,
        cursor,
        order: 'relevance',
        limit: limit === undefined ? PAGE_SIZE : Number(limit),
        where: type === undefined ? undefined : { field: 'type', value: type },
      });
    },
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
      const input = checked(name, request.body as Static<B>);
      const created = await repo.create(
        await withDescribedImages(deps.store, input),
        actorOf(request),
      );
      await deps.searchIndex.collectionChanged(name);
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: IdParams; Body: Static<B> }>(
    `/${name}/:id`,
    {
      ...write,
      schema: {
        ...staffDoc(`Change a ${what}`),
        params: IdParams,
        body,
        response: {
          200: item,
          ...errors([...WRITE_ERRORS, 404, ...(posts ? ([409] as const) : [])], {
            409: 'An editor moved the closing time of a posting with applications into the past.',
          }),
        },
      },
    },
    async (request) => {
      const id = idOf(request.params, what);
      const input = checked(name, request.body as Static<B>);
      if (posts) {
        const { validThrough } = input as { validThrough: string | null };
        await refuseBackdating(deps.store, currentUser(request).role, id, validThrough, deps.now());
      }
      const updated = await repo.update(
        id,
        await withDescribedImages(deps.store, input),
        actorOf(request),
      );
      if (!updated) throw notFound(what);
      await deps.searchIndex.collectionChanged(name);
      return updated;
    },
  );

  app.delete<{ Params: IdParams }>(
    `/${name}/:id`,
    {
      ...write,
      schema: {
        ...staffDoc(`Delete a ${what}`),
        params: IdParams,
        response: {
          ...noContent,
          ...errors([...STAFF_ERRORS, 404, 429, ...(posts ? ([409] as const) : [])], {
            409: 'The posting has job applications: they are deleted first, by an administrator.',
          }),
        },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, what);
      if (posts) await refuseDeletingApplied(deps.store, id);
      try {
        if (!(await repo.remove(id, actorOf(request)))) throw notFound(what);
      } catch (error) {
        // Applications sent between the check and the deletion: the database refused it.
        if (error instanceof RecordInUseError) throw new HttpError(409, postingInUse(1));
        throw error;
      }
      await deps.searchIndex.collectionChanged(name);
      return reply.code(204).send();
    },
  );
}

export const contentEditRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  for (const name of COLLECTION_NAMES) {
    // Each collection's repository takes and gives the shapes of its schemas (staff-types.ts).
    const schemas: { input: TSchema; item: TSchema } = COLLECTION_SCHEMAS[name];
    const repo = deps.store.content[name] as CollectionRepository<unknown, unknown>;
    resource(app, deps, name, schemas, repo);
  }
};
