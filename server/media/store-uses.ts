// Where the media library's images are used: in a content document (published, or in its draft
// only) and in an image field of a collection's item. The library lists it beside each image, and
// an image in use is not deleted (a page would lose it): staff choose another image there first.
// Past versions of a document do not count. A document is named as staff know it, with the
// screen that edits it: the site's own documents by their title, an article or a page staff built
// by its own title (its draft's, else as published).

import type { Kysely } from 'kysely';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  columnOf,
  type FieldDeclaration,
} from '../../contract/values/collections';
import { DOCUMENTS, type DocumentKey } from '../../contract/documents';
import { articleEditorPath, articleIdOf } from '../../contract/values/content/articles';
import { pageEditorPath, pageIdOf } from '../../contract/values/content/pages';
import type { Executor } from '../db/dialect';
import type { MediaUse } from '../db/staff-types';

const UPLOAD_KEYS = /\/media\/uploads\/([0-9a-f-]{36})/g;
const keysIn = (text: string | null): Set<string> =>
  new Set(text ? [...text.matchAll(UPLOAD_KEYS)].map((m) => m[1] as string) : []);

/** The `title` a document's JSON holds, if any. */
const titleIn = (text: string | null): string | undefined => {
  try {
    const title = (JSON.parse(text ?? 'null') as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title.trim() ? title : undefined;
  } catch {
    return undefined;
  }
};

interface DocumentRow {
  key: string;
  published_json: string | null;
  draft_json: string | null;
}

/** A document as the library names it, and the screen that edits it. */
function documentUse({ key, published_json, draft_json }: DocumentRow): MediaUse {
  const article = articleIdOf(key);
  const page = pageIdOf(key);
  const title = () => titleIn(draft_json) ?? titleIn(published_json) ?? key;
  if (article !== undefined)
    return { label: `article “${title()}”`, path: articleEditorPath(article) };
  if (page !== undefined) return { label: `page “${title()}”`, path: pageEditorPath(page) };
  return { label: DOCUMENTS[key as DocumentKey]?.title ?? key, path: `/staff/content/${key}` };
}

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

  // The documents (the site's own, the articles, the pages staff built): each read whole.
  const documents = await db
    .selectFrom('site_documents')
    .select(['key', 'published_json', 'draft_json'])
    .orderBy('key')
    .execute();
  for (const row of documents) {
    const published = keysIn(row.published_json);
    const drafted = [...keysIn(row.draft_json)].filter((key) => !published.has(key));
    if (![...published, ...drafted].some((key) => !wanted || wanted.has(key))) continue;
    const { label, path } = documentUse(row);
    for (const key of published) add(key, { label, path });
    for (const key of drafted) add(key, { label: `${label} (draft)`, path });
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
