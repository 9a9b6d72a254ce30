// An article's row read with its content document and its tags, for both databases: the reads
// the articles' repository (store.ts) builds on.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import type { Executor } from '../../db/dialect';
import { iso, isoOrNull } from '../../db/rows';
import type { ArticleTag } from '../../../contract/api/article-shapes';
import { parse } from '../store/document-reads';
import type { ArticleQuery, StoredArticle } from './types';

export const withDocument = (q: Executor) =>
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
export const toArticles = async (q: Executor, rows: Row[]): Promise<StoredArticle[]> => {
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
export const one = async (q: Executor, row: Row | undefined) =>
  row && (await toArticles(q, [row]))[0];
export const byId = async (q: Executor, id: number) =>
  one(q, await withDocument(q).where('articles.id', '=', id).executeTakeFirst());

/** The published articles, newest first (by first publish). */
export const listed = (q: Executor) =>
  withDocument(q)
    .where('articles.status', '=', 'published')
    .orderBy('articles.first_published_at', 'desc')
    .orderBy('articles.id', 'desc');

/** The published articles a list shows: all, a tag's, an author's. */
export const inList =
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
