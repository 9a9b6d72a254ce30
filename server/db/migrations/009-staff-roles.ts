// Migration 9 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { CHECK_IN, type Migration } from './migration';

export const m009: Migration = {
  // Two staff roles: users.role is member, editor (the site's content only) or admin (the whole
  // back office); every account that was staff becomes an admin, so nobody loses access. A
  // column's CHECK cannot be changed in place on SQLite, so the column is made again on both
  // databases (same DDL, same constraint names): its values kept aside, the column and its index
  // dropped, then added with the new CHECK and filled.
  name: 'staff roles: editor and admin',
  async up(db) {
    await db.schema.alterTable('users').addColumn('role_before', 'text').execute();
    await sql`UPDATE users SET role_before = role`.execute(db);
    await db.schema.dropIndex('users_role').execute();
    await db.schema.alterTable('users').dropColumn('role').execute();
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('member')
          .check(CHECK_IN('role', ['member', 'editor', 'admin'])),
      )
      .execute();
    await sql`UPDATE users SET role = 'admin' WHERE role_before = 'staff'`.execute(db);
    await db.schema.alterTable('users').dropColumn('role_before').execute();
    await db.schema.createIndex('users_role').on('users').column('role').execute();
  },
};
