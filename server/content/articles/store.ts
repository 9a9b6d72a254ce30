// The articles and their authors, written once for both databases (types.ts says what each does).
// An article's words are a content document's (content/store/documents.ts): created here with the
// article as a draft never published (version 0), removed here with it. Each change writes its
// audit row and tells every instance (the content's channel, with the article's key) in its
// transaction.

import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { now, writeAudit } from '../../db/rows';
import type { Actor } from '../../db/staff-types';
import { articleKey } from '../../../contract/values/content/articles';
import { changeAnnounced, deleteDocument, insertFirstDraft } from '../store/document-kinds';
import { PUBLISH_CHANNEL } from '../publish-channel';
import { byId, inList, listed, one, toArticles, withDocument } from './article-rows';
import { type ArticlesRepository, type StoredArticle, TakenSlugError } from './types';
import { authorsRepository } from './author-store';

export function articlesRepository(
  db: Db,
  dialect: SqlDialect,
  /** Tells this instance's listeners that an article's document changed what visitors see. */
  published: (key: string) => void,
): ArticlesRepository {
  const audit = (
    trx: Executor,
    actor: Actor,
    verb: string,
    id: number,
    after?: unknown,
    before?: unknown,
  ) =>
    writeAudit(trx, actor, {
      action: `article.${verb}`,
      entity: 'article',
      entityId: id,
      after,
      before,
    });
  const announce = (trx: Executor, id: number) =>
    dialect.notify(trx, PUBLISH_CHANNEL, articleKey(id));

  /** Runs `change` on the article's row in a transaction; false when there is no such article. */
  const changeArticle = (
    id: number,
    change: (trx: Executor, before: StoredArticle, at: string) => Promise<void>,
  ) =>
    changeAnnounced(
      db,
      (trx) => byId(trx, id),
      (trx, before) => change(trx, before, now()),
      (trx) => announce(trx, id),
      () => published(articleKey(id)),
    );

  return {
    async list() {
      const rows = await withDocument(db)
        .orderBy('articles.updated_at', 'desc')
        .orderBy('articles.id', 'desc')
        .execute();
      return toArticles(db, rows);
    },

    get: (id) => byId(db, id),

    async bySlug(slug) {
      return one(db, await withDocument(db).where('articles.slug', '=', slug).executeTakeFirst());
    },

    async count() {
      const row = await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async create(data, authorId, actor) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const inserted = await trx
          .insertInto('articles')
          .values({
            slug: null,
            status: 'draft',
            author_id: authorId,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        await insertFirstDraft(trx, articleKey(id), data, actor, at);
        await audit(trx, actor, 'create', id, { key: articleKey(id) });
        return id;
      });
    },

    async published(id, listing, actor) {
      try {
        return await changeArticle(id, async (trx, before, at) => {
          await trx
            .updateTable('articles')
            .set({
              slug: listing.slug,
              status: 'published',
              author_id: listing.authorId,
              reading_minutes: listing.readingMinutes,
              first_published_at: before.firstPublishedAt ?? listing.publishedAt,
              published_at: listing.publishedAt,
              updated_at: at,
            })
            .where('id', '=', id)
            .execute();
          await trx.deleteFrom('article_tags').where('article_id', '=', id).execute();
          if (listing.tags.length > 0) {
            await trx
              .insertInto('article_tags')
              .values(listing.tags.map(({ slug, name }) => ({ article_id: id, slug, name })))
              .execute();
          }
          await audit(
            trx,
            actor,
            'publish',
            id,
            { slug: listing.slug, author: listing.authorId, tags: listing.tags },
            { slug: before.slug, status: before.status },
          );
        });
      } catch (error) {
        if (dialect.isUniqueViolation(error)) throw new TakenSlugError();
        throw error;
      }
    },

    unpublish: (id, actor) =>
      changeArticle(id, async (trx, before, at) => {
        await trx
          .updateTable('articles')
          .set({ status: 'unpublished', updated_at: at })
          .where('id', '=', id)
          .execute();
        await audit(trx, actor, 'unpublish', id, { slug: before.slug }, { status: before.status });
      }),

    async remove(id, actor) {
      let removed: StoredArticle | undefined;
      await changeArticle(id, async (trx, before) => {
        removed = before;
        await deleteDocument(trx, before.key);
        await trx.deleteFrom('article_tags').where('article_id', '=', id).execute();
        await trx.deleteFrom('articles').where('id', '=', id).execute();
        await audit(trx, actor, 'delete', id, undefined, {
          slug: before.slug,
          data: before.published,
        });
      });
      return removed;
    },

    async page(query) {
      const rows = await listed(db)
        .where(inList(query))
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      const total = await db
        .selectFrom('articles')
        .where(inList(query))
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: await toArticles(db, rows), total: Number(total.n) };
    },

    async allPublished() {
      return toArticles(db, await listed(db).execute());
    },

    async related(id, limit) {
      const shared = await db
        .selectFrom('article_tags as theirs')
        .innerJoin('article_tags as mine', 'mine.slug', 'theirs.slug')
        .innerJoin('articles', 'articles.id', 'theirs.article_id')
        .where('mine.article_id', '=', id)
        .where('theirs.article_id', '<>', id)
        .where('articles.status', '=', 'published')
        .groupBy(['theirs.article_id', 'articles.first_published_at'])
        .select((eb) => ['theirs.article_id', eb.fn.countAll<string | number>().as('shared')])
        .orderBy('shared', 'desc')
        .orderBy('articles.first_published_at', 'desc')
        .orderBy('theirs.article_id', 'desc')
        .limit(limit)
        .execute();
      if (shared.length === 0) return [];
      const ids = shared.map((row) => Number(row.article_id));
      const rows = await withDocument(db).where('articles.id', 'in', ids).execute();
      const found = await toArticles(db, rows);
      return ids.flatMap((wanted) => found.filter((article) => article.id === wanted));
    },

    async topics() {
      const rows = await db
        .selectFrom('article_tags')
        .innerJoin('articles', 'articles.id', 'article_tags.article_id')
        .where('articles.status', '=', 'published')
        .groupBy('article_tags.slug')
        .select((eb) => [
          'article_tags.slug',
          eb.fn.min('article_tags.name').as('name'),
          eb.fn.countAll<string | number>().as('uses'),
        ])
        .orderBy('uses', 'desc')
        .orderBy('article_tags.slug')
        .execute();
      return rows.map((row) => ({ slug: row.slug, name: String(row.name) }));
    },

    async publishingAuthors() {
      const rows = await db
        .selectFrom('articles')
        .select('author_id')
        .distinct()
        .where('status', '=', 'published')
        .execute();
      return rows.map((row) => Number(row.author_id));
    },

    ...authorsRepository(db, dialect, published),
  };
}
