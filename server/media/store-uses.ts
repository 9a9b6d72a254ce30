// Where the media library's images are used: in a content document (published, or in its draft
// only) and in an image field of a collection's item. The library lists it beside each image, and
// an image in use is not deleted (a page would lose it): staff choose another image there first.
// Past versions of a document do not count.

import type { Kysely } from 'kysely';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  columnOf,
  type FieldDeclaration,
} from '../../contract/values/collections';
import { DOCUMENTS, type DocumentKey } from '../../contract/documents';
import type { Executor } from '../db/dialect';
import type { MediaUse } from '../db/staff-types';

const UPLOAD_KEYS = /\/media\/uploads\/([0-9a-f-]{36})/g;
const keysIn = (text: string | null): Set<string> =>
  new Set(text ? [...text.matchAll(UPLOAD_KEYS)].map((m) => m[1] as string) : []);

/** The uses of each image, by key; `only`: of those keys alone. */
export async function findMediaUses(
  db: Executor,
  only?: readonly string[],
): Promise<Map<string, MediaUse[]>> {
  const wanted = only && new Set(only);
  const uses = new Map<string, MediaUse[]>();
  const add = (key: string, use: MediaUse) => {
    if (wanted && !wanted.has(key)) return;
    uses.set(key, [...(uses.get(key) ?? []), use]);
  };

  // A handful of documents: each read whole.
  const documents = await db
    .selectFrom('site_documents')
    .select(['key', 'published_json', 'draft_json'])
    .orderBy('key')
    .execute();
  for (const row of documents) {
    const title = DOCUMENTS[row.key as DocumentKey]?.title ?? row.key;
    const path = `/staff/content/${row.key}`;
    const published = keysIn(row.published_json);
    for (const key of published) add(key, { label: title, path });
    for (const key of keysIn(row.draft_json)) {
      if (!published.has(key)) add(key, { label: `${title} (draft)`, path });
    }
  }

  // The items whose image field holds an upload: an indexed equality would need every address;
  // a prefix match reads the items that hold any upload.
  for (const name of COLLECTION_NAMES) {
    const declaration = COLLECTIONS[name];
    for (const [field, spec] of Object.entries(declaration.fields)) {
      if (spec.widget !== 'image') continue;
      const column = columnOf(field, spec);
      const titleSpec = (declaration.fields as Record<string, FieldDeclaration>)[
        declaration.titleField
      ];
      const title = titleSpec ? columnOf(declaration.titleField, titleSpec) : 'id';
      const loose = db as unknown as Kysely<Record<string, Record<string, string>>>;
      const rows = await loose
        .selectFrom(declaration.table)
        .select([`${column} as image`, `${title} as title`])
        .where(column, 'like', '/media/uploads/%')
        .execute();
      for (const row of rows) {
        for (const key of keysIn(row.image)) {
          add(key, { label: `${declaration.entity} “${row.title}”`, path: declaration.editorPath });
        }
      }
    }
  }
  return uses;
}
