// The content documents (contract/documents/index.ts), written once for both databases: what visitors
// see (the published data, with its version), the draft staff edit, a publish scheduled for a set
// time, and every published version. Each change increments the document's revision, which staff
// send back with the next change: a change based on an older revision is refused with who changed
// it and when (optimistic concurrency), never applied over theirs. Every change writes an audit
// row in its own transaction.

import type { Selectable, Updateable } from 'kysely';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { documentReads, parse, toDocument } from './document-reads';
import { seedDocuments } from './document-seed';
import { iso, now, writeAudit } from '../../db/rows';
import { type DocumentChange, type DocumentsRepository, isConflict } from './document-types';
import type { Actor } from '../../db/staff-types';
import type { SiteDocumentsTable } from '../tables';
import { PUBLISH_CHANNEL } from '../publish-channel';

export function documentsRepository(
  db: Db,
  dialect: SqlDialect,
): DocumentsRepository & { published(key: string): void } {
  const listeners = new Set<(key: string) => void>();
  /** Tells this instance's listeners (after the commit). */
  const published = (key: string) => {
    for (const listener of listeners) listener(key);
  };
  /** The document's row, locked for the transaction where the database has row locks. */
  const locked = (trx: Executor, key: string) =>
    trx
      .selectFrom('site_documents')
      .selectAll()
      .where('key', '=', key)
      .$if(dialect.forUpdate.enabled, (q) => q.forUpdate())
      .executeTakeFirst();

  /**
   * Runs `change` on the document's locked row when it is at `revision`; answers the changed
   * document, a conflict, or undefined for no such document.
   */
  const changeAt = (
    key: string,
    revision: number,
    change: (trx: Executor, row: Selectable<SiteDocumentsTable>, at: string) => Promise<void>,
  ): Promise<DocumentChange> =>
    db.transaction().execute(async (trx) => {
      const row = await locked(trx, key);
      if (!row) return undefined;
      if (Number(row.revision) !== revision) {
        return {
          conflict: {
            changedBy: row.changed_by,
            changedAt: iso(row.changed_at),
            revision: Number(row.revision),
          },
        };
      }
      await change(trx, row, now());
      const changed = await locked(trx, key);
      return changed && toDocument(changed);
    });

  /**
   * The change of a draft or a schedule by `actor`: writes `values` with the next revision, and
   * its audit row (`document.<verb>`).
   */
  const edit = async (
    trx: Executor,
    row: Selectable<SiteDocumentsTable>,
    at: string,
    actor: Actor,
    values: Updateable<SiteDocumentsTable>,
    audit: { verb: string; before?: unknown; after?: unknown },
  ): Promise<void> => {
    await trx
      .updateTable('site_documents')
      .set({
        ...values,
        revision: Number(row.revision) + 1,
        changed_at: at,
        changed_by: actor.email,
      })
      .where('key', '=', row.key)
      .execute();
    const { verb, ...change } = audit;
    await writeAudit(trx, actor, {
      action: `document.${verb}`,
      entity: 'document',
      entityId: null,
      ...change,
    });
  };

  /** Publishes `data` as the next version (on the caller's transaction). */
  async function publishOn(
    trx: Executor,
    row: Selectable<SiteDocumentsTable>,
    data: string,
    at: string,
    author: string,
    note: string | null,
  ): Promise<number> {
    const version = Number(row.published_version) + 1;
    await trx
      .insertInto('site_document_versions')
      .values({ key: row.key, version, data_json: data, note, author, created_at: at })
      .execute();
    await trx
      .updateTable('site_documents')
      .set({
        published_json: data,
        published_version: version,
        published_at: at,
        published_by: author,
        draft_json: null,
        publish_at: null,
        publish_note: null,
        revision: Number(row.revision) + 1,
        changed_at: at,
        changed_by: author,
      })
      .where('key', '=', row.key)
      .execute();
    await dialect.notify(trx, PUBLISH_CHANNEL, row.key);
    return version;
  }

  const reads = documentReads(db);
  const { readVersion } = reads;
  return {
    get: reads.get,
    list: reads.list,
    versions: reads.versions,
    version: reads.version,
    seed: (seeds) => seedDocuments(db, seeds),

    saveDraft: (key, data, revision, actor) =>
      changeAt(key, revision, (trx, row, at) =>
        edit(
          trx,
          row,
          at,
          actor,
          { draft_json: JSON.stringify(data) },
          {
            verb: 'save',
            after: { key, revision: Number(row.revision) + 1 },
          },
        ),
      ),

    discardDraft: (key, revision, actor) =>
      changeAt(key, revision, (trx, row, at) =>
        edit(
          trx,
          row,
          at,
          actor,
          { draft_json: null, publish_at: null, publish_note: null },
          { verb: 'discard', before: { key, draft: parse(row.draft_json) } },
        ),
      ),

    async publish(key, { revision, note, at: when }, actor) {
      const change = await changeAt(key, revision, async (trx, row, at) => {
        const data = row.draft_json ?? row.published_json;
        if (when && when.getTime() > Date.now()) {
          const schedule = { publish_at: when.toISOString(), publish_note: note ?? null };
          await edit(
            trx,
            row,
            at,
            actor,
            { draft_json: data, ...schedule },
            {
              verb: 'schedule',
              after: { key, at: schedule.publish_at, note: schedule.publish_note },
            },
          );
          return;
        }
        const version = await publishOn(trx, row, data, at, actor.email, note ?? null);
        await writeAudit(trx, actor, {
          action: 'document.publish',
          entity: 'document',
          entityId: null,
          after: { key, version, note: note ?? null },
        });
      });
      if (change && !isConflict(change) && change.publishAt === null) published(key);
      return change;
    },

    async publishDue(at) {
      const keys = await db.transaction().execute(async (trx) => {
        // SKIP LOCKED: another instance publishing the same document at this moment is left to it.
        const due = await trx
          .selectFrom('site_documents')
          .selectAll()
          .where('publish_at', 'is not', null)
          .where('publish_at', '<=', at.toISOString())
          .$if(dialect.forUpdate.enabled, (q) => q.forUpdate())
          .$if(dialect.forUpdate.skipLocked, (q) => q.skipLocked())
          .execute();
        for (const row of due) {
          const author = row.changed_by;
          const version = await publishOn(
            trx,
            row,
            row.draft_json ?? row.published_json,
            at.toISOString(),
            author,
            row.publish_note,
          );
          await writeAudit(
            trx,
            { id: null, email: 'scheduler' },
            {
              action: 'document.publish',
              entity: 'document',
              entityId: null,
              after: { key: row.key, version, scheduledBy: author, note: row.publish_note },
            },
          );
        }
        return due.map((row) => row.key);
      });
      for (const key of keys) published(key);
      return keys;
    },

    onPublish(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    published,

    async restore(key, version, revision, actor) {
      // Versions never change: read outside the document's transaction.
      const old = await readVersion(key, version);
      if (old === undefined) return undefined;
      return changeAt(key, revision, (trx, row, at) =>
        edit(
          trx,
          row,
          at,
          actor,
          { draft_json: old },
          { verb: 'restore', after: { key, version } },
        ),
      );
    },
  };
}
