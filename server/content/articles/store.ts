// The articles and their authors, written once for both databases (types.ts says what each does).
// An article's words are a content document's (content/store/documents.ts): created here with the
// article as a draft never published (version 0), removed here with it. Each change writes its
// audit row and tells every instance (the content's channel, with the article's key) in its
// transaction.

import { type ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { iso, isoOrNull, now, writeAudit } from '../../db/rows';
import type { Actor } from '../../db/staff-types';
import { articleKey } from '../../../contract/values/content/articles';
import type { ArticleTag } from '../../../contract/api/article-shapes';
import { changeAnnounced, deleteDocument, insertFirstDraft } from '../store/document-kinds';
import { PUBLISH_CHANNEL } from '../publish-channel';
import { parse } from '../store/document-reads';
import {
  type ArticleQuery,
  type ArticlesRepository,
  type StoredArticle,
  type StoredAuthor,
  TakenSlugError,
} from './types';

export function articlesRepository(
  db: Db,
  dialect: SqlDialect,
  /** Tells this instance's listeners that an article's document changed what visitors see. */
  published: (key: string) => void,
): ArticlesRepository {
  const withDocument = (q: Executor) =>
    q
      .selectFrom('articles')
      .innerJoin('site_documents', (join) =>
        join.on(sql<boolean>`site_documents.key = 'article-' || CAST(articles.id AS text)`),
      )
      .select([
        'articles.id',
        'articles.slug',
        'articles.status',
        'articles.author_id',
        'articles.reading_minutes',
        'articles.first_published_at',
        'articles.published_at',
        'articles.created_at',
        'articles.updated_at',
        'site_documents.key',
        'site_documents.published_json',
        'site_documents.published_version',
        'site_documents.draft_json',
        'site_documents.publish_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withDocument>['executeTakeFirstOrThrow']>>;

  /** The rows as articles, each with its tags (one query for all). */
  const toArticles = async (q: Executor, rows: Row[]): Promise<StoredArticle[]> => {
    const ids = rows.map((row) => Number(row.id));
    const tags = new Map<number, ArticleTag[]>();
    if (ids.length > 0) {
      const tagRows = await q
        .selectFrom('article_tags')
        .select(['article_id', 'slug', 'name'])
        .where('article_id', 'in', ids)
        .orderBy('article_id')
        .orderBy('name')
        .execute();
      for (const { article_id, slug, name } of tagRows) {
        const id = Number(article_id);
        tags.set(id, [...(tags.get(id) ?? []), { slug, name }]);
      }
    }
    return rows.map((row) => ({
      id: Number(row.id),
      key: row.key,
      slug: row.slug,
      status: row.status,
      authorId: Number(row.author_id),
      readingMinutes: Number(row.reading_minutes),
      firstPublishedAt: isoOrNull(row.first_published_at),
      publishedAt: isoOrNull(row.published_at),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      tags: tags.get(Number(row.id)) ?? [],
      published: parse(row.published_json),
      publishedVersion: Number(row.published_version),
      draft: parse(row.draft_json),
      publishAt: isoOrNull(row.publish_at),
    }));
  };
  const one = async (q: Executor, row: Row | undefined) => row && (await toArticles(q, [row]))[0];
  const byId = async (q: Executor, id: number) =>
    one(q, await withDocument(q).where('articles.id', '=', id).executeTakeFirst());

  /** The published articles, newest first (by first publish). */
  const listed = (q: Executor) =>
    withDocument(q)
      .where('articles.status', '=', 'published')
      .orderBy('articles.first_published_at', 'desc')
      .orderBy('articles.id', 'desc');

  /** The published articles a list shows: all, a tag's, an author's. */
  const inList =
    ({ tag, author }: Pick<ArticleQuery, 'tag' | 'author'>) =>
    (eb: ExpressionBuilder<Tables, 'articles'>) =>
      eb.and([
        eb('articles.status', '=', 'published'),
        ...(author === undefined ? [] : [eb('articles.author_id', '=', author)]),
        ...(tag === undefined
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('article_tags')
                  .select('article_tags.article_id')
                  .whereRef('article_tags.article_id', '=', 'articles.id')
                  .where('article_tags.slug', '=', tag),
              ),
            ]),
      ]);

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

  const toAuthor = (row: {
    id: number;
    user_id: number | null;
    slug: string;
    name: string;
    role: string;
    bio: string;
    photo: string | null;
    created_at: string | Date;
    updated_at: string | Date;
  }): StoredAuthor => ({
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    slug: row.slug,
    name: row.name,
    role: row.role,
    bio: row.bio,
    photo: row.photo,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });
  const authorWhere = async (column: 'id' | 'slug' | 'user_id', value: number | string) => {
    const row = await db
      .selectFrom('author_profiles')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    return row && toAuthor(row);
  };

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

    async authors() {
      const rows = await db
        .selectFrom('author_profiles')
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toAuthor);
    },

    author: (id) => authorWhere('id', id),
    authorBySlug: (slug) => authorWhere('slug', slug),
    authorOfUser: (userId) => authorWhere('user_id', userId),

    async saveAuthor(userId, input, actor) {
      try {
        const { id, shown } = await db.transaction().execute(async (trx) => {
          const at = now();
          const before = await trx
            .selectFrom('author_profiles')
            .selectAll()
            .where('user_id', '=', userId)
            .executeTakeFirst();
          const values = {
            slug: input.slug,
            name: input.name,
            role: input.role,
            bio: input.bio,
            photo: input.photo,
          };
          let id: number;
          if (before) {
            id = Number(before.id);
            await trx
              .updateTable('author_profiles')
              .set({ ...values, updated_at: at })
              .where('id', '=', id)
              .execute();
          } else {
            const inserted = await trx
              .insertInto('author_profiles')
              .values({ ...values, user_id: userId, created_at: at, updated_at: at })
              .returning('id')
              .executeTakeFirstOrThrow();
            id = Number(inserted.id);
          }
          // Its words are about a person: the audit row names what changed, not the words.
          await writeAudit(trx, actor, {
            action: before ? 'author.update' : 'author.create',
            entity: 'author',
            entityId: id,
            after: { slug: input.slug },
          });
          // The articles showing this author show the change.
          const theirs = await trx
            .selectFrom('articles')
            .select('id')
            .where('author_id', '=', id)
            .execute();
          const shown = theirs.map((row) => Number(row.id));
          for (const article of shown) await announce(trx, article);
          return { id, shown };
        });
        for (const article of shown) published(articleKey(article));
        return id;
      } catch (error) {
        if (dialect.isUniqueViolation(error)) throw new TakenSlugError();
        throw error;
      }
    },
  };
}
