// The personal-data map (docs/security.md, "The personal-data map") names every text and blob
// column of every table, as personal or not: a migration that adds one fails here until the map
// says what it holds; and the map names no column the schema does not have. On each store.

import fs from 'node:fs';
import path from 'node:path';
import { openDataStore } from '../../server/db';
import { type FreshDatabase, STORE_TABLE } from './stores';

const SECURITY = path.join(__dirname, '..', '..', 'docs', 'security.md');

/** The map's rows: each table's named columns. */
function readMap(): Map<string, Set<string>> {
  const text = fs.readFileSync(SECURITY, 'utf8');
  const start = text.indexOf('### The personal-data map');
  expect(start).toBeGreaterThan(0);
  const section = text.slice(start, text.indexOf('\n## ', start));
  const map = new Map<string, Set<string>>();
  for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const [table, personal, other] = line.split('|').slice(1, 4);
    const names = (cell = '') => [...cell.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
    map.set(names(table)[0]!, new Set([...names(personal), ...names(other)]));
  }
  return map;
}

/**
 * Each table's columns (`all`) and its text and blob columns (`text`; PostgreSQL's times are
 * timestamptz, SQLite's text), full-text indexes' own tables left out.
 */
async function schemaColumns(database: FreshDatabase, sqlite: boolean) {
  const columns = new Map<string, string[]>();
  const all = new Map<string, string[]>();
  const add = (table: string, column: string) =>
    columns.set(table, [...(columns.get(table) ?? []), column]);
  if (sqlite) {
    const tables = await database.query(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE '%\\_fts' ESCAPE '\\' AND name NOT LIKE '%\\_fts\\_%' ESCAPE '\\'`,
    );
    for (const { name } of tables) {
      columns.set(String(name), []);
      const info = await database.query(`SELECT name, type FROM pragma_table_info('${name}')`);
      all.set(
        String(name),
        info.map((column) => String(column.name)),
      );
      for (const column of info) {
        if (['text', 'blob'].includes(String(column.type).toLowerCase())) {
          add(String(name), String(column.name));
        }
      }
    }
  } else {
    const tables = await database.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    for (const { table_name } of tables) columns.set(String(table_name), []);
    const rows = await database.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema()
         AND data_type IN ('text', 'bytea', 'json', 'jsonb', 'character varying')`,
    );
    for (const row of rows) add(String(row.table_name), String(row.column_name));
    const every = await database.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema()`,
    );
    for (const row of every) {
      const table = String(row.table_name);
      all.set(table, [...(all.get(table) ?? []), String(row.column_name)]);
    }
  }
  return { text: columns, all };
}

describe.each(STORE_TABLE)('the personal-data map on %s', (name, harness) => {
  let database: FreshDatabase;

  beforeAll(async () => {
    database = await harness.fresh();
    const store = await openDataStore(database.config);
    await store.close();
  });
  afterAll(() => database.dispose());

  it('names every text and blob column of every table, and no other', async () => {
    const map = readMap();
    const { text: schema, all } = await schemaColumns(database, name === 'SQLite');
    const unnamed: string[] = [];
    for (const [table, columns] of schema) {
      const named = map.get(table);
      if (!named) unnamed.push(`${table} (no row)`);
      for (const column of columns) if (!named?.has(column)) unnamed.push(`${table}.${column}`);
    }
    expect(unnamed).toEqual([]);
    // Every row is a table of the schema (PostgreSQL's own migration record aside on SQLite),
    // and every column it names is one of that table's.
    const unknown: string[] = [];
    for (const [table, named] of map) {
      const columns = all.get(table);
      if (!columns) {
        if (!(table === 'schema_migrations' && name === 'SQLite')) unknown.push(table);
        continue;
      }
      for (const column of named) if (!columns.includes(column)) unknown.push(`${table}.${column}`);
    }
    expect(unknown).toEqual([]);
  });
});
