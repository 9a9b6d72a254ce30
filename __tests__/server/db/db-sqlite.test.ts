// What only the SQLite store promises: its file format and pragmas. The shared contract is in
// db.test.ts.

import Database from 'better-sqlite3';
import { openDataStore, type DataStore } from '../../../server/db';
import { MIGRATIONS } from '../../../server/db/migrations';
import { STORES, type FreshDatabase } from '../stores';

const sqlite = STORES.find((harness) => harness.name === 'SQLite');
let database: FreshDatabase;
let store: DataStore;

beforeEach(async () => {
  database = await sqlite!.fresh();
  store = await openDataStore(database.config);
});

afterEach(async () => {
  await store.close();
  await database.dispose();
});

it('creates the schema in WAL mode with a unique email index and records its version', () => {
  expect(store.kind).toBe('sqlite');
  const db = new Database(database.config.databaseFile, { readonly: true });
  try {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const columns = (table: string) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns('users')).toEqual([
      'id',
      'email',
      'email_normalized',
      'password_hash',
      'name',
      'phone',
      'address',
      'completed_courses',
      'enrolled_courses',
      'completed_internships',
      'created_at',
      'updated_at',
      'token_version',
      'email_verified_at',
      'password_expires_at',
      // Last since migration 9 made the column again (its CHECK names the staff roles).
      'role',
      // A deleted account's empty row (migration 16).
      'deleted_at',
    ]);
    expect(columns('contact_messages')).toEqual([
      'id',
      'full_name',
      'email',
      'subject',
      'message',
      'created_at',
      'status',
      // A lead's (migration 13).
      'kind',
      'quote',
      'stage',
      'lost_reason',
      'owner_id',
      'follow_up_on',
      'stage_changed_at',
      'first_reply_at',
    ]);
    const indexes = db.prepare("PRAGMA index_list('users')").all() as {
      name: string;
      unique: number;
    }[];
    expect(indexes).toContainEqual(
      expect.objectContaining({ name: 'users_email_normalized_unique', unique: 1 }),
    );
  } finally {
    db.close();
  }
});
