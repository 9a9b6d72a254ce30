// Migration 1 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m001: Migration = {
  name: 'users and contact messages',
  async up(db, d) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('completed_courses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enrolled_courses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completed_internships', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('users_email_normalized_unique')
      .unique()
      .on('users')
      .column('email_normalized')
      .execute();
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at')
      .on('contact_messages')
      .column('created_at')
      .execute();
  },
};
