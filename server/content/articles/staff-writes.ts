// The back office's side of the articles: their list, adding one, the draft's checks, what a
// publish, a take-down and a delete change (docs/product.md, "Insights: articles"). service.ts
// assembles this.
import type { StaffArticle } from '../../../contract/api/staff-articles';
import { newArticleContent } from '../../../contract/documents/article/schema';
import {
  ARTICLE_LIMITS,
  ARTICLE_RESERVED_SLUGS,
  ARTICLES_MAX,
  articlePath,
  slugify,
  tagSlug,
} from '../../../contract/values/content/articles';
import { HttpError } from '../../platform/errors';
import { addressProblem } from '../pages/addresses';
import { freeSlug } from '../store/slugs';
import { type Articles, type ArticlesDeps, contentOf, notFound, tagsOf } from './api';
import { suggestedProfile } from './authors';
import { type StoredArticle, TakenSlugError } from './types';
import { minutesOf } from './visitor-view';

type StaffWrites = Pick<
  Articles,
  'staffList' | 'create' | 'refuseBadDraft' | 'published' | 'unpublish' | 'remove'
>;

export function staffWrites(deps: ArticlesDeps): StaffWrites {
  const { store, redirects } = deps;
  const article = async (id: number) => {
    const found = await store.articles.get(id);
    if (!found) throw notFound();
    return found;
  };

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
    const ownSlug = id > 0 ? ((await store.articles.get(id))?.slug ?? null) : null;
    return addressProblem(path, {
      ownPath: ownSlug === null ? null : articlePath(ownSlug),
      otherPage: other !== undefined && other.id !== id,
      what: 'article',
      redirects,
    });
  }

  return {
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
          (await store.articles.saveAuthor(
            caller.id,
            await suggestedProfile(store, caller),
            actor,
          ));
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
            readingMinutes: minutesOf(deps, content),
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
  };
}
