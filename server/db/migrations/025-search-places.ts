// Migration 25 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m025: Migration = {
  // Where a site search result is, as a visitor reads it, when its address says it badly (a
  // product is shown by the shop's search for it: "Shop › Web Application Security Review"
  // rather than /products?q=…). Null: the address says it. Written by its source.
  name: "site search: a result's place",
  async up(db) {
    await db.schema.alterTable('search_entries').addColumn('place', 'text').execute();
  },
};
