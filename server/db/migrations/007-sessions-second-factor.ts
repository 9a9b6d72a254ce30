// Migration 7 (migrations.ts keeps the list in order; never edit one that has shipped).

import type { Migration } from './migration';

export const m007: Migration = {
  // Sessions kept on the server (server/accounts/sessions.ts): a login token names its row (`sid`),
  // logging out ends it, and a staff session idle too long ends. The staff second factor
  // (server/accounts/second-factor.ts): a TOTP secret sealed with a key derived from the JWT
  // secret, pending until confirmed, the last time step used (a code is never accepted twice),
  // and the ten single-use recovery codes, kept only as keyed hashes.
  name: 'sessions and the second factor',
  async up(db, d) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('last_seen_at', d.types.timestamp, (c) => c.notNull())
      .addColumn('ended_at', d.types.timestamp)
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('second_factors')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('enabled_at', d.types.timestamp)
      .addColumn('last_step', 'integer')
      .addColumn('created_at', d.types.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'integer', (c) => d.identity(c))
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', d.types.timestamp)
      .execute();
    await db.schema
      .createIndex('recovery_codes_user')
      .on('recovery_codes')
      .column('user_id')
      .execute();
  },
};
