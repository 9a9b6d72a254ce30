// The pages rendered with more than their content documents (server/site/live-pages.ts renders every
// page from those): each page staff built from blocks at its published address, the shop with its products, the careers lists and each posting's page with
// their postings, the case studies' list for its filter and each study's page (404 unless
// published), a certificate's page (404 for an unknown code), matched by path as the site's router matches them.

import { caseStudySearch, readCaseStudyFilter } from '../../contract/values/content/case-studies';
import { publishedStudies } from '../content/case-studies';
import type { PublishedDocuments } from '../content/published';
import type { DataStore } from '../db';
import { readShopQuery, shopSearch } from '../../contract/values/shop';
import { shopPage } from '../content/public-lists';
import { openPosts, postingBySlug } from '../content/postings';
import { certificateOf } from '../courses/catalogue';
import { CERTIFICATE_CODE } from '../../contract/api/members';
import { readSearchQuery, searchAddress } from '../../contract/values/search';
import { siteSearch } from '../content/search/service';
import type { Pages } from '../content/pages/service';
import { documentsOf } from '../../contract/blocks';
import type { DocumentKey } from '../../contract/documents';
import { articlesSearch, readInsightsPage } from '../../contract/values/content/insights';
import type { Insights } from '../content/insights';
import type { ArticleView } from '../../contract/api/articles';

export interface LiveRoute {
  /**
   * What the API answers now, as the page shows it; undefined when the page does not exist (a
   * posting's unknown slug, a page of the shop past its last: the 404 page answers). `params`:
   * the route's `:name` segments; `search`: the query as search() normalised it; `published`:
   * the content documents as published now.
   */
  data(
    store: DataStore,
    params: Record<string, string>,
    search: URLSearchParams,
    published: PublishedDocuments,
    /** What else pages read: the insights (content/insights.ts). */
    sources: LiveSources,
  ): Promise<Record<string, unknown> | undefined>;
  /**
   * The query the page is rendered for (the browser hydrates what its address says), normalised
   * (what the page does not read is left out); undefined for a query it is not rendered for (the
   * prerendered page then answers).
   */
  search(params: URLSearchParams): string | undefined;
  /** The documents the page shows besides its route's (a built page's blocks name some). */
  documents?: readonly DocumentKey[];
}

/** The services pages read besides the store and the documents. */
interface LiveSources {
  insights?: Insights;
}

/** A list of articles (all, a tag's, an author's): a page of it, for `?page=N` (a page number
 * that is none, or past the last: 404). Its data is the API's answer, under its query. */
const insightsList = (by?: 'tag' | 'author'): LiveRoute => ({
  data: async (_store, params, search, _published, { insights }) => {
    const page = readInsightsPage(search);
    if (page === null || !insights) return undefined;
    const query = by ? { [by]: params[by], page } : { page };
    const list = await insights.list(query);
    return (
      list && { queries: [{ endpointName: 'articles', arg: articlesSearch(query), value: list }] }
    );
  },
  search: (params) => {
    const page = params.get('page');
    return page === null ? '' : `?${new URLSearchParams({ page }).toString()}`;
  },
});

/** The data an article's page carries: the API's answer for it (GET /api/articles/:slug). */
export const articlePageData = (article: ArticleView) => ({
  queries: [{ endpointName: 'article', arg: article.slug, value: article }],
});

/** Any other page: its documents only, rendered for its path (what its prerendered page was). */
export const DOCUMENTS_ONLY: LiveRoute = { data: () => Promise.resolve({}), search: () => '' };

/** A careers list: the open postings of its type; it reads no query. */
const careersList = (type: 'job' | 'internship'): LiveRoute => ({
  data: async (store) => ({ posts: { [type]: await openPosts(store, type) } }),
  search: () => '',
});
/** A posting's page, open or closed, under the list of its type; it reads no query. */
const postingPage = (type: 'job' | 'internship'): LiveRoute => ({
  data: async (store, { slug = '' }) => {
    const posting = await postingBySlug(store, slug);
    return posting?.type === type ? { posting } : undefined;
  },
  search: () => '',
});

/** The site paths rendered with more than their documents (as the site spells them; `:slug`: any
 * segment). */
const LIVE_ROUTES: Record<string, LiveRoute> = {
  '/careers': careersList('job'),
  '/careers/jobs': careersList('job'),
  '/careers/internships': careersList('internship'),
  '/careers/jobs/:slug': postingPage('job'),
  '/careers/internships/:slug': postingPage('internship'),
  // One page of the shop for its search, category and order (contract/values/shop.ts), as the site
  // reads its address: any of them is rendered, since the database searches (a render is kept
  // per digest of what it shows, a bounded number: live-pages.ts).
  '/products': {
    data: async (store, _params, search) => {
      const query = readShopQuery(search);
      const page = await shopPage(store, query);
      return query.page > page.pages ? undefined : { shop: { search: shopSearch(query), page } };
    },
    search: (params) => shopSearch(readShopQuery(params)),
  },
  // The case studies are their document's (shown from it); the list is rendered for the service
  // its address names, a study's page only for a study as published.
  '/case-studies': {
    data: () => Promise.resolve({}),
    search: (params) => caseStudySearch(readCaseStudyFilter(params)),
  },
  // A certificate's public page (docs/product.md §10.18): only for a code that names one.
  '/certificates/:code': {
    data: async (store, { code = '' }, _search, published) => {
      if (!new RegExp(CERTIFICATE_CODE).test(code)) return undefined;
      const certificate = await certificateOf(store, published, code);
      return certificate && { certificate: { code, ...certificate } };
    },
    search: () => '',
  },
  // The site search's page for its words and page (contract/values/search.ts): any is rendered,
  // a page that is none too (it says so); none without words (the box only).
  '/search': {
    data: async (store, _params, search) => {
      const query = readSearchQuery(search);
      return query.q
        ? {
            search: {
              // The API's query: a page number that is none is read as the first.
              search: searchAddress({ ...query, badPage: null }),
              results: await siteSearch(store, query),
            },
          }
        : {};
    },
    search: (params) => searchAddress(readSearchQuery(params)),
  },
  // The insights (content/insights.ts): each list rendered for its page, an article only as
  // published (an old address of a renamed one: the redirects answer 301).
  '/insights': insightsList(),
  '/insights/tag/:tag': insightsList('tag'),
  '/insights/author/:author': insightsList('author'),
  '/insights/:slug': {
    data: async (_store, { slug = '' }, _search, _published, { insights }) => {
      const article = await insights?.article(slug);
      return article && articlePageData(article);
    },
    search: () => '',
  },
  '/case-studies/:slug': {
    data: (_store, { slug }, _search, published) =>
      Promise.resolve(publishedStudies(published).some((s) => s.slug === slug) ? {} : undefined),
    search: () => '',
  },
};

/** The live route of a page staff built (content/pages/) at `route`, if one is published there. */
const builtPage = (route: string, pages?: Pick<Pages, 'byPath'>): LiveRoute | undefined => {
  const page = pages?.byPath(route);
  if (!page) return undefined;
  // Its blocks' documents too: a pricing table shows the pricing document's plans.
  const documents = documentsOf(page.content.blocks);
  return { data: () => Promise.resolve({ page }), search: () => '', documents };
};

/** The live route rendering `route` (a route of the list, a page staff built, else documents
 * only), and its parameters. */
export function liveRouteOf(route: string, pages?: Pick<Pages, 'byPath'>) {
  const matched = matchRoute(route);
  return {
    live: matched?.live ?? builtPage(route, pages) ?? DOCUMENTS_ONLY,
    params: matched?.params ?? {},
  };
}

/** The live route `sitePath` names: its fixed segments ignoring case (as the router does). */
export function matchRoute(sitePath: string) {
  const segments = sitePath.split('/');
  for (const [route, live] of Object.entries(LIVE_ROUTES)) {
    const pattern = route.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] as string;
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) {
      const path = pattern.map((part, i) => (part.startsWith(':') ? segments[i] : part)).join('/');
      return { live, path, params };
    }
  }
  return undefined;
}
