// What a migration is (migrations.ts runs the list), and what several of them use.

import { sql } from 'kysely';
import type { Executor, SqlDialect } from '../dialect';

export interface Migration {
  /** What it adds, for the reader. */
  name: string;
  up(db: Executor, dialect: SqlDialect): Promise<void>;
  /**
   * Its SQLite half rebuilds tables: it runs with foreign keys off (SqlDialect.withoutForeignKeys)
   * and checks them itself before its transaction commits.
   */
  rebuildsTables?: true;
}

/** A CHECK that the column holds one of `values` (written into the DDL: constants only). */
export const CHECK_IN = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((value) => `'${value}'`).join(', ')})`);
