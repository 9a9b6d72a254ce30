// Migration 21 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Executor } from '../dialect';
import type { Migration } from './migration';

/**
 * Plain paragraphs (a blank line between them) as rich text (contract/rich-text.ts), written out
 * here rather than imported, so that this migration stays as it shipped whatever the contract
 * becomes. A line break inside a paragraph was shown as a space: it stays one.
 */
const richText = (text: string) => ({
  root: {
    type: 'root',
    children: text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
      .filter(Boolean)
      .map((paragraph) => ({ type: 'paragraph', children: [{ type: 'text', text: paragraph }] })),
  },
});

const STORY = ['challenge', 'solution'] as const;

/** The case studies' document with each study's story as rich text; other JSON as it was. */
function converted(json: string): string {
  const data = JSON.parse(json) as { studies?: unknown };
  if (!Array.isArray(data.studies)) return json;
  for (const study of data.studies as Record<string, unknown>[]) {
    for (const field of STORY) {
      const value = study?.[field];
      if (typeof value === 'string') study[field] = richText(value);
    }
  }
  return JSON.stringify(data);
}

async function convertDocuments(db: Executor): Promise<void> {
  const rows = await db
    .selectFrom('site_documents')
    .select(['published_json', 'draft_json'])
    .where('key', '=', 'caseStudies')
    .execute();
  for (const row of rows) {
    await db
      .updateTable('site_documents')
      .set({
        published_json: converted(row.published_json),
        draft_json: row.draft_json === null ? null : converted(row.draft_json),
      })
      .where('key', '=', 'caseStudies')
      .execute();
  }
  const versions = await db
    .selectFrom('site_document_versions')
    .select(['version', 'data_json'])
    .where('key', '=', 'caseStudies')
    .execute();
  for (const version of versions) {
    await db
      .updateTable('site_document_versions')
      .set({ data_json: converted(version.data_json) })
      .where('key', '=', 'caseStudies')
      .where('version', '=', version.version)
      .execute();
  }
}

export const m021: Migration = {
  // A case study's challenge and solution become rich text (headings, lists, bold, links), the
  // owner's longest texts. The published document, its draft and every version are turned from
  // plain paragraphs, so the pages read the same words and every version can still be restored.
  name: 'case studies: the story as rich text',
  up: (db) => convertDocuments(db),
};
