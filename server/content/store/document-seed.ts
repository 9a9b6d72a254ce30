// Publishes each declared content document the database does not hold yet as version 1 of its
// seed (contract/documents/index.ts), when the store opens: a document declared after an installation
// was made reaches it without a migration. Instances starting together insert each once.

import type { Db } from '../../db/dialect';
import { now } from '../../db/rows';

export async function seedDocuments(db: Db, seeds: Record<string, unknown>): Promise<void> {
  for (const [key, data] of Object.entries(seeds)) {
    await db.transaction().execute(async (trx) => {
      const at = now();
      const author = 'installation';
      const inserted = await trx
        .insertInto('site_documents')
        .values({
          key,
          published_json: JSON.stringify(data),
          published_version: 1,
          published_at: at,
          published_by: author,
          draft_json: null,
          revision: 1,
          changed_at: at,
          changed_by: author,
          publish_note: null,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!inserted) return;
      await trx
        .insertInto('site_document_versions')
        .values({
          key,
          version: 1,
          data_json: JSON.stringify(data),
          note: 'The installation’s content',
          author,
          created_at: at,
        })
        .execute();
    });
  }
}
