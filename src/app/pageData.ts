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
  /**
   * Answers of endpoints a page's own chunk injects (the insights': src/api/insightsApi.ts), by
   * endpoint and argument: primed once the page's code has loaded, as the page's other data.
   */
  queries?: { endpointName: string; arg: unknown; value: unknown }[];
}

const PAGE_DATA_ID = 'page-data';

/**
 * Puts a page's data into the API cache, as if the calls had just answered. Called once the
 * page's code has loaded (src/boot.tsx, src/prerender.tsx): its chunk's endpoints are known then.
 */
export function primeStore(dispatch: AppDispatch, data: PageData): void {
  const isObject = (value: unknown): value is object => !!value && typeof value === 'object';
  if (isObject(data.form)) dispatch(formEchoed(data.form));
  const { shop, search, documents, page, certificate, posting } = data;
  // Every answer in one action: the cache's entries, as the calls would have made them.
  const entries = Array.isArray(data.queries) ? [...data.queries] : [];
  const add = (endpointName: string, arg: unknown, value: unknown) =>
    entries.push({ endpointName, arg, value });
  if (isObject(shop) && Array.isArray(shop.page?.items))
    add('shopProducts', shop.search, shopPageFromApi(shop.page));
  if (isObject(search) && Array.isArray(search.results?.items))
    add('siteSearch', search.search, search.results);
  for (const [key, value] of Object.entries(isObject(documents) ? documents : {}))
    add('document', key, value);
  if (isObject(page) && typeof page.path === 'string') add('builtPage', page.path, page);
  for (const [type, posts] of Object.entries(data.posts ?? {}) as [PostType, Post[]][])
    add('posts', type, posts.slice(0, POSTS_LIMIT));
  if (isObject(certificate)) {
    const { code, ...view } = certificate;
    add('certificate', code, view);
  }
  if (isObject(posting)) add('posting', posting.slug, posting);
  // The entries' shapes are the endpoints' answers (a chunk's endpoints are not in the slice's
  // type): each is made by the server's live routes from the API's own answers.
  if (entries.length > 0) dispatch(api.util.upsertQueryEntries(entries as never));
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
