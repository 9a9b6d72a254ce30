// Migration 20 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m020: Migration = {
  // The name of the file an image was uploaded as ("team-offsite.jpg"), so that staff can find
  // it in the media library by it. Images uploaded before have none ('').
  name: 'media library: file names',
  async up(db) {
    await db.schema
      .alterTable('media')
      .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
