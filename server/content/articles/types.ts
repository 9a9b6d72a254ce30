// The articles' store interface (store.ts implements it), all that the articles' service sees. An
// article's words, draft, schedule and versions are its content document's (key article-<id>:
// content/store/documents.ts); this keeps what is listed and looked up: its address as published,
// whether visitors see it, its author, tags, reading time and dates; and the author profiles.

import type { ArticleTag } from '../../../contract/api/article-shapes';
import type { ArticleStatus } from '../../../contract/values/content/articles';
import type { Actor } from '../../db/staff-types';

export interface StoredArticle {
  id: number;
  key: string;
  /** Its slug as published; null before its first publish. */
  slug: string | null;
  status: ArticleStatus;
  /** Its author as published (as first drafted before the first publish). */
  authorId: number;
  readingMinutes: number;
  firstPublishedAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Its tags as published. */
  tags: ArticleTag[];
  /** Its document as published (version 0: its first draft, never published) and its draft. */
  published: unknown;
  publishedVersion: number;
  draft: unknown;
  publishAt: string | null;
}

/** What a publish sets of an article (from its document as published). */
interface ArticleListing {
  slug: string;
  authorId: number;
  readingMinutes: number;
  tags: ArticleTag[];
  /** When its document was published. */
  publishedAt: string;
}

export interface StoredAuthor {
  id: number;
  userId: number | null;
  slug: string;
  name: string;
  role: string;
  bio: string;
  /** An image of the media library (its key). */
  photo: string | null;
  createdAt: string;
  updatedAt: string;
}

type AuthorInput = Pick<StoredAuthor, 'slug' | 'name' | 'role' | 'bio' | 'photo'>;

/** Which published articles a list shows: all, a tag's, an author's; a page of them. */
export interface ArticleQuery {
  tag?: string;
  author?: number;
  offset: number;
  limit: number;
}

/** Another article, or another author, has this slug already. */
export class TakenSlugError extends Error {
  override name = 'TakenSlugError';
}

export interface ArticlesRepository {
  /** Every article, the most recently changed first (the back office's list). */
  list(): Promise<StoredArticle[]>;
  get(id: number): Promise<StoredArticle | undefined>;
  /** The article whose published slug is `slug`, whatever its status. */
  bySlug(slug: string): Promise<StoredArticle | undefined>;
  count(): Promise<number>;
  /** Adds an article whose document is `data`, a draft never published; its id. */
  create(data: unknown, authorId: number, actor: Actor): Promise<number>;
  /**
   * After its document was published: its listing as published (TakenSlugError when another
   * article has the slug). False when there is no such article.
   */
  published(id: number, listing: ArticleListing, actor: Actor): Promise<boolean>;
  /** Takes a published article down (its address answers 404 until it is published again). */
  unpublish(id: number, actor: Actor): Promise<boolean>;
  /** Removes the article and its document with every version; the removed article. */
  remove(id: number, actor: Actor): Promise<StoredArticle | undefined>;
  /** A page of the published articles, newest first (by first publish), and how many there are. */
  page(query: ArticleQuery): Promise<{ rows: StoredArticle[]; total: number }>;
  /** Every published article, newest first. */
  allPublished(): Promise<StoredArticle[]>;
  /** Up to `limit` published articles sharing most tags with `id`, the newest first among equals. */
  related(id: number, limit: number): Promise<StoredArticle[]>;
  /** The tags of published articles, the most used first. */
  topics(): Promise<ArticleTag[]>;

  /** The authors of published articles (their ids). */
  publishingAuthors(): Promise<number[]>;
  /** Every author profile, by name. */
  authors(): Promise<StoredAuthor[]>;
  author(id: number): Promise<StoredAuthor | undefined>;
  authorBySlug(slug: string): Promise<StoredAuthor | undefined>;
  authorOfUser(userId: number): Promise<StoredAuthor | undefined>;
  /**
   * Creates the profile of `userId` or changes it (TakenSlugError when another author has the
   * slug); its id.
   */
  saveAuthor(userId: number, input: AuthorInput, actor: Actor): Promise<number>;
}
