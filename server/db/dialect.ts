// The data layer's entry to the database behind it: the shared types and helpers
// (sql-dialect.ts) and how each database is opened (sqlite.ts, postgres.ts, the only modules that
// import a driver).

export * from './sql-dialect';
export { openSqlite } from './sqlite';
export { describeDatabaseUrl, openPostgres } from './postgres';
