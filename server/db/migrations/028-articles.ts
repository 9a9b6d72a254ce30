// Migration 28 (migrations.ts keeps the list in order; never edit one that has shipped).

import { CHECK_IN, type Migration } from './migration';

export const m028: Migration = {
  // The insights' articles (content/articles/). Each article's words, draft, schedule and
  // versions are a content document's (site_documents, key 'article-<id>'); `articles` holds what
  // is looked up, listed or must be unique, kept in step with each publish: its address as
  // published (unique; null before the first publish), whether visitors see it, its author, its
  // reading time and dates; `article_tags` its published tags (name as typed, slug). An author
  // profile is about a staff member (user_id, unique): the name, role, bio and photo visitors see
  // beside their articles; an account's deletion empties it (docs/security.md).
  name: 'articles, their tags, author profiles',
  async up(db, d) {
    await db.schema
      .createTable('author_profiles')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('user_id', 'integer', (c) => c.unique().references('users.id'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
      // An image of the media library (its key); none when it is deleted there.
      .addColumn('photo', 'text')
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('articles')
      .addColumn('id', 'integer', (c) => d.serialId(c))
      .addColumn('slug', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(CHECK_IN('status', ['draft', 'published', 'unpublished'])),
      )
      .addColumn('author_id', 'integer', (c) => c.notNull().references('author_profiles.id'))
      .addColumn('reading_minutes', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('first_published_at', d.types.timestamp)
      .addColumn('published_at', d.types.timestamp)
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('updated_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    // The published articles newest first, all of them or one author's.
    await db.schema
      .createIndex('articles_listed')
      .on('articles')
      .columns(['status', 'first_published_at', 'id'])
      .execute();
    await db.schema
      .createIndex('articles_author')
      .on('articles')
      .columns(['author_id', 'status', 'first_published_at'])
      .execute();
    await db.schema
      .createTable('article_tags')
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'slug'])
      .execute();
    // A tag's articles.
    await db.schema
      .createIndex('article_tags_slug')
      .on('article_tags')
      .columns(['slug', 'article_id'])
      .execute();
  },
};
