// How a column comes back from either database, for the tables' declarations (db/tables.ts and
// each domain's tables.ts). Times are ISO 8601 text in SQLite and timestamptz in PostgreSQL (a
// Date when read); both take an ISO string when written. Booleans are 0/1 in SQLite and
// true/false in PostgreSQL; both take a boolean when written (sqlite.ts binds it as 1/0).

import type { ColumnType } from 'kysely';

/** Read as a string (SQLite) or a Date (PostgreSQL); written as an ISO string. */
export type Timestamp = ColumnType<string | Date, string, string>;
/** Read as 0/1 (SQLite) or a boolean (PostgreSQL); written as a boolean. */
export type Bool = ColumnType<number | boolean, boolean, boolean>;
/** A time that may be missing (null). */
export type NullableTimestamp = ColumnType<
  string | Date | null,
  string | null | undefined,
  string | null
>;
/** A column with a database default. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
