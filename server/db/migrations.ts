// The schema: one ordered list of migrations (one file each in migrations/), written once with Kysely's schema builder and run on
// either database (the column types that differ come from sql-dialect.ts). Start-up applies the
// missing ones, each in a transaction of its own that also records the new version: SQLite's
// `PRAGMA user_version`, PostgreSQL's `schema_migrations` table (the records that databases made
// before this list was written once already carry, so they upgrade in place). On PostgreSQL each
// migration first takes an advisory lock, so that instances starting at the same moment apply it
// exactly once; on SQLite the transaction's write lock does the same. Append, never edit, a
// migration: version N means the same tables, columns and indexes on both databases
// (__tests__/server/db/db-drift.test.ts compares them).

import type { Db, SqlDialect } from './dialect';
import type { Migration } from './migrations/migration';
import { m001 } from './migrations/001-users-and-messages';
import { m002 } from './migrations/002-rate-counters';
import { m003 } from './migrations/003-outbox-and-resets';
import { m004 } from './migrations/004-back-office';
import { m005 } from './migrations/005-audit-index';
import { m006 } from './migrations/006-email-verification';
import { m007 } from './migrations/007-sessions-second-factor';
import { m008 } from './migrations/008-content-documents';
import { m009 } from './migrations/009-staff-roles';
import { m010 } from './migrations/010-job-postings';
import { m011 } from './migrations/011-full-text';
import { m012 } from './migrations/012-media';
import { m013 } from './migrations/013-leads';
import { m014 } from './migrations/014-lead-digests';
import { m015 } from './migrations/015-applications';
import { m016 } from './migrations/016-enrolments';
import { m017 } from './migrations/017-analytics';
import { m018 } from './migrations/018-ids-never-reused';
import { m019 } from './migrations/019-application-digests';
import { m020 } from './migrations/020-media-names';
import { m021 } from './migrations/021-case-study-rich-text';
import { m022 } from './migrations/022-redirects';
import { m023 } from './migrations/023-site-search';
import { m024 } from './migrations/024-search-titles';
import { m025 } from './migrations/025-search-places';
import { m026 } from './migrations/026-pages';
import { m027 } from './migrations/027-newsletter-subscribers';
import { m028 } from './migrations/028-articles';
import { m029 } from './migrations/029-newsletter-campaigns';
import { m030 } from './migrations/030-outbox-status-index';

export type { Migration } from './migrations/migration';

export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
  constructor(current: number, known: number) {
    super(
      `The database schema (version ${current}) is newer than this server knows (${known}). ` +
        'Upgrade the server.',
    );
  }
}

export const MIGRATIONS: readonly Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
  m026,
  m027,
  m028,
  m029,
  m030,
];

/** Brings the schema up to date, one migration a transaction; returns the resulting version. */
export async function migrate(
  db: Db,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  const step = (foreignKeysOff: boolean) =>
    db.transaction().execute(async (trx) => {
      await dialect.beginMigration(trx);
      const current = await dialect.readVersion(trx);
      if (current > migrations.length) throw new NewerSchemaError(current, migrations.length);
      if (current === migrations.length) return 'done' as const;
      const migration = migrations[current] as Migration;
      // Checked again inside the transaction: another instance may have run it meanwhile.
      if (migration.rebuildsTables && !foreignKeysOff) return 'without foreign keys' as const;
      await migration.up(trx, dialect);
      await dialect.writeVersion(trx, current + 1);
      return 'next' as const;
    });
  for (;;) {
    let result = await step(false);
    if (result === 'without foreign keys') {
      result = await dialect.withoutForeignKeys(db, () => step(true));
    }
    if (result === 'done') return migrations.length;
  }
}
