import fsp from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuplicateEmailError, openDataStore, type DataStore } from '../../server/db';
import { MIGRATIONS } from '../../server/db/schema';
import { makeTempRoot } from './helpers';

let root: string;
let file: string;
let store: DataStore;

beforeEach(async () => {
  root = await makeTempRoot();
  file = path.join(root, 'kestrel.db');
  store = openDataStore({ databaseFile: file });
});

afterEach(async () => {
  await store.close();
  await fsp.rm(root, { recursive: true, force: true });
});

describe('the SQLite store', () => {
  it('creates the schema in WAL mode with foreign keys and records its version', () => {
    const db = new Database(file, { readonly: true });
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
      ]);
      expect(columns('contact_messages')).toEqual([
        'id',
        'full_name',
        'email',
        'subject',
        'message',
        'created_at',
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

  it('opening an up-to-date database again changes nothing', async () => {
    await store.users.create({ email: 'keep@example.com', passwordHash: 'h', name: 'keep' });
    await store.close();
    store = openDataStore({ databaseFile: file });
    expect(await store.users.findByEmail('keep@example.com')).toBeDefined();
  });

  it('refuses a database from a newer server', async () => {
    await store.close();
    const db = new Database(file);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openDataStore({ databaseFile: file })).toThrow(/newer/);
    store = { close: async () => undefined } as DataStore;
  });

  it('finds users by email ignoring case and surrounding spaces, and by id', async () => {
    const created = await store.users.create({
      email: 'Mixed.Case@Example.com',
      passwordHash: 'h',
      name: 'n',
    });
    expect(created.email).toBe('Mixed.Case@Example.com');
    expect((await store.users.findByEmail(' mixed.case@EXAMPLE.COM '))?.id).toBe(created.id);
    expect((await store.users.findById(created.id))?.email).toBe('Mixed.Case@Example.com');
    expect(await store.users.findById(created.id + 1)).toBeUndefined();
    expect(await store.users.findByEmail('other@example.com')).toBeUndefined();
  });

  it('enforces one account per email whatever the case', async () => {
    await store.users.create({ email: 'one@example.com', passwordHash: 'h', name: 'n' });
    await expect(
      store.users.create({ email: 'ONE@example.com', passwordHash: 'h', name: 'n' }),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('updates only the given profile fields and the update time', async () => {
    const user = await store.users.create({
      email: 'p@example.com',
      passwordHash: 'h',
      name: 'Old',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await store.users.updateProfile(user.id, { phone: '07700 900000' });
    expect(updated).toMatchObject({ name: 'Old', phone: '07700 900000', address: '' });
    expect(updated?.updatedAt > user.updatedAt).toBe(true);
    expect(updated?.createdAt).toBe(user.createdAt);
    expect(await store.users.updateProfile(user.id + 99, { name: 'x' })).toBeUndefined();
  });

  it('stores contact messages and lists them oldest first', async () => {
    await store.contactMessages.insert({
      fullName: 'A',
      email: 'a@example.com',
      subject: 's1',
      message: 'm1',
    });
    await store.contactMessages.insert({
      fullName: 'B',
      email: 'b@example.com',
      subject: 's2',
      message: 'm2',
    });
    const list = await store.contactMessages.list();
    expect(list.map((m) => [m.fullName, m.subject, m.message])).toEqual([
      ['A', 's1', 'm1'],
      ['B', 's2', 'm2'],
    ]);
    // Another connection (as the browser tests do) sees them immediately.
    const db = new Database(file, { readonly: true });
    try {
      const rows = db
        .prepare('SELECT full_name, email, subject, message, created_at FROM contact_messages')
        .all();
      expect(rows).toHaveLength(2);
    } finally {
      db.close();
    }
  });
});
