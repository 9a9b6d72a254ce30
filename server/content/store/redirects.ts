// The redirects (content/redirects.ts has their rules), written once for both databases: an old
// address's row (unique by its key: the path in lower case, without a trailing slash), what it
// answers and its target. Each change is audited in its own transaction and announced on the
// content's channel (publish-channel.ts), so that every instance reads its table again.

import { type Selectable, sql } from 'kysely';
import { REDIRECTS_PAGE_SIZE, redirectKey } from '../../../contract/values/content/redirects';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { type Order, readPage } from '../../db/keyset';
import { countOf, iso, now, writeAudit } from '../../db/rows';
import { PUBLISH_CHANNEL, REDIRECTS_CHANGED } from '../publish-channel';
import type { ContentTables } from '../tables';
import {
  DuplicateRedirectError,
  type RedirectsRepository,
  type StoredRedirect,
} from './redirect-types';

type Row = Selectable<ContentTables['redirects']>;

const toRedirect = (row: Row): StoredRedirect => ({
  id: Number(row.id),
  key: row.from_key,
  from: row.from_path,
  kind: row.kind,
  to: row.to_target,
  changedBy: row.changed_by,
  updatedAt: iso(row.updated_at),
});

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const ORDER: Order = [['from_key', 'asc']];

export function redirectsRepository(
  db: Db,
  dialect: SqlDialect,
): RedirectsRepository & { changed(): void } {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const announce = (trx: Executor) => dialect.notify(trx, PUBLISH_CHANNEL, REDIRECTS_CHANGED);
  const byId = (trx: Executor, id: number) =>
    trx.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();

  const filtered = (q: string | undefined) =>
    db
      .selectFrom('redirects')
      .$if(Boolean(q?.trim()), (query) =>
        query.where(({ or }) =>
          or([
            sql<boolean>`from_key LIKE ${containing(q!.trim())} ESCAPE '\\'`,
            sql<boolean>`lower(to_target) LIKE ${containing(q!.trim())} ESCAPE '\\'`,
          ]),
        ),
      );

  return {
    async list({ q, cursor }) {
      const [page, total] = await Promise.all([
        readPage(filtered(q).selectAll(), ORDER, cursor, REDIRECTS_PAGE_SIZE),
        countOf(filtered(q)),
      ]);
      return {
        items: page.rows.map(toRedirect),
        total,
        pageSize: REDIRECTS_PAGE_SIZE,
        next: page.next,
      };
    },

    async all() {
      const rows = await db.selectFrom('redirects').selectAll().orderBy('from_key').execute();
      return rows.map(toRedirect);
    },

    async get(id) {
      const row = await byId(db, id);
      return row && toRedirect(row);
    },

    async save(id, write, actor, options = {}) {
      const key = redirectKey(write.from);
      const values = {
        from_path: write.from,
        from_key: key,
        kind: write.kind,
        to_target: write.kind === 'gone' ? null : write.to,
        changed_by: actor.email,
        updated_at: now(),
      };
      let saved: Row | undefined;
      try {
        saved = await db.transaction().execute(async (trx) => {
          const before = id === undefined ? undefined : await byId(trx, id);
          if (id !== undefined && !before) return undefined;
          if (options.follow) {
            // Local targets only: their key is the path's; an external address is no key.
            const targetKey = values.to_target?.startsWith('/')
              ? redirectKey(values.to_target)
              : undefined;
            if (targetKey)
              await trx.deleteFrom('redirects').where('from_key', '=', targetKey).execute();
            const leading = await trx.selectFrom('redirects').selectAll().execute();
            for (const row of leading.filter(
              (r) => r.to_target?.startsWith('/') && redirectKey(r.to_target) === key,
            )) {
              await trx
                .updateTable('redirects')
                .set({
                  kind: values.kind,
                  to_target: values.to_target,
                  updated_at: values.updated_at,
                })
                .where('id', '=', row.id)
                .execute();
            }
          }
          const row = before
            ? await trx
                .updateTable('redirects')
                .set(values)
                .where('id', '=', before.id)
                .returningAll()
                .executeTakeFirstOrThrow()
            : await trx
                .insertInto('redirects')
                .values({ ...values, created_at: values.updated_at })
                .returningAll()
                .executeTakeFirstOrThrow();
          await writeAudit(trx, actor, {
            action: before ? 'redirect.update' : 'redirect.create',
            entity: 'redirect',
            entityId: Number(row.id),
            ...(before ? { before: toRedirect(before) } : {}),
            after: toRedirect(row),
          });
          await announce(trx);
          return row;
        });
      } catch (error) {
        if (dialect.isUniqueViolation(error)) throw new DuplicateRedirectError();
        throw error;
      }
      if (saved) changed();
      return saved && toRedirect(saved);
    },

    async remove(id, actor) {
      const removed = await db.transaction().execute(async (trx) => {
        const before = await byId(trx, id);
        if (!before) return false;
        await trx.deleteFrom('redirects').where('id', '=', id).execute();
        await writeAudit(trx, actor, {
          action: 'redirect.delete',
          entity: 'redirect',
          entityId: id,
          before: toRedirect(before),
        });
        await announce(trx);
        return true;
      });
      if (removed) changed();
      return removed;
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    changed,
  };
}
