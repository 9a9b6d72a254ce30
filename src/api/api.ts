import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiUrl, config } from '../config/config';
import { expired, tokenOf } from './sessionEvents';
import type {
  BuiltPage,
  Certificate,
  DocumentKey,
  JobPosting,
  Post,
  PostType,
  Product,
  ProductResponse,
  ShopPage,
  ShopPageResponse,
  SearchResults,
  Profile,
  Testimonial,
} from './types';

/** Job and internship lists show at most this many entries (docs/product.md §9). */
export const POSTS_LIMIT = 10;

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

/**
 * What every call to the API carries: the XSRF token and the session's (the back office's upload
 * sends them too, over XMLHttpRequest for its progress: src/staff/common/uploadMedia.ts).
 */
export function sessionHeaders(getState: () => unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const token = tokenOf(getState);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  // Endpoints name full URLs (each API has its own base URL); relative ones resolve here.
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  // 0 means no timeout (docs/product.md §7).
  timeout: config.requestTimeoutMs || undefined,
  prepareHeaders: (headers, { getState }) => {
    for (const [name, value] of Object.entries(sessionHeaders(getState))) {
      if (name !== 'Authorization' || !headers.has(name)) headers.set(name, value);
    }
    return headers;
  },
});

/** A 401 to a call made with the session's token means the session is over. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const hadToken = Boolean(tokenOf(api.getState));
  const result = await rawBaseQuery(args, api, extra);
  if (hadToken && result.error?.status === 401) api.dispatch(expired());
  return result;
};

/** The API's products with their prices in whole cents: every sum on the site is then exact. */
const productsFromApi = (products: ProductResponse[]): Product[] =>
  products.map(({ price, ...product }) => ({ ...product, priceCents: Math.round(price * 100) }));

/** A page of the shop with its prices in cents. */
export const shopPageFromApi = (page: ShopPageResponse): ShopPage => ({
  ...page,
  items: productsFromApi(page.items),
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // The back office adds its tags (src/api/staffApi.ts), and tags to the public lists below so
  // that they refresh after an edit; each of its areas injects its endpoints (src/staff/<area>/).
  tagTypes: ['Profile'],
  endpoints: (build) => ({
    /** Ends the session on the server; its token is given, the store's is already gone. */
    logout: build.mutation<null, string>({
      query: (token) => ({
        url: apiUrl(config.authApi, '/api/auth/logout'),
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    /** The published testimonials: GET /api/ts/getall. */
    getTestimonials: build.query<Testimonial[], void>({
      query: () => apiUrl(config.testimonialsApi, '/api/ts/getall'),
    }),
    /**
     * A content document as published (GET /api/documents/<key>): the words of a page, the frame,
     * the company's facts. A page rendered by the server carries its documents (pageData.ts).
     */
    document: build.query<unknown, DocumentKey>({ query: (key) => `/api/documents/${key}` }),
    posts: build.query<Post[], PostType>({
      query: (type) => apiUrl(config.postsApi, `/api/posts?type=${type}`),
      transformResponse: (posts: Post[]) => posts.slice(0, POSTS_LIMIT),
    }),
    /** A certificate's public view by its code (404: there is none); its page's data primes it. */
    certificate: build.query<Certificate, string>({
      query: (code) => `/api/certificates/${encodeURIComponent(code)}`,
    }),
    /** One posting by its slug, open or closed (404: there is none). */
    posting: build.query<JobPosting, string>({
      query: (slug) => apiUrl(config.postsApi, `/api/posts/${encodeURIComponent(slug)}`),
    }),
    /**
     * A page of the shop: `search` is its address's query as contract/values/shop.ts writes it
     * (shopSearch), so that a page the server rendered finds its data under the same argument.
     */
    shopProducts: build.query<ShopPage, string>({
      query: (search) => apiUrl(config.productsApi, `/api/shop/products${search}`),
      transformResponse: shopPageFromApi,
    }),
    /**
     * A page of the site search: `search` is its address's query as contract/values/search.ts
     * writes it (searchAddress), so that a page the server rendered finds its data under it.
     */
    siteSearch: build.query<SearchResults, string>({ query: (search) => `/api/search${search}` }),
    /** A published page staff built from blocks, by its address (404: none is published there). */
    builtPage: build.query<BuiltPage, string>({
      query: (path) => `/api/pages/by-path?path=${encodeURIComponent(path)}`,
    }),
    getProfile: build.query<Profile, void>({
      query: () => apiUrl(config.profileApi, '/api/profile'),
      providesTags: ['Profile'],
    }),
  }),
});

export const {
  useBuiltPageQuery,
  useCertificateQuery,
  useGetTestimonialsQuery,
  usePostsQuery,
  usePostingQuery,
  useShopProductsQuery,
  useSiteSearchQuery,
  useGetProfileQuery,
} = api;

/** The text a failed call's answer carries: its plain body, or its JSON `message`. */
export const errorText = (error: unknown): string | null => {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const data = (error as { data?: unknown }).data;
  // A plain-text reason; never an HTML error page from some proxy, never a wall of text.
  if (typeof data === 'string' && data.trim() && !data.trim().startsWith('<') && data.length <= 300)
    return data.trim();
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return null;
};
