// The insights' articles (docs/product.md, "Insights: articles"): the one service the back
// office's routes, the document door, the scheduler, the site (the insights' pages, feeds,
// sitemap), the search and the newsletter call. An article's words, draft, schedule, versions and
// restore are its content document's (key article-<id>: store/documents.ts,
// routes/staff-documents.ts); this keeps the rest:
// - its listing: after every publish (the route's and the scheduler's, through
//   address-changes.ts) `published(id)` copies from the document as published its slug, author,
//   tags and reading time into the articles' rows (articles/store.ts), which the lists, tags,
//   topics and related articles read. This runs right after the document's publish, not in its
//   transaction: the documents' store publishes any document (and the scheduler many at once) in
//   a transaction of its own, as for the pages staff build;
// - its address: a publish that changes the slug makes the old address answer 301 to the new one;
//   a delete makes it answer 410 (the redirects' service);
// - the author profiles: a staff member's name, role, bio and photo as visitors see them.

import type { FastifyBaseLogger } from 'fastify';
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
import { type ArticleContent, newArticleContent } from '../../../contract/documents/article/schema';
import type { ImageField } from '../../../contract/content-fields';
import {
  ARTICLE_LIMITS,
  ARTICLE_RESERVED_SLUGS,
  ARTICLES_MAX,
  ARTICLES_PAGE_SIZE,
  FORMER_STAFF,
  articleIdOf,
  articlePath,
  authorPath,
  readingMinutes,
  slugify,
  tagSlug,
  wordCount,
} from '../../../contract/values/content/articles';
import { companyValues } from '../../../contract/values/content/fill-in';
import type { Static } from 'typebox';
import type { DataStore } from '../../db';
import type { Actor } from '../../db/staff-types';
import { mediaUrlOf } from '../../media/address';
import { HttpError } from '../../platform/errors';
import { withLibraryFacts } from '../focal-points';
import { addressProblem } from '../pages/addresses';
import { ALL_DOCUMENTS } from '../publish-channel';
import type { PublishedDocuments } from '../published';
import type { Redirects } from '../redirects';
import { joined, textsOf } from '../texts';
import { freeSlug } from '../store/slugs';
import { type StoredArticle, type StoredAuthor, TakenSlugError } from './types';

type Image = Static<ReturnType<typeof ImageField>>;

/** Who asks: a staff account (its id and name). */
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

const contentOf = (data: unknown) => data as ArticleContent;
const notFound = () => new HttpError(404, 'No such article.');

/** A tag list's tags: each by its slug, once (the first name typed), empty ones left out. */
const tagsOf = (names: readonly string[]): ArticleTag[] => {
  const seen = new Map<string, ArticleTag>();
  for (const name of names) {
    const slug = tagSlug(name);
    if (slug && !seen.has(slug)) seen.set(slug, { slug, name: name.trim() });
  }
  return [...seen.values()];
};

const profileOf = (author: StoredAuthor): AuthorProfile => ({
  id: author.id,
  userId: author.userId,
  slug: author.slug,
  name: author.name,
  role: author.role,
  bio: author.bio,
  photo: author.photo,
});

export async function loadArticles(deps: {
  store: Pick<DataStore, 'articles' | 'documents' | 'media'>;
  redirects: Redirects;
  published: Pick<PublishedDocuments, 'company'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}): Promise<Articles> {
  const { store, redirects } = deps;
  const listeners = new Set<() => void>();
  const stop = store.documents.onPublish((key) => {
    if (key !== ALL_DOCUMENTS && articleIdOf(key) === undefined) return;
    for (const listener of listeners) listener();
  });

  const article = async (id: number) => {
    const found = await store.articles.get(id);
    if (!found) throw notFound();
    return found;
  };

  /** Authors as visitors see them, their photos from the media library. */
  const publicAuthors = async (authors: readonly StoredAuthor[]) => {
    const keys = [...new Set(authors.flatMap((a) => (a.photo ? [a.photo] : [])))];
    const records = new Map((await store.media.findMany(keys)).map((r) => [r.key, r]));
    const shown = new Map<number, ArticleAuthor>();
    for (const author of authors) {
      const record = author.photo ? records.get(author.photo) : undefined;
      const photo: Image | null = record
        ? {
            url: mediaUrlOf(record),
            alt: record.alt || author.name,
            width: record.width,
            height: record.height,
            focalX: record.focalX,
            focalY: record.focalY,
          }
        : null;
      shown.set(author.id, {
        id: author.id,
        slug: author.slug,
        path: authorPath(author.slug),
        name: author.name,
        role: author.role,
        bio: author.bio,
        photo,
      });
    }
    return shown;
  };

  /** The published articles as visitors see them: cards, or with their documents. */
  const publishedOf = async (found: StoredArticle | undefined) =>
    found?.status === 'published' ? (await shown([found]))[0] : undefined;

  async function shown(rows: readonly StoredArticle[]): Promise<PublishedArticle[]> {
    const ids = new Set(rows.map((row) => row.authorId));
    const authors = await publicAuthors(
      (await store.articles.authors()).filter((author) => ids.has(author.id)),
    );
    return Promise.all(
      rows.map(async (row) => {
        const content = contentOf(await withLibraryFacts(store.media, row.published));
        // An author always exists for a published article; a draft previewed may name none.
        const author = authors.get(row.authorId) ?? {
          id: row.authorId,
          slug: `author-${row.authorId}`,
          path: authorPath(`author-${row.authorId}`),
          ...{ name: FORMER_STAFF, role: '', bio: '', photo: null },
        };
        const slug = row.slug ?? content.slug;
        return {
          id: row.id,
          slug,
          path: articlePath(slug),
          title: content.title,
          summary: content.summary,
          image: content.image ?? null,
          author,
          tags: row.tags,
          firstPublishedAt: row.firstPublishedAt ?? row.updatedAt,
          publishedAt: row.publishedAt ?? row.updatedAt,
          readingMinutes: row.readingMinutes,
          content,
        };
      }),
    );
  }
  const cardsOf = async (rows: readonly StoredArticle[]): Promise<ArticleCard[]> =>
    (await shown(rows)).map(({ content: _content, ...card }) => card);

  const authorNames = async () =>
    new Map((await store.articles.authors()).map((author) => [author.id, author.name]));

  const summaryOf = (row: StoredArticle, names: ReadonlyMap<number, string>): StaffArticle => {
    const content = contentOf(row.draft ?? row.published);
    const listed = row.status === 'published' && row.slug !== null;
    const name = names.get(content.author);
    return {
      id: row.id,
      key: row.key,
      title: content.title,
      path: listed ? articlePath(row.slug as string) : null,
      draftPath: articlePath(content.slug),
      status: row.status,
      author: name === undefined ? null : { id: content.author, name },
      tags: tagsOf(content.tags).map((tag) => tag.name),
      firstPublishedAt: row.firstPublishedAt,
      publishedAt: row.publishedAt,
      publishAt: row.publishAt,
      publishedVersion: row.publishedVersion,
      hasDraft: row.draft !== null,
      updatedAt: row.updatedAt,
    };
  };
  const staffSummary = async (id: number) => summaryOf(await article(id), await authorNames());

  /** Why an article may not be at /insights/<slug>; undefined when it may. */
  async function slugProblem(id: number, slug: string): Promise<string | undefined> {
    const path = articlePath(slug);
    if (ARTICLE_RESERVED_SLUGS.includes(slug))
      return `${path} belongs to the insights’ own pages: choose another address.`;
    const other = await store.articles.bySlug(slug);
    return addressProblem(path, {
      ownPath: id > 0 ? ((await store.articles.get(id))?.slug ?? null) : null,
      otherPage: other !== undefined && other.id !== id,
      what: 'article',
      redirects,
    });
  }

  /** A profile for `caller`, made from their account's name (its slug the first free one). */
  async function suggestedProfile(caller: Caller): Promise<AuthorProfileInput> {
    const taken = new Set((await store.articles.authors()).map((author) => author.slug));
    const name = caller.name.trim().slice(0, ARTICLE_LIMITS.authorName) || 'Staff member';
    const base = slugify(name, ARTICLE_LIMITS.authorSlug - 4) || 'author';
    return { name, role: '', bio: '', photo: null, slug: freeSlug(base, taken) };
  }

  /** Minutes to read an article's body (its words, the company's facts put in). */
  const minutesOf = (content: ArticleContent) =>
    readingMinutes(
      wordCount(joined(textsOf(content.body, companyValues(deps.published.company())))),
    );

  return {
    async list({ tag, author, page }) {
      let authorId: number | undefined;
      if (author !== undefined) {
        const found = await store.articles.authorBySlug(author);
        if (!found) return { items: [], page, pages: 0, total: 0 };
        authorId = found.id;
      }
      const { rows, total } = await store.articles.page({
        tag,
        author: authorId,
        offset: (page - 1) * ARTICLES_PAGE_SIZE,
        limit: ARTICLES_PAGE_SIZE,
      });
      return {
        items: await cardsOf(rows),
        page,
        pages: Math.ceil(total / ARTICLES_PAGE_SIZE),
        total,
      };
    },

    bySlug: async (slug) => publishedOf(await store.articles.bySlug(slug)),

    byId: async (id) => publishedOf(await store.articles.get(id)),

    related: async (id, limit = 3) => cardsOf(await store.articles.related(id, limit)),

    topics: () => store.articles.topics(),

    async authors() {
      const published = new Set(await store.articles.publishingAuthors());
      const authors = (await store.articles.authors()).filter((a) => published.has(a.id));
      return [...(await publicAuthors(authors)).values()];
    },

    async authorBySlug(slug) {
      const found = await store.articles.authorBySlug(slug);
      return found && (await publicAuthors([found])).get(found.id);
    },

    async preview(id, draft) {
      const found = await store.articles.get(id);
      if (!found) return undefined;
      const content = contentOf(draft);
      const at = new Date().toISOString();
      const [shownDraft] = await shown([
        {
          ...found,
          slug: content.slug,
          authorId: content.author,
          tags: tagsOf(content.tags),
          readingMinutes: minutesOf(content),
          firstPublishedAt: found.firstPublishedAt ?? at,
          publishedAt: at,
          published: draft,
        },
      ]);
      return shownDraft;
    },

    allPublished: async () => shown(await store.articles.allPublished()),

    async staffList() {
      const names = await authorNames();
      return (await store.articles.list()).map((row) => summaryOf(row, names));
    },

    async create({ title, authorId }, caller, actor) {
      if ((await store.articles.count()) >= ARTICLES_MAX)
        throw new HttpError(
          400,
          `At most ${ARTICLES_MAX} articles: delete one first.`,
          {},
          'title',
        );
      let author = authorId;
      if (author === undefined) {
        author =
          (await store.articles.authorOfUser(caller.id))?.id ??
          (await store.articles.saveAuthor(caller.id, await suggestedProfile(caller), actor));
      } else if (!(await store.articles.author(author))) {
        throw new HttpError(400, 'No such author: choose one in the list.', {}, 'authorId');
      }
      // The first free address: not another article's (as published or drafted), nor the site's.
      const articles = await store.articles.list();
      const taken = new Set<string>(ARTICLE_RESERVED_SLUGS);
      for (const other of articles) {
        taken.add(contentOf(other.draft ?? other.published).slug);
        if (other.slug) taken.add(other.slug);
      }
      const base = slugify(title, ARTICLE_LIMITS.slug - 4) || 'article';
      let slug = freeSlug(base, taken);
      // Bounded: each turn takes one more slug.
      while (taken.size <= articles.length + 60 && (await slugProblem(0, slug))) {
        taken.add(slug);
        slug = freeSlug(base, taken);
      }
      const id = await store.articles.create(newArticleContent(title, slug, author), author, actor);
      return staffSummary(id);
    },

    async refuseBadDraft(id, draft) {
      const content = contentOf(draft);
      const problem = await slugProblem(id, content.slug);
      if (problem) throw new HttpError(400, problem, {}, 'data.slug');
      if (!(await store.articles.author(content.author)))
        throw new HttpError(400, 'No such author: choose one in the list.', {}, 'data.author');
      const seen = new Map<string, string>();
      for (const [index, name] of content.tags.entries()) {
        const slug = tagSlug(name);
        const field = `data.tags.${index}`;
        if (!slug) throw new HttpError(400, 'A tag needs a letter or a digit.', {}, field);
        const first = seen.get(slug);
        if (first !== undefined)
          throw new HttpError(400, `“${name}” is the tag “${first}” again: keep one.`, {}, field);
        seen.set(slug, name);
      }
    },

    async published(id, actor) {
      const before = await store.articles.get(id);
      if (!before) return;
      const content = contentOf(before.published);
      const doc = await store.documents.get(before.key);
      try {
        await store.articles.published(
          id,
          {
            slug: content.slug,
            authorId: content.author,
            readingMinutes: minutesOf(content),
            tags: tagsOf(content.tags),
            publishedAt: doc?.publishedAt ?? new Date().toISOString(),
          },
          actor,
        );
      } catch (error) {
        if (!(error instanceof TakenSlugError)) throw error;
        throw new HttpError(
          409,
          'Another article took this address meanwhile: change the address and publish again.',
          {},
          'data.slug',
        );
      }
      const old = before.status === 'draft' ? null : before.slug;
      if (old !== null && old !== content.slug) {
        await redirects.addRedirect(
          { from: articlePath(old), to: articlePath(content.slug), kind: 'permanent' },
          actor,
          { moved: true },
        );
      }
    },

    async unpublish(id, actor) {
      const before = await article(id);
      if (before.status !== 'published')
        throw new HttpError(400, 'This article is not published: there is nothing to take down.');
      await store.articles.unpublish(id, actor);
      return staffSummary(id);
    },

    async remove(id, actor) {
      const removed = await store.articles.remove(id, actor);
      if (!removed) throw notFound();
      if (removed.slug !== null && removed.status !== 'draft') {
        await redirects.addRedirect({ from: articlePath(removed.slug), kind: 'gone' }, actor, {
          moved: true,
        });
      }
    },

    staffAuthors: async () => (await store.articles.authors()).map(profileOf),

    async myProfile(caller) {
      const mine = await store.articles.authorOfUser(caller.id);
      if (mine) return profileOf(mine);
      return { id: null, userId: caller.id, ...(await suggestedProfile(caller)) };
    },

    async saveMyProfile(caller, input, actor) {
      const other = await store.articles.authorBySlug(input.slug);
      if (other && other.userId !== caller.id)
        throw new HttpError(400, 'Another author has this address: choose another.', {}, 'slug');
      if (input.photo !== null && !(await store.media.find(input.photo)))
        throw new HttpError(400, 'No such image in the media library.', {}, 'photo');
      const values = { ...input, name: input.name.trim(), role: input.role.trim() };
      try {
        await store.articles.saveAuthor(caller.id, values, actor);
      } catch (error) {
        if (!(error instanceof TakenSlugError)) throw error;
        throw new HttpError(400, 'Another author has this address: choose another.', {}, 'slug');
      }
      return profileOf((await store.articles.authorOfUser(caller.id)) as StoredAuthor);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close: () => void stop(),
  };
}
