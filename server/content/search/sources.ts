// Where the site search's rows come from: each source makes the rows of one kind of thing a
// visitor can find, from what is published now, and names what it follows (the content
// documents it reads, or a collection staff edit), so that a publish or a change rewrites only
// the sources it touches (indexer.ts). A new kind of thing is one more entry of SEARCH_SOURCES,
// as the pages staff build from blocks are (`builtPages`, following their publishes), and the
// articles (`articles`, following theirs).

import { DOCUMENTS, type DocumentData, type DocumentKey } from '../../../contract/documents';
import { caseStudyPath } from '../../../contract/values/content/case-studies';
import { companyValues } from '../../../contract/values/content/fill-in';
import { plainText } from '../../../contract/values/content/rich-text';
import type { CollectionName } from '../../../contract/values/collections';
import type { DataStore } from '../../db';
import type { SearchEntry } from '../store/search-types';
import { publishedStudies } from '../case-studies';
import type { PublishedDocuments } from '../published';
import type { Pages } from '../pages/service';
import type { Articles } from '../articles/service';
import { joined, textsOf } from '../texts';

export interface SearchSource {
  /** Its rows' `source` in the index. */
  name: string;
  /** The documents whose publish changes its rows, and the collections whose changes do. */
  follows: {
    documents: readonly DocumentKey[];
    collections: readonly CollectionName[];
    /** The pages staff build from blocks (any page's publish, unpublish or delete). */
    pages?: boolean;
    /** The articles (any article's publish, unpublish or delete, an author's change). */
    articles?: boolean;
  };
  entries(from: {
    store: DataStore;
    published: PublishedDocuments;
    pages?: Pick<Pages, 'all'>;
    articles?: Pick<Articles, 'allPublished'>;
  }): Promise<SearchEntry[]>;
}

/** Each document's page: the document, the path it shows on, which part (none: the whole). */
const PAGES: readonly { key: DocumentKey; path: string; part?: string; seo?: string }[] = [
  { key: 'home', path: '/' },
  { key: 'services', path: '/services' },
  { key: 'webDevelopment', path: '/services/webdevelopment' },
  { key: 'pricing', path: '/pricing' },
  { key: 'courses', path: '/courses' },
  { key: 'about', path: '/about' },
  { key: 'careers', path: '/careers' },
  { key: 'contact', path: '/contact' },
  { key: 'support', path: '/support/HelpCentre', part: 'helpCentre', seo: 'helpCentreSeo' },
  { key: 'legal', path: '/support/Privacypolicy', part: 'privacy' },
  { key: 'legal', path: '/support/TermofServices', part: 'terms' },
];

/** A page's title in search engines, without the company's name that follows it. */
const seoTitle = (data: Record<string, unknown>, seo: string): string | undefined => {
  const entry = data[seo] as { title?: unknown } | undefined;
  return typeof entry?.title === 'string' ? entry.title : undefined;
};

const pages: SearchSource = {
  name: 'pages',
  follows: { documents: [...new Set(PAGES.map((p) => p.key)), 'company'], collections: [] },
  entries: ({ published }) => {
    const all = published.all() as Record<DocumentKey, Record<string, unknown>>;
    const facts = companyValues(published.company());
    return Promise.resolve(
      PAGES.map(({ key, path, part, seo }) => {
        const data = all[key];
        const shown = (part ? data[part] : data) as Record<string, unknown>;
        return {
          path,
          title:
            seoTitle(part && !seo ? shown : data, seo ?? 'seo') ??
            (typeof shown.heading === 'string' ? shown.heading : DOCUMENTS[key].title),
          body: joined(textsOf(part === undefined ? omit(data, 'faq') : shown, facts)),
          until: null,
        };
      }),
    );
  },
};

/** `data` without one field. */
const omit = (data: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== field));

const faq: SearchSource = {
  name: 'faq',
  follows: { documents: ['support', 'company', 'pricing', 'courses'], collections: [] },
  entries: ({ published }) => {
    const {
      faq: { items },
    } = published.all().support as DocumentData<'support'>;
    const facts = companyValues(published.company());
    return Promise.resolve(
      items.map((item) => ({
        path: `${DOCUMENTS.support.preview}#${item.id}`,
        title: item.question,
        body: joined(textsOf(item.answer, facts)),
        until: null,
      })),
    );
  },
};

const caseStudies: SearchSource = {
  name: 'caseStudies',
  follows: { documents: ['caseStudies'], collections: [] },
  entries: ({ published }) =>
    Promise.resolve(
      publishedStudies(published).map((study) => ({
        path: caseStudyPath(study.slug),
        title: study.title,
        body: joined([
          study.summary,
          study.client,
          study.sector,
          ...[study.challenge, study.solution].map((text) => plainText(text).replace(/\s+/g, ' ')),
        ]),
        until: null,
      })),
    ),
};

const products: SearchSource = {
  name: 'products',
  follows: { documents: ['shop'], collections: ['products'] },
  entries: async ({ store, published }) => {
    const shop = (published.all().shop as DocumentData<'shop'>).products.heading;
    return (await store.content.products.listPublished()).map((product) => ({
      // The shop has no page per product: its search, for the product's title, which shows it.
      path: `/products?${new URLSearchParams({ q: product.title }).toString()}`,
      title: product.title,
      body: joined([product.description, product.category]),
      until: null,
      place: `${shop} › ${product.title}`,
    }));
  },
};

/** Where each type's postings have their pages (the site's /careers/jobs/<slug>). */
const LIST_OF = { job: '/careers/jobs', internship: '/careers/internships' } as const;

const postings: SearchSource = {
  name: 'postings',
  follows: { documents: [], collections: ['posts'] },
  entries: async ({ store }) =>
    (await store.content.posts.listPublished())
      .filter((post) => !post.closed)
      .map((post) => ({
        path: `${LIST_OF[post.type]}/${post.slug}`,
        title: post.title,
        body: post.body,
        until: post.validThrough,
      })),
};

/** The pages staff build from blocks: each published one's title and its blocks' words. */
const builtPages: SearchSource = {
  name: 'builtPages',
  follows: { documents: ['company'], collections: [], pages: true },
  entries: ({ published, pages: built }) => {
    const facts = companyValues(published.company());
    return Promise.resolve(
      (built?.all() ?? []).map((page) => ({
        path: page.path,
        title: page.content.title,
        body: joined(textsOf(page.content.blocks, facts)),
        until: null,
      })),
    );
  },
};

/** The published articles: each one's title, summary and body's words. */
const articles: SearchSource = {
  name: 'articles',
  follows: { documents: ['company'], collections: [], articles: true },
  entries: async ({ published, articles: from }) => {
    const facts = companyValues(published.company());
    return (await (from?.allPublished() ?? Promise.resolve([]))).map((article) => ({
      path: article.path,
      title: article.title,
      body: joined(textsOf([article.summary, article.content.body], facts)),
      until: null,
    }));
  },
};

/** Every source of the index. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  pages,
  builtPages,
  articles,
  faq,
  caseStudies,
  products,
  postings,
];
