// What the insights' articles offer (service.ts assembles it): visitors' reads (visitor-view.ts),
// the back office's writes (staff-writes.ts) and the author profiles (authors.ts).
import type {
  ArticleAuthor,
  ArticleCard,
  ArticlePage,
  ArticleTag,
  PublishedArticle,
} from '../../../contract/api/article-shapes';
import type {
  AuthorProfile,
  AuthorProfileInput,
  MyAuthorProfile,
  StaffArticle,
} from '../../../contract/api/staff-articles';
import type { ArticleContent } from '../../../contract/documents/article/schema';
import { tagSlug } from '../../../contract/values/content/articles';
import type { FastifyBaseLogger } from 'fastify';
import type { DataStore } from '../../db';
import type { Actor } from '../../db/staff-types';
import { HttpError } from '../../platform/errors';
import type { PublishedDocuments } from '../published';
import type { Redirects } from '../redirects';

export interface Caller {
  id: number;
  name: string;
}

export interface Articles {
  /** A page (from 1) of the published articles, newest first: all, a tag's (slug), an author's (slug). */
  list(query: { tag?: string; author?: string; page: number }): Promise<ArticlePage>;
  /** The published article at /insights/<slug>; undefined when none is (never, or taken down). */
  bySlug(slug: string): Promise<PublishedArticle | undefined>;
  /** Article `id` as published now (a campaign's article); undefined when it is not. */
  byId(id: number): Promise<PublishedArticle | undefined>;
  /** Up to `limit` published articles sharing most tags with article `id`, newest first. */
  related(id: number, limit?: number): Promise<ArticleCard[]>;
  /** The tags of published articles, the most used first: the newsletter's topics. */
  topics(): Promise<ArticleTag[]>;
  /** The authors of published articles, by name. */
  authors(): Promise<ArticleAuthor[]>;
  authorBySlug(slug: string): Promise<ArticleAuthor | undefined>;
  /** Article `id` with `draft` in place of what is published, as visitors would see it. */
  preview(id: number, draft: unknown): Promise<PublishedArticle | undefined>;
  /** Every published article with its document, newest first (the sitemap, feeds, search). */
  allPublished(): Promise<PublishedArticle[]>;

  /** Every article, for the back office, the most recently changed first. */
  staffList(): Promise<StaffArticle[]>;
  /** Adds an article, a draft never published, its address made from its title. */
  create(
    input: { title: string; authorId?: number },
    caller: Caller,
    actor: Actor,
  ): Promise<StaffArticle>;
  /** A 400 at the draft's field when its address is taken, its author unknown, a tag empty. */
  refuseBadDraft(id: number, draft: unknown): Promise<void>;
  /** After article `id`'s document was published: its listing, and the old address's redirect. */
  published(id: number, actor: Actor): Promise<void>;
  unpublish(id: number, actor: Actor): Promise<StaffArticle>;
  /** Removes it; its address, if it had one, answers 410. */
  remove(id: number, actor: Actor): Promise<void>;
  /** Every author profile, for the editor's choice. */
  staffAuthors(): Promise<AuthorProfile[]>;
  /** The caller's profile; when they have none, one made from their account's name (id null). */
  myProfile(caller: Caller): Promise<MyAuthorProfile>;
  saveMyProfile(caller: Caller, input: AuthorProfileInput, actor: Actor): Promise<AuthorProfile>;
  /** Calls `listener` when an article changed what visitors see (this instance or another). */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** What the articles' parts need. */
export interface ArticlesDeps {
  store: Pick<DataStore, 'articles' | 'documents' | 'media'>;
  redirects: Redirects;
  published: Pick<PublishedDocuments, 'company'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export const contentOf = (data: unknown) => data as ArticleContent;
export const notFound = () => new HttpError(404, 'No such article.');

/** A tag list's tags: each by its slug, once (the first name typed), empty ones left out. */
export const tagsOf = (names: readonly string[]): ArticleTag[] => {
  const seen = new Map<string, ArticleTag>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (slug && !seen.has(slug)) seen.set(slug, { slug, name: name.trim() });
  }
  return [...seen.values()];
};
