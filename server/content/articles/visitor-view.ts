// The published articles as visitors see them: lists, an article, related ones, topics, authors,
// a draft previewed (docs/product.md, "Insights: articles"). service.ts assembles this.
import type {
  ArticleAuthor,
  ArticleCard,
  PublishedArticle,
} from '../../../contract/api/article-shapes';
import type { ImageField } from '../../../contract/content-fields';
import type { ArticleContent } from '../../../contract/documents/article/schema';
import {
  ARTICLES_PAGE_SIZE,
  FORMER_STAFF,
  articlePath,
  authorPath,
  readingMinutes,
  wordCount,
} from '../../../contract/values/content/articles';
import { companyValues } from '../../../contract/values/content/fill-in';
import type { Static } from 'typebox';
import { mediaUrlOf } from '../../media/address';
import { withLibraryFacts } from '../focal-points';
import { joined, textsOf } from '../texts';
import { type Articles, type ArticlesDeps, contentOf, tagsOf } from './api';
import type { StoredArticle, StoredAuthor } from './types';

type Image = Static<ReturnType<typeof ImageField>>;

type VisitorReads = Pick<
  Articles,
  | 'list'
  | 'bySlug'
  | 'byId'
  | 'related'
  | 'topics'
  | 'authors'
  | 'authorBySlug'
  | 'preview'
  | 'allPublished'
>;

/** Minutes to read an article's body (its words, the company's facts put in). */
export const minutesOf = (deps: Pick<ArticlesDeps, 'published'>, content: ArticleContent) =>
  readingMinutes(wordCount(joined(textsOf(content.body, companyValues(deps.published.company())))));

export function visitorView(deps: Pick<ArticlesDeps, 'store' | 'published'>): VisitorReads {
  const { store } = deps;

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
          readingMinutes: minutesOf(deps, content),
          firstPublishedAt: found.firstPublishedAt ?? at,
          publishedAt: at,
          published: draft,
        },
      ]);
      return shownDraft;
    },

    allPublished: async () => shown(await store.articles.allPublished()),
  };
}
