// Migration 8 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m008: Migration = {
  // The content documents staff edit as a whole (contract/documents/index.ts): what is published, the
  // draft, a scheduled publish, and every published version. Their seeds are published as
  // version 1 when the store opens (documents.ts, seed), so a document declared later
  // reaches existing installations without a migration of its own.
  name: 'content documents and their versions',
  async up(db, d) {
    await db.schema
      .createTable('site_documents')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('published_json', 'text', (c) => c.notNull())
      .addColumn('published_version', 'integer', (c) => c.notNull())
      .addColumn('published_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('published_by', 'text', (c) => c.notNull())
      .addColumn('draft_json', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('changed_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('publish_at', d.types.timestamp)
      .addColumn('publish_note', 'text')
      .execute();
    await db.schema
      .createIndex('site_documents_publish_at')
      .on('site_documents')
      .column('publish_at')
      .execute();
    await db.schema
      .createTable('site_document_versions')
      .addColumn('key', 'text', (c) => c.notNull().references('site_documents.key'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('site_document_versions_pk', ['key', 'version'])
      .execute();
  },
};
