// Migration 9 (server/db/migrations/009-staff-roles.ts) on each store: a database at version 8
// with a staff account and a member upgrades in place; the staff account is an admin, the member
// stays one, and the column accepts member, editor and admin only.

import { openPostgres, openSqlite } from '../../../../server/db/dialect';
import { MIGRATIONS, migrate } from '../../../../server/db/migrations';
import { type FreshDatabase, STORE_TABLE } from '../../stores';

const AT = '2026-03-01T10:00:00.000Z';

describe.each(STORE_TABLE)('migration 9 on %s', (name, harness) => {
  let database: FreshDatabase;

  beforeEach(async () => {
    database = await harness.fresh();
  });

  afterEach(() => database.dispose());

  const opened = () =>
    name === 'SQLite'
      ? openSqlite(database.config.databaseFile)
      : openPostgres({ url: database.config.databaseUrl! });

  const insert = (email: string, role: string) =>
    database.query(
      `INSERT INTO users (email, email_normalized, password_hash, name, created_at, updated_at,
         role, email_verified_at)
       VALUES ('${email}', '${email}', 'hash', '${email}', '${AT}', '${AT}', '${role}', '${AT}')`,
    );

  /** What the database says to a statement: 'done', or its error's message. */
  // (The driver's error may come from another realm: compare its message.)
  const attempt = (statement: Promise<unknown>) =>
    statement.then(
      () => 'done',
      (error: { message?: string }) => String(error.message),
    );

  const roles = async () =>
    (await database.query('SELECT email, role FROM users ORDER BY id')).map((row) => [
      row.email,
      row.role,
    ]);

  it('makes every staff account an admin, keeps members, and allows the new roles only', async () => {
    const before = opened();
    try {
      expect(await migrate(before.db, before.dialect, MIGRATIONS.slice(0, 8))).toBe(8);
    } finally {
      await before.close();
    }
    await insert('boss@example.com', 'staff');
    await insert('eve@example.com', 'member');
    expect(await attempt(insert('ed@example.com', 'editor'))).toMatch(/check/i);

    const after = opened();
    try {
      expect(await migrate(after.db, after.dialect)).toBe(MIGRATIONS.length);
    } finally {
      await after.close();
    }
    expect(await roles()).toEqual([
      ['boss@example.com', 'admin'],
      ['eve@example.com', 'member'],
    ]);
    await insert('ed@example.com', 'editor');
    expect(await attempt(insert('old@example.com', 'staff'))).toMatch(/check/i);
    expect(
      await attempt(
        database.query("UPDATE users SET role = 'owner' WHERE email = 'eve@example.com'"),
      ),
    ).toMatch(/check/i);
    // A new account is a member unless something makes it more.
    await database.query(
      `INSERT INTO users (email, email_normalized, password_hash, name, created_at, updated_at)
       VALUES ('new@example.com', 'new@example.com', 'hash', 'New', '${AT}', '${AT}')`,
    );
    expect((await roles()).at(-1)).toEqual(['new@example.com', 'member']);
  });
});
