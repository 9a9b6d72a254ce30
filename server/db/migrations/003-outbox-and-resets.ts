// Migration 3 (migrations.ts keeps the list in order; never edit one that has shipped).

import { CHECK_IN, type Migration } from './migration';

export const m003: Migration = {
  // Email. The outbox (server/mail/outbox-worker.ts): one row per email, written in the same
  // transaction as what caused it; the body is sealed (server/mail/seal.ts) and erased once
  // sent. Password reset tokens, kept only as SHA-256 hashes. users.token_version: a login
  // token carries the version it was issued under; a reset or a password change bumps it.
  name: 'email outbox, password resets, token versions',
  async up(db, d) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('email_outbox')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(CHECK_IN('status', ['pending', 'sent', 'failed'])),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('locked_until', d.types.timestamp)
      .addColumn('last_error', 'text')
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('sent_at', d.types.timestamp)
      .execute();
    await db.schema
      .createIndex('email_outbox_due')
      .on('email_outbox')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('expires_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('used_at', d.types.timestamp)
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_user')
      .on('password_resets')
      .column('user_id')
      .execute();
  },
};
