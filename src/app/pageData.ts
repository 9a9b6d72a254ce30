import { api, POSTS_LIMIT, shopPageFromApi } from '../api/api';
import type {
  BuiltPage,
  Certificate,
  DocumentKey,
  JobPosting,
  Post,
  PostType,
  ShopPageResponse,
  SearchResults,
} from '../api/types';
import { formEchoed, type FormEcho } from '../features/forms/formEchoSlice';
import type { AppDispatch } from './rootReducer';

// Pages rendered with live data: the server renders some pages at request time with what its API
// would answer (server/site/live-pages.ts: every page's content documents; /products' page and the
// careers pages' postings), so that the visitor sees the content in the first paint instead of
// after the app's start and a request. The page carries that data
// (`<script id="page-data">`); the browser puts it into the store before hydrating, so that the
// app renders exactly what the server rendered, and asks the API nothing it already has.

/** What the API answered, by call: the answers' own shapes. */
export interface PageData {
  /** The shop's page the address names: its normalised query (contract/values/shop.ts) and its page. */
  shop?: { search: string; page: ShopPageResponse };
  /** The site search's page the address names: its normalised query and its results. */
  search?: { search: string; results: SearchResults };
  /** The content documents the page shows, as published (GET /api/documents/<key>). */
  documents?: Partial<Record<DocumentKey, unknown>>;
  /** The open postings a careers list shows, by type. */
  posts?: Partial<Record<PostType, Post[]>>;
  /** The posting a posting's page shows (/careers/jobs/<slug>). */
  posting?: JobPosting;
  /** The certificate a certificate's page shows (/certificates/<code>), with its code. */
  certificate?: Certificate & { code: string };
  /** The page staff built from blocks the address shows (GET /api/pages/by-path). */
  page?: BuiltPage;
  /** The server's answer to a form posted without the app (server/site/form-pages.ts). */
  form?: FormEcho;
}

const PAGE_DATA_ID = 'page-data';

/** Puts a page's data into the API cache, as if the calls had just answered. */
export function primeStore(dispatch: AppDispatch, data: PageData): void {
  if (data.shop && typeof data.shop === 'object' && Array.isArray(data.shop.page?.items)) {
    dispatch(
      api.util.upsertQueryEntries([
        {
          endpointName: 'shopProducts',
          arg: data.shop.search,
          value: shopPageFromApi(data.shop.page),
        },
      ]),
    );
  }
  if (data.search && typeof data.search === 'object' && Array.isArray(data.search.results?.items)) {
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'siteSearch', arg: data.search.search, value: data.search.results },
      ]),
    );
  }
  if (data.documents && typeof data.documents === 'object') {
    dispatch(
      api.util.upsertQueryEntries(
        Object.entries(data.documents).map(([key, value]) => ({
          endpointName: 'document' as const,
          arg: key as DocumentKey,
          value,
        })),
      ),
    );
  }
  if (data.form && typeof data.form === 'object') dispatch(formEchoed(data.form));
  if (data.page && typeof data.page === 'object' && typeof data.page.path === 'string') {
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'builtPage', arg: data.page.path, value: data.page },
      ]),
    );
  }
  for (const [type, posts] of Object.entries(data.posts ?? {}) as [PostType, Post[]][]) {
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'posts', arg: type, value: posts.slice(0, POSTS_LIMIT) },
      ]),
    );
  }
  if (data.certificate && typeof data.certificate === 'object') {
    const { code, ...certificate } = data.certificate;
    dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'certificate', arg: code, value: certificate }]),
    );
  }
  if (data.posting && typeof data.posting === 'object') {
    dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'posting', arg: data.posting.slug, value: data.posting },
      ]),
    );
  }
}

/** The data the page carries, or nothing when it carries none (or it cannot be read). */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as PageData) : {};
  } catch {
    return {};
  }
}

/** The data as the text of a `<script type="application/json">`: no `</script>` can end it. */
export const pageDataScript = (data: PageData): string =>
  `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
