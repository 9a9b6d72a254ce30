// The pages rendered with more than their content documents (server/live-pages.ts renders every
// page from those): the shop with its products, the careers lists and each posting's page with
// their postings, matched by path as the site's router matches them.

import type { DataStore } from './db';
import { PRODUCT_CATEGORIES } from '../contract/constants';
import { publicProducts } from './routes/public-content';
import { openPosts, postingBySlug } from './routes/public-posts';

export interface LiveRoute {
  /**
   * What the API answers now, as the page shows it; undefined when the page does not exist (a
   * posting's unknown slug: the 404 page answers). `params`: the route's `:name` segments.
   */
  data(
    store: DataStore,
    params: Record<string, string>,
  ): Promise<Record<string, unknown> | undefined>;
  /**
   * The query the page is rendered for (the browser hydrates what its address says), normalised;
   * undefined for a query it is not rendered for (the prerendered page then answers): a few known
   * queries are each rendered once, while any text at all (a search) would be a render a request.
   */
  search(params: URLSearchParams): string | undefined;
}

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
  // src/pages/shop/productFilter.ts reads ?category= and ?q=: a category is rendered, a search
  // text is left to the browser.
  '/products': {
    data: async (store) => ({ products: await publicProducts(store) }),
    search: (params) => {
      const keys = [...params.keys()];
      if (keys.length === 0) return '';
      const category = params.get('category');
      const known = PRODUCT_CATEGORIES.some((c) => c === category);
      return keys.length === 1 && params.getAll('category').length === 1 && known
        ? `?category=${category}`
        : '';
    },
  },
};

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
