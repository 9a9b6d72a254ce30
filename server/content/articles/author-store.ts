// The author profiles' rows, written once for both databases (types.ts says what each does): a
// change to a profile tells every instance about each article showing it. store.ts joins this to
// the articles' repository.
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { iso, now, writeAudit } from '../../db/rows';
import { articleKey } from '../../../contract/values/content/articles';
import { PUBLISH_CHANNEL } from '../publish-channel';
import { type ArticlesRepository, type StoredAuthor, TakenSlugError } from './types';

type AuthorsRepository = Pick<
  ArticlesRepository,
  'authors' | 'author' | 'authorBySlug' | 'authorOfUser' | 'saveAuthor'
>;

export function authorsRepository(
  db: Db,
  dialect: SqlDialect,
  published: (key: string) => void,
): AuthorsRepository {
  const announce = (trx: Executor, id: number) =>
    dialect.notify(trx, PUBLISH_CHANNEL, articleKey(id));

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
