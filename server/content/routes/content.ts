// The public content: the published items of each collection that declares a public read
// (contract/values/collections.ts: testimonials, job and internship posts), products, read from the store
// on each request, and the health check. The answers keep
// the shapes the site has always read (docs/product.md §7): prices in whole currency units here,
// cents on the back office's API.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TObject, type TSchema, Type } from 'typebox';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionDeclaration,
} from '../../../contract/values/collections';
import { DOCUMENT_KEYS, DOCUMENTS, type DocumentDeclaration } from '../../../contract/documents';
import { PUBLIC_LIST_LIMIT } from '../../../contract/values/constants';
import {
  Health,
  ImageInfo,
  JobPosting,
  ListQuery,
  Post,
  PostSlugParams,
  PostsQuery,
  ProductsQuery,
  PublicProductList,
  ShopPage,
  ShopProductsQuery,
} from '../../../contract/api/public';
import { SHOP_PAGE_SIZE, readShopQuery } from '../../../contract/values/shop';
import { COLLECTION_SCHEMAS } from '../../../contract/api/staff';
import type { DataStore } from '../../db';
import type { PublishedDocuments } from '../published';
import { imageInfos, listAnswer, productsPage, shopPage } from '../public-lists';
import { openPostsPage, postingBySlug } from '../postings';
import { notFound } from '../../routes/staff/common';
import { withLibraryFacts } from '../focal-points';
import { errors } from '../../platform/api/route-errors';
import { searchRoutes } from './search';
import { publicPageRoutes } from './pages';
import { articleRoutes } from './articles';
import type { Insights } from '../insights';
import type { Pages } from '../pages/service';
import { withPlacedPages } from '../pages/navigation';
import type { SiteFrame } from '../../../contract/documents/site/schema';
import { namePlugins } from '../../platform/plugin-name';

namePlugins({ searchRoutes, publicPageRoutes, articleRoutes });

/** A public list's page parameters: `limit` (default and most: PUBLIC_LIST_LIMIT), `cursor`. */
const pageParams = (query: { limit?: string; cursor?: string }) => ({
  limit: query.limit ? Number(query.limit) : PUBLIC_LIST_LIMIT,
  cursor: query.cursor,
});

export const contentRoutes: FastifyPluginAsyncTypebox<{
  store: DataStore;
  /** The facts a document's texts name, put in as published (content/published.ts). */
  published: Pick<PublishedDocuments, 'withFacts'>;
  /** The pages staff build from blocks (pages/service.ts). */
  pages: Pick<Pages, 'byPath' | 'navigation'>;
  /** The insights (insights.ts): their lists and articles. */
  insights: Insights;
}> = async (app, { store, published, pages, insights }) => {
  await app.register(searchRoutes, { store });
  await app.register(publicPageRoutes, { pages });
  await app.register(articleRoutes, { insights });
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
    // An upload in an image field comes with what the media library says of it (`photoInfo`).
    const images = fields.filter((f) => declaration.fields[f]?.widget === 'image');
    const filter = read.filter;
    app.get<{ Querystring: Record<string, string> }>(
      read.path,
      {
        schema: {
          summary: read.summary,
          description:
            (filter ? `The published items of the ${filter} given` : 'The published items') +
            ', in the collection\'s order, a page at a time (docs/api.md, "Lists").',
          tags: ['content'],
          querystring: Type.Object(
            {
              ...(filter && { [filter]: item.properties[filter] as TSchema }),
              ...ListQuery.properties,
            },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Array(
              Type.Object({
                ...Type.Pick(item, ['id', ...fields]).properties,
                ...Object.fromEntries(images.map((f) => [`${f}Info`, Type.Optional(ImageInfo)])),
              }),
            ),
            ...errors([400]),
          },
        },
      },
      async (request, reply) => {
        const value = filter && request.query[filter];
        const page = await store.content[name].page({
          publishedOnly: true,
          where: filter && value !== undefined ? { field: filter as never, value } : undefined,
          ...pageParams(request.query),
        });
        const fieldOf = (found: unknown, f: string) => (found as Record<string, unknown>)[f];
        const infos = await imageInfos(
          store,
          page.items.flatMap((found) => images.map((f) => fieldOf(found, f) as string | null)),
        );
        return listAnswer(request, reply, {
          ...page,
          items: page.items.map((found) => ({
            ...Object.fromEntries(['id', ...fields].map((f) => [f, fieldOf(found, f)])),
            ...Object.fromEntries(
              images.flatMap((f) => {
                const info = infos.get(fieldOf(found, f) as string);
                return info ? [[`${f}Info`, info]] : [];
              }),
            ),
          })),
        });
      },
    );
  }

  // The published version of each public content document (contract/documents/index.ts).
  for (const key of DOCUMENT_KEYS) {
    const declaration: DocumentDeclaration = DOCUMENTS[key];
    if (!declaration.public) continue;
    app.get(
      `/api/documents/${key}`,
      {
        schema: {
          summary: `${declaration.title}, as published`,
          description: 'What visitors see: never a draft (the tag says what images carry).',
          tags: ['content'],
          response: { 200: declaration.schema, ...errors([404]) },
        },
      },
      async (_request, reply) => {
        const doc = await store.documents.get(key);
        if (!doc) return reply.callNotFound();
        reply.header('x-content-version', String(doc.publishedVersion));
        const shown = await withLibraryFacts(store.media, published.withFacts(doc.published));
        // The site's words: with the pages staff placed in the header and the footer.
        return key === 'site' ? withPlacedPages(shown as SiteFrame, pages.navigation()) : shown;
      },
    );
  }

  app.get(
    '/api/products',
    {
      schema: {
        summary: 'Published products of the demo shop',
        description:
          'Prices in US dollars (the back office works in cents). A page at a time (docs/api.md, ' +
          '"Lists"); `q`: every word, as the start of a word of the title, category or ' +
          "description; `sort`: the catalogue's order by default, relevance with `q`.",
        tags: ['content'],
        querystring: ProductsQuery,
        response: { 200: PublicProductList, ...errors([400]) },
      },
    },
    async (request, reply) =>
      listAnswer(
        request,
        reply,
        await productsPage(store, { ...request.query, ...pageParams(request.query) }),
      ),
  );

  app.get(
    '/api/shop/products',
    {
      schema: {
        summary: "A page of the shop's products",
        description:
          `The shop's page \`page\` (${SHOP_PAGE_SIZE} products) for its search, category and ` +
          'order, as /products shows it, with how many products match and the shop has.',
        tags: ['content'],
        querystring: ShopProductsQuery,
        response: { 200: ShopPage, ...errors([400]) },
      },
    },
    async (request) => shopPage(store, readShopQuery(new URLSearchParams(request.query))),
  );

  app.get(
    '/api/posts',
    {
      schema: {
        summary: 'Open job or internship postings',
        description:
          'The published postings of the type given that are open: not closed by staff and ' +
          'before their closing time (`validThrough`), newest first; a page at a time ' +
          '(docs/api.md, "Lists").',
        tags: ['content'],
        querystring: PostsQuery,
        response: { 200: Type.Array(Post), ...errors([400]) },
      },
    },
    async (request, reply) =>
      listAnswer(
        request,
        reply,
        await openPostsPage(store, request.query.type, pageParams(request.query)),
      ),
  );

  app.get<{ Params: PostSlugParams }>(
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
