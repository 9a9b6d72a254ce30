// The public content: the published items of each collection that declares a public read
// (contract/collections.ts: testimonials, job and internship posts), products, read from the store
// on each request, and the health check. The answers keep
// the shapes the site has always read (docs/product.md §7): prices in whole currency units here,
// cents on the back office's API.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionDeclaration,
} from '../../contract/collections';
import { DOCUMENT_KEYS, DOCUMENTS, type DocumentDeclaration } from '../../contract/documents';
import {
  Health,
  JobPosting,
  Post,
  PostSlugParams,
  PostType,
  ProductsQuery,
  PublicProductList,
} from '../../contract/public-api';
import { COLLECTION_SCHEMAS } from '../../contract/staff-api';
import type { DataStore } from '../db';
import { publicProducts } from './public-content';
import { openPosts, postingBySlug } from './public-posts';
import { notFound } from './staff/common';
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

  // The public read of each collection that declares one: its published items' public fields.
  for (const name of COLLECTION_NAMES) {
    const declaration: CollectionDeclaration = COLLECTIONS[name];
    const read = declaration.publicRead;
    if (!read) continue;
    const item: TObject = COLLECTION_SCHEMAS[name].item;
    const fields = Object.keys(declaration.fields).filter((f) => declaration.fields[f]?.public);
    const filter = read.filter;
    app.get<{ Querystring: Record<string, string> }>(
      read.path,
      {
        schema: {
          summary: read.summary,
          ...(filter && {
            description: `All published items of the ${filter} given, in the collection's order.`,
          }),
          tags: ['content'],
          ...(filter && {
            querystring: Type.Object({ [filter]: item.properties[filter] as TSchema }),
          }),
          response: {
            200: Type.Array(Type.Pick(item, ['id', ...fields])),
            ...(filter ? errors([400]) : {}),
          },
        },
      },
      async (request) => {
        const value = filter && request.query[filter];
        const items = await store.content[name].listPublished(
          filter && value !== undefined ? { field: filter as never, value } : undefined,
        );
        return items.map((found) =>
          Object.fromEntries(['id', ...fields].map((f) => [f, (found as never)[f]])),
        );
      },
    );
  }

  // The published version of each public content document (contract/documents.ts).
  for (const key of DOCUMENT_KEYS) {
    const declaration: DocumentDeclaration = DOCUMENTS[key];
    if (!declaration.public) continue;
    app.get(
      `/api/documents/${key}`,
      {
        schema: {
          summary: `${declaration.title}, as published`,
          description: 'What visitors see: never a draft.',
          tags: ['content'],
          response: { 200: declaration.schema, ...errors([404]) },
        },
      },
      async (_request, reply) => {
        const doc = await store.documents.get(key);
        if (!doc) return reply.callNotFound();
        reply.header('x-content-version', String(doc.publishedVersion));
        return doc.published;
      },
    );
  }

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

  app.get<{ Querystring: { type: Static<typeof PostType> } }>(
    '/api/posts',
    {
      schema: {
        summary: 'Open job or internship postings',
        description:
          'The published postings of the type given that are open: not closed by staff and ' +
          'before their closing time (`validThrough`), newest first.',
        tags: ['content'],
        querystring: Type.Object({ type: PostType }),
        response: { 200: Type.Array(Post), ...errors([400]) },
      },
    },
    async (request) =>
      (await openPosts(store, request.query.type)).map(({ type: _type, ...post }) => post),
  );

  app.get<{ Params: Static<typeof PostSlugParams> }>(
    '/api/posts/:slug',
    {
      schema: {
        summary: 'One job or internship posting, open or closed',
        description:
          'A published posting by its slug (its page: /careers/jobs/<slug>); `open` is false ' +
          'once it has closed.',
        tags: ['content'],
        params: PostSlugParams,
        response: { 200: JobPosting, ...errors([400, 404]) },
      },
    },
    async (request) => {
      const posting = await postingBySlug(store, request.params.slug);
      if (!posting) throw notFound('posting');
      return posting;
    },
  );
};
