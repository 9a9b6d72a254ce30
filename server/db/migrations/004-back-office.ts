// Migration 4 (migrations.ts keeps the list in order; never edit one that has shipped).

import { sql } from 'kysely';
import { CHECK_IN, type Migration } from './migration';
import { seedContent } from '../../content/store/seed';

export const m004: Migration = {
  // The staff back office: account roles, the inbox's status, the content staff edit (seeded
  // with the demo content, seed.ts) and the append-only audit log.
  name: 'back office: roles, inbox status, content, audit log',
  async up(db, d) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) =>
        c
          .notNull()
          .defaultTo('member')
          .check(CHECK_IN('role', ['member', 'staff'])),
      )
      .execute();
    await db.schema.createIndex('users_role').on('users').column('role').execute();
    await db.schema
      .alterTable('contact_messages')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('unread')
          .check(CHECK_IN('status', ['unread', 'handled'])),
      )
      .execute();
    await db.schema
      .createIndex('contact_messages_status')
      .on('contact_messages')
      .column('status')
      .execute();

    const stamps = (table: ReturnType<typeof db.schema.createTable>) =>
      table
        .addColumn('published', d.types.boolean, (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', d.types.timestamp, (c) => c.notNull());
    await db.schema
      .createTable('posts')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('type', 'text', (c) => c.notNull().check(CHECK_IN('type', ['job', 'internship'])))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .$call(stamps)
      .execute();
    await db.schema
      .createTable('testimonials')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('designation', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('photo', 'text')
      .$call(stamps)
      .execute();
    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('rating_rate', d.types.real, (c) => c.notNull().defaultTo(0))
      .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(stamps)
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('at', d.types.timestamp, (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await d.appendOnly(db, 'audit_log');

    await seedContent(db, d);
  },
};
