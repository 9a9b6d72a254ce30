// What the stores of the content documents of one kind (the pages staff build, key page-<id>:
// pages.ts; the articles, key article-<id>: articles/store.ts) do alike: a row of their own table
// beside a document, made with it as a draft never published, removed with it and every version,
// and each change in a transaction that tells every instance (the content's channel) before this
// one's listeners hear of it.

import type { Db, Executor } from '../../db/dialect';
import type { Actor } from '../../db/staff-types';

/** Inserts the document `key` as a first draft never published (version 0), on `trx`. */
export async function insertFirstDraft(
  trx: Executor,
  key: string,
  data: unknown,
  actor: Actor,
  at: string,
): Promise<void> {
  const json = JSON.stringify(data);
  await trx
    .insertInto('site_documents')
    .values({
      key,
      // Version 0: never published (visitors see none of it until the first publish).
      published_json: json,
      published_version: 0,
      published_at: at,
      published_by: actor.email,
      draft_json: json,
      revision: 1,
      changed_at: at,
      changed_by: actor.email,
      publish_note: null,
    })
    .execute();
}

/** Deletes the document `key` with every version, on `trx`. */
export async function deleteDocument(trx: Executor, key: string): Promise<void> {
  await trx.deleteFrom('site_document_versions').where('key', '=', key).execute();
  await trx.deleteFrom('site_documents').where('key', '=', key).execute();
}

/**
 * Runs `change` on the row `read` finds, in a transaction that then `announce`s it to every
 * instance; once committed, `heard()` tells this one. False when there is no such row.
 */
export async function changeAnnounced<T>(
  db: Db,
  read: (trx: Executor) => Promise<T | undefined>,
  change: (trx: Executor, before: T) => Promise<void>,
  announce: (trx: Executor) => Promise<void>,
  heard: () => void,
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const before = await read(trx);
    if (!before) return false;
    await change(trx, before);
    await announce(trx);
    return true;
  });
  if (done) heard();
  return done;
}
