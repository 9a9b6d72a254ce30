// Pages staff build from blocks (docs/product.md, "Pages built from blocks"): plain values both
// sides read. Each page is a content document of the kind `page` under the key `page-<id>`
// (contract/documents/page/schema.ts), published, scheduled, versioned and restored as every
// document is; its address is made of the section staff choose and the slug they type.

/** The sections a page may live under: the top of the site, or one of these pages. */
export const PAGE_SECTIONS = ['/', '/services', '/courses', '/about'] as const;

/** Where a page is listed in the site's frame. */
export const PAGE_NAV_PLACES = ['none', 'header', 'footer'] as const;
export type PageNavPlace = (typeof PAGE_NAV_PLACES)[number];

/** Whether visitors see a page: never published yet, published, or taken down by staff. */
export const PAGE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The most pages an installation holds (the list shows them all, the sitemap too). */
export const PAGES_MAX = 500;

/** The document key of the page `id`. */
export const pageKey = (id: number): string => `page-${id}`;

/** The page a document key names, if it is a page's. */
export function pageIdOf(key: string): number | undefined {
  const match = /^page-([1-9][0-9]{0,8})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** A page's editor in the back office: /staff/pages/edit?page=<id>. */
export const PAGE_EDITOR_PATH = '/staff/pages/edit';
export const pageEditorPath = (id: number): string => `${PAGE_EDITOR_PATH}?page=${id}`;

/** A page's address from its section and slug: /services/cloud-migration, /spring-offer. */
export const pagePath = ({ section, slug }: { section: string; slug: string }): string =>
  section === '/' ? `/${slug}` : `${section}/${slug}`;
