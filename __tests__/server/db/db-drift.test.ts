// No drift between the databases: the one migration list (server/db/migrations.ts) makes the same
// tables, columns, nullability, defaults, primary keys, unique constraints, indexes and foreign
// keys on SQLite and on PostgreSQL. Each database is described in one neutral form; column types
// are compared through the dialect's mapping (a PostgreSQL timestamptz is SQLite TEXT, boolean is
// INTEGER, double precision is REAL, bytea is BLOB). The PostgreSQL half runs when
// TEST_DATABASE_URL is set.

import { STORED_COLUMNS } from '../../../server/db/full-text';
import Database from 'better-sqlite3';
import { openDataStore } from '../../../server/db';
import { withClient } from '../pg-template';
import { type FreshDatabase, STORES } from '../stores';

interface Column {
  type: string;
  nullable: boolean;
  default: string | null;
}
interface Table {
  columns: Record<string, Column>;
  primaryKey: string[];
  /** name → "unique? (columns)" for every index, constraints' indexes included. */
  indexes: Record<string, string>;
  /** "column → table.column on delete ..." */
  foreignKeys: string[];
}
type Schema = Record<string, Table>;

/** PostgreSQL's type names as SQLite spells the same column (server/db/dialect.ts). */
const AS_SQLITE: Record<string, string> = {
  'timestamp with time zone': 'text',
  boolean: 'integer',
  'double precision': 'real',
  bytea: 'blob',
  integer: 'integer',
  text: 'text',
};

/** A default as a plain literal: casts, quotes' case and boolean spellings left out. */
const literal = (value: string | null): string | null => {
  if (value === null) return null;
  const bare = value.replace(/::[a-z ]+$/i, '').trim();
  if (/^false$/i.test(bare)) return '0';
  if (/^true$/i.test(bare)) return '1';
  return bare;
};

/** A unique index's columns, whatever created it (a constraint, a key, CREATE INDEX). */
const indexText = (unique: boolean, columns: string[]) =>
  `${unique ? 'unique ' : ''}(${columns.join(', ')})`;

function describeSqlite(file: string): Schema {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        // The full-text indexes are the one thing built differently on each database
        // (server/db/full-text.ts): SQLite's FTS5 tables (<table>_fts and their shadow tables)
        // against PostgreSQL's expression indexes, which the index query below leaves out.
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name NOT LIKE '%\\_fts' ESCAPE '\\' AND name NOT LIKE '%\\_fts\\_%' ESCAPE '\\'
         ORDER BY name`,
      )
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => {
        const info = db.prepare(`PRAGMA table_info('${name}')`).all() as {
          name: string;
          type: string;
          notnull: number;
          dflt_value: string | null;
          pk: number;
        }[];
        const primaryKey = info
          .filter((c) => c.pk > 0)
          .sort((a, b) => a.pk - b.pk)
          .map((c) => c.name);
        const columns = Object.fromEntries(
          info.map((c) => [
            c.name,
            {
              type: c.type.toLowerCase(),
              // A primary key never holds NULL (the store never writes one).
              nullable: c.notnull === 0 && c.pk === 0,
              default: literal(c.dflt_value),
            },
          ]),
        );
        const indexes = Object.fromEntries(
          (
            db.prepare(`PRAGMA index_list('${name}')`).all() as {
              name: string;
              unique: number;
              origin: string;
            }[]
          )
            .filter((index) => index.origin !== 'pk')
            .map((index) => {
              const columnsOf = (
                db.prepare(`PRAGMA index_info('${index.name}')`).all() as { name: string }[]
              ).map((c) => c.name);
              // An unnamed UNIQUE constraint's index is named by SQLite: name it by its columns.
              const key = index.origin === 'u' ? `${name}_${columnsOf.join('_')}_key` : index.name;
              return [key, indexText(index.unique === 1, columnsOf)];
            }),
        );
        const foreignKeys = (
          db.prepare(`PRAGMA foreign_key_list('${name}')`).all() as {
            table: string;
            from: string;
            to: string;
            on_delete: string;
          }[]
        ).map((fk) => `${fk.from} → ${fk.table}.${fk.to} on delete ${fk.on_delete.toLowerCase()}`);
        return [name, { columns, primaryKey, indexes, foreignKeys }];
      }),
    );
  } finally {
    db.close();
  }
}

async function describePostgres(url: string): Promise<Schema> {
  return withClient(url, async (client) => {
    const columns = (
      await client.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
      }>(
        // A weighted table's stored documents are PostgreSQL's half of its full-text index
        // (server/db/full-text.ts), as the FTS5 tables are SQLite's.
        `SELECT table_name, column_name, data_type, is_nullable, column_default
         FROM information_schema.columns
         WHERE table_schema = 'public' AND column_name <> ALL($1)
         ORDER BY table_name, ordinal_position`,
        [STORED_COLUMNS],
      )
    ).rows;
    const keys = (
      await client.query<{ table: string; columns: string[] }>(
        `SELECT c.conrelid::regclass::text AS table,
                array_agg(a.attname ORDER BY k.n)::text[] AS columns
         FROM pg_constraint c
         CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
         WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace
         GROUP BY c.conrelid`,
      )
    ).rows;
    const indexes = (
      await client.query<{ table: string; name: string; unique: boolean; columns: string[] }>(
        `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique,
                array_agg(a.attname ORDER BY k.n)::text[] AS columns
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
         WHERE t.relnamespace = 'public'::regnamespace AND NOT x.indisprimary
           AND a.attname <> ALL($1)
         GROUP BY t.relname, i.relname, x.indisunique`,
        [STORED_COLUMNS],
      )
    ).rows;
    const foreignKeys = (
      await client.query<{ table: string; text: string }>(
        `SELECT c.conrelid::regclass::text AS table,
                a.attname || ' → ' || c.confrelid::regclass::text || '.' || f.attname ||
                ' on delete ' || CASE c.confdeltype WHEN 'c' THEN 'cascade' WHEN 'n' THEN 'set null'
                  WHEN 'r' THEN 'restrict' ELSE 'no action' END AS text
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute f ON f.attrelid = c.confrelid AND f.attnum = c.confkey[1]
         WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
      )
    ).rows;
    const schema: Schema = {};
    for (const c of columns) {
      const table = (schema[c.table_name] ??= {
        columns: {},
        primaryKey: keys.find((k) => k.table === c.table_name)?.columns ?? [],
        indexes: Object.fromEntries(
          indexes
            .filter((i) => i.table === c.table_name)
            .map((i) => [i.name, indexText(i.unique, i.columns)]),
        ),
        foreignKeys: foreignKeys.filter((f) => f.table === c.table_name).map((f) => f.text),
      });
      table.columns[c.column_name] = {
        type: AS_SQLITE[c.data_type] ?? c.data_type,
        nullable: c.is_nullable === 'YES',
        default: literal(c.column_default),
      };
    }
    return schema;
  });
}

/** Everything one side has that the other lacks or has otherwise, one line each. */
function drift(a: Schema, b: Schema, names: [string, string]): string[] {
  const lines: string[] = [];
  const say = (what: string, left: unknown, right: unknown) => {
    if (JSON.stringify(left) !== JSON.stringify(right)) {
      lines.push(
        `${what}: ${names[0]} ${JSON.stringify(left)}, ${names[1]} ${JSON.stringify(right)}`,
      );
    }
  };
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[table], b[table]];
    if (!x || !y) {
      say(`table ${table}`, Boolean(x), Boolean(y));
      continue;
    }
    for (const column of new Set([...Object.keys(x.columns), ...Object.keys(y.columns)])) {
      say(`${table}.${column}`, x.columns[column], y.columns[column]);
    }
    say(`${table} primary key`, x.primaryKey, y.primaryKey);
    for (const index of new Set([...Object.keys(x.indexes), ...Object.keys(y.indexes)])) {
      say(`${table} index ${index}`, x.indexes[index], y.indexes[index]);
    }
    say(`${table} foreign keys`, [...x.foreignKeys].sort(), [...y.foreignKeys].sort());
  }
  return lines;
}

const sqliteHarness = STORES.find((h) => h.name === 'SQLite')!;
const postgresHarness = STORES.find((h) => h.name === 'PostgreSQL');

/** A fresh database of that harness, migrated by the server. */
async function migrated(harness = sqliteHarness): Promise<FreshDatabase> {
  const database = await harness.fresh();
  await (await openDataStore(database.config)).close();
  return database;
}

describe('the drift check itself', () => {
  test('sees a column, an index and a default that one side lacks', async () => {
    const [left, right] = [await migrated(), await migrated()];
    try {
      const db = new Database(right.config.databaseFile);
      db.exec(`ALTER TABLE users ADD COLUMN nickname TEXT;
               CREATE INDEX users_name ON users (name);`);
      db.close();
      const lines = drift(
        describeSqlite(left.config.databaseFile),
        describeSqlite(right.config.databaseFile),
        ['left', 'right'],
      );
      expect(lines).toEqual([
        'users.nickname: left undefined, right {"type":"text","nullable":true,"default":null}',
        'users index users_name: left undefined, right "(name)"',
      ]);
      expect(
        drift(describeSqlite(left.config.databaseFile), describeSqlite(left.config.databaseFile), [
          'a',
          'b',
        ]),
      ).toEqual([]);
    } finally {
      await Promise.all([left.dispose(), right.dispose()]);
    }
  });
});

if (postgresHarness) {
  test('SQLite and PostgreSQL migrated by the one list have the same schema', async () => {
    const [sqlite, postgres] = [await migrated(), await migrated(postgresHarness)];
    try {
      const left = describeSqlite(sqlite.config.databaseFile);
      const right = await describePostgres(postgres.config.databaseUrl!);
      // The version records differ by design (dialect.ts): PostgreSQL keeps a table of them.
      delete right.schema_migrations;
      expect(Object.keys(left).length).toBeGreaterThanOrEqual(9);
      expect(drift(left, right, ['SQLite', 'PostgreSQL'])).toEqual([]);
    } finally {
      await Promise.all([sqlite.dispose(), postgres.dispose()]);
    }
  });
}
