// The content documents as they are read (documents.ts changes them): a document's row in the
// store's shape, and its published versions.

import type { Selectable } from 'kysely';
import type { Db } from '../../db/dialect';
import type { StoredDocument } from './document-types';
import { iso, isoOrNull } from '../../db/rows';
import type { SiteDocumentsTable } from '../tables';

export const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export const toDocument = (row: Selectable<SiteDocumentsTable>): StoredDocument => ({
  key: row.key,
  revision: Number(row.revision),
  changedAt: iso(row.changed_at),
  changedBy: row.changed_by,
  published: parse(row.published_json),
  publishedVersion: Number(row.published_version),
  publishedAt: iso(row.published_at),
  publishedBy: row.published_by,
  draft: parse(row.draft_json),
  publishAt: isoOrNull(row.publish_at),
});

export function documentReads(db: Db) {
  /** A published version's data, as stored (JSON text). */
  const readVersion = async (key: string, version: number): Promise<string | undefined> =>
    (
      await db
        .selectFrom('site_document_versions')
        .select('data_json')
        .where('key', '=', key)
        .where('version', '=', version)
        .executeTakeFirst()
    )?.data_json;

  return {
    readVersion,
    async get(key: string): Promise<StoredDocument | undefined> {
      const row = await db
        .selectFrom('site_documents')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      return row && toDocument(row);
    },

    async list() {
      const rows = await db.selectFrom('site_documents').selectAll().orderBy('key').execute();
      return rows.map(toDocument);
    },

    async versions(key: string) {
      const rows = await db
        .selectFrom('site_document_versions')
        .select(['version', 'author', 'created_at', 'note'])
        .where('key', '=', key)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((r) => ({
        version: Number(r.version),
        author: r.author,
        createdAt: iso(r.created_at),
        note: r.note,
      }));
    },

    async version(key: string, version: number): Promise<unknown> {
      const data = await readVersion(key, version);
      return data === undefined ? undefined : parse(data);
    },
  };
}
