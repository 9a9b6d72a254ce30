// Articles (docs/product.md, "Insights: articles"): plain values both sides read. Each article is
// a content document of the kind `article` under the key `article-<id>`
// (contract/documents/article/schema.ts), drafted, previewed, published now or at a time,
// versioned and restored as every document is; visitors read it at /insights/<slug> once
// published. Its author is an author profile (a staff member's name, role, bio and photo); its
// tags are names as staff type them, each found by its slug (tagSlug).

/** Whether visitors see an article: never published yet, published, or taken down by staff. */
export const ARTICLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The limits of an article's fields and of an author profile's (the schemas say them too). */
export const ARTICLE_LIMITS = {
  title: 120,
  slug: 80,
  summary: 300,
  tags: 8,
  tag: 40,
  blocks: 60,
  authorName: 80,
  authorRole: 80,
  authorBio: 500,
  authorSlug: 80,
} as const;

/** The most articles an installation holds. */
export const ARTICLES_MAX = 5000;

/** Articles on one page of a list (the insights, a tag's, an author's). */
export const ARTICLES_PAGE_SIZE = 10;

/** Where the articles are listed, and the start of each one's address. */
export const INSIGHTS_PATH = '/insights';

/** The document key of the article `id`. */
export const articleKey = (id: number): string => `article-${id}`;

/** The article a document key names, if it is an article's. */
export function articleIdOf(key: string): number | undefined {
  const match = /^article-([1-9][0-9]{0,8})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** An article's editor in the back office: /staff/insights/edit?article=<id>. */
export const ARTICLE_EDITOR_PATH = '/staff/insights/edit';
export const articleEditorPath = (id: number): string => `${ARTICLE_EDITOR_PATH}?article=${id}`;

/** An article's address: /insights/why-we-test. */
export const articlePath = (slug: string): string => `${INSIGHTS_PATH}/${slug}`;

/** Words after /insights/ the list's own pages may use (a tag's, an author's, the feed): no slug. */
export const ARTICLE_RESERVED_SLUGS: readonly string[] = [
  'author',
  'tag',
  'feed',
  'page',
  'topics',
];

/** An author's page: /insights/author/jane-doe. */
export const authorPath = (slug: string): string => `${INSIGHTS_PATH}/author/${slug}`;

/** The name shown for an author whose staff account was deleted (docs/security.md). */
export const FORMER_STAFF = 'Former staff member';

/**
 * The site's slug of a text: 'Front-End (React)' → 'front-end-react'; '' when no letter or digit
 * is left. A tag's slug (its address and a subscriber's topic), a new article's address.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** A tag's slug: the site's slug of its name. */
export const tagSlug = (name: string): string => slugify(name, ARTICLE_LIMITS.tag);

/** How fast the reading time assumes a reader reads. */
export const READING_WORDS_PER_MINUTE = 230;

/** Minutes to read `words` words: at least 1. */
export const readingMinutes = (words: number): number =>
  Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));

/** The words of a text: runs of letters or digits (an apostrophe or hyphen inside keeps one). */
export const wordCount = (text: string): number =>
  text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
