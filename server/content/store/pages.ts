// The pages staff build from blocks, written once for both databases (page-types.ts says what
// each does). A page's words are a content document's (documents.ts): created here with the page
// as a draft never published (version 0), removed here with it. Each change writes its audit row
// and tells every instance (the content's channel, with the page's key) in its transaction.

import { sql } from 'kysely';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { iso, isoOrNull, now, writeAudit } from '../../db/rows';
import type { Actor } from '../../db/staff-types';
import { pageKey } from '../../../contract/values/content/pages';
import { changeAnnounced, deleteDocument, insertFirstDraft } from './document-kinds';
import { PUBLISH_CHANNEL } from '../publish-channel';
import { parse } from './document-reads';
import { type PagesRepository, type StoredPage, TakenPathError } from './page-types';

export function pagesRepository(
  db: Db,
  dialect: SqlDialect,
  /** Tells this instance's listeners that a page's document changed what visitors see. */
  published: (key: string) => void,
): PagesRepository {
  const withDocument = (q: Executor) =>
    q
      .selectFrom('pages')
      .innerJoin('site_documents', (join) =>
        join.on(sql<boolean>`site_documents.key = 'page-' || CAST(pages.id AS text)`),
      )
      .select([
        'pages.id',
        'pages.path',
        'pages.status',
        'pages.nav_place',
        'pages.nav_order',
        'pages.created_at',
        'pages.updated_at',
        'site_documents.key',
        'site_documents.published_json',
        'site_documents.published_version',
        'site_documents.draft_json',
        'site_documents.publish_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withDocument>['executeTakeFirstOrThrow']>>;
  const toPage = (row: Row): StoredPage => ({
    id: Number(row.id),
    key: row.key,
    path: row.path,
    status: row.status,
    navPlace: row.nav_place,
    navOrder: Number(row.nav_order),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    published: parse(row.published_json),
    publishedVersion: Number(row.published_version),
    draft: parse(row.draft_json),
    publishAt: isoOrNull(row.publish_at),
  });
  const byId = async (q: Executor, id: number) => {
    const row = await withDocument(q).where('pages.id', '=', id).executeTakeFirst();
    return row && toPage(row);
  };
  const audit = (
    trx: Executor,
    actor: Actor,
    verb: string,
    id: number,
    after?: unknown,
    before?: unknown,
  ) =>
    writeAudit(trx, actor, { action: `page.${verb}`, entity: 'page', entityId: id, after, before });
  const announce = (trx: Executor, id: number) => dialect.notify(trx, PUBLISH_CHANNEL, pageKey(id));

  /** Runs `change` on the page's row in a transaction; false when there is no such page. */
  const changePage = (
    id: number,
    change: (trx: Executor, before: StoredPage, at: string) => Promise<void>,
  ) =>
    changeAnnounced(
      db,
      (trx) => byId(trx, id),
      (trx, before) => change(trx, before, now()),
      (trx) => announce(trx, id),
      () => published(pageKey(id)),
    );

  return {
    async list() {
      const rows = await withDocument(db).orderBy('pages.nav_order').orderBy('pages.id').execute();
      return rows.map(toPage);
    },

    get: (id) => byId(db, id),

    async create(data, actor) {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const inserted = await trx
          .insertInto('pages')
          .values({ path: null, status: 'draft', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        await insertFirstDraft(trx, pageKey(id), data, actor, at);
        await audit(trx, actor, 'create', id, { key: pageKey(id) });
        return id;
      });
    },

    async published(id, path, actor) {
      try {
        return await changePage(id, async (trx, before, at) => {
          if (before.path === path && before.status === 'published') return;
          await trx
            .updateTable('pages')
            .set({ path, status: 'published', updated_at: at })
            .where('id', '=', id)
            .execute();
          await audit(
            trx,
            actor,
            'address',
            id,
            { path },
            { path: before.path, status: before.status },
          );
        });
      } catch (error) {
        if (dialect.isUniqueViolation(error)) throw new TakenPathError();
        throw error;
      }
    },

    unpublish: (id, actor) =>
      changePage(id, async (trx, before, at) => {
        await trx
          .updateTable('pages')
          .set({ status: 'unpublished', updated_at: at })
          .where('id', '=', id)
          .execute();
        await audit(trx, actor, 'unpublish', id, { path: before.path }, { status: before.status });
      }),

    async place(places, actor) {
      await db.transaction().execute(async (trx) => {
        const at = now();
        for (const { id, navPlace, navOrder } of places) {
          await trx
            .updateTable('pages')
            .set({ nav_place: navPlace, nav_order: navOrder, updated_at: at })
            .where('id', '=', id)
            .execute();
        }
        await writeAudit(trx, actor, {
          action: 'page.navigation',
          entity: 'page',
          entityId: null,
          after: places,
        });
        for (const { id } of places) await announce(trx, id);
      });
      for (const { id } of places) published(pageKey(id));
    },

    async remove(id, actor) {
      let removed: StoredPage | undefined;
      await changePage(id, async (trx, before) => {
        removed = before;
        await deleteDocument(trx, before.key);
        await trx.deleteFrom('pages').where('id', '=', id).execute();
        await audit(trx, actor, 'delete', id, undefined, {
          path: before.path,
          data: before.published,
        });
      });
      return removed;
    },
  };
}
