// Migration 6 (migrations.ts keeps the list in order; never edit one that has shipped).

import { CHECK_IN, type Migration } from './migration';

export const m006: Migration = {
  // Email verification and one-time passwords. users.email_verified_at: when a link emailed to
  // the address was used (null: not verified); accounts that are staff at the upgrade count as
  // verified, since an operator promoted them. users.password_expires_at: set for a one-time
  // password printed by `npm run staff -- add`, which works until then and must be changed at
  // first login. password_resets.purpose: the table holds every single-use link emailed to an
  // account (a password reset, a staff invitation's set-password link, an email verification).
  name: 'email verification, one-time passwords, link purposes',
  async up(db, d) {
    await db.schema.alterTable('users').addColumn('email_verified_at', d.types.timestamp).execute();
    await db.schema
      .alterTable('users')
      .addColumn('password_expires_at', d.types.timestamp)
      .execute();
    await db.schema
      .alterTable('password_resets')
      .addColumn('purpose', 'text', (c) =>
        c
          .notNull()
          .defaultTo('reset')
          .check(CHECK_IN('purpose', ['reset', 'invite', 'verify'])),
      )
      .execute();
    await db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      // 'staff' was then the only staff role (migration 9 made it admin): typed as the role was.
      .where('role', '=', 'staff' as never)
      .execute();
  },
};
