// The SQLite store (better-sqlite3): one file, WAL journal, foreign keys on, synchronous=FULL so
// that an acknowledged sign-up or contact message survives a power cut, not only a crash.

import fs from 'node:fs';
import Database from 'better-sqlite3';
import { DATA_FILE_MODE, restrictFileModes } from '../data-dir';
import { MIGRATIONS } from './schema';
import { createSqliteCredentials, createSqliteOutbox } from './sqlite-outbox';
import { sqliteStaffRepositories } from './sqlite-staff';
import {
  type ContactMessage,
  type DataStore,
  DuplicateEmailError,
  normalizeEmail,
  type User,
} from './types';
import type { Role } from './staff-types';

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  name: string;
  phone: string;
  address: string;
  completed_courses: number;
  enrolled_courses: number;
  completed_internships: number;
  role: Role;
  created_at: string;
  updated_at: string;
  token_version: number;
}

interface ContactRow {
  id: number;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  name: row.name,
  phone: row.phone,
  address: row.address,
  completedCourses: row.completed_courses,
  enrolledCourses: row.enrolled_courses,
  completedInternships: row.completed_internships,
  role: row.role,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  tokenVersion: row.token_version,
});

const toContactMessage = (row: ContactRow): ContactMessage => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at,
});

/** Brings the schema up to date; returns the resulting version. */
export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The database schema (version ${current}) is newer than this server knows ` +
        `(${MIGRATIONS.length}). Upgrade the server.`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return MIGRATIONS.length;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function openSqliteStore(file: string): DataStore {
  // Private files (0600): created so before SQLite opens them (its -wal and -shm files copy the
  // database file's mode), and tightened if an older server left them readable.
  fs.closeSync(fs.openSync(file, 'a', DATA_FILE_MODE));
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    restrictFileModes([file, `${file}-wal`, `${file}-shm`]);
  } catch (error) {
    db.close();
    throw error;
  }

  const now = () => new Date().toISOString();
  const selectUserById = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const selectUserByEmail = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE email_normalized = ?',
  );
  const insertUser = db.prepare<[string, string, string, string, string, string], UserRow>(
    `INSERT INTO users (email, email_normalized, password_hash, name, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const updateUser = db.prepare<
    { id: number; name: string | null; phone: string | null; address: string | null; now: string },
    UserRow
  >(
    `UPDATE users SET
       name = COALESCE(@name, name),
       phone = COALESCE(@phone, phone),
       address = COALESCE(@address, address),
       updated_at = @now
     WHERE id = @id RETURNING *`,
  );
  const insertContact = db.prepare<[string, string, string, string, string], ContactRow>(
    `INSERT INTO contact_messages (full_name, email, subject, message, created_at)
     VALUES (?, ?, ?, ?, ?) RETURNING *`,
  );
  const selectContacts = db.prepare<[], ContactRow>('SELECT * FROM contact_messages ORDER BY id');
  const selectOne = db.prepare('SELECT 1');

  const { outbox, insertRows } = createSqliteOutbox(db);
  const { content, staff, outboxReview } = sqliteStaffRepositories(db);
  const findUser = (id: number) => {
    const row = selectUserById.get(id);
    return row && toUser(row);
  };
  let closed = false;

  return {
    kind: 'sqlite',
    content,
    staff,
    users: {
      async create({ email, passwordHash, name }, emails = []) {
        const stamp = now();
        try {
          const row = db.transaction(() => {
            const args = [email.trim(), normalizeEmail(email), passwordHash, name] as const;
            const inserted = insertUser.get(...args, stamp, stamp);
            insertRows(emails);
            return inserted;
          })();
          return toUser(row as UserRow);
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateEmailError();
          throw error;
        }
      },
      async findByEmail(email) {
        const row = selectUserByEmail.get(normalizeEmail(email));
        return row && toUser(row);
      },
      async findById(id) {
        return findUser(id);
      },
      async updateProfile(id, changes) {
        const row = updateUser.get({
          id,
          name: changes.name ?? null,
          phone: changes.phone ?? null,
          address: changes.address ?? null,
          now: now(),
        });
        return row && toUser(row);
      },
    },
    contactMessages: {
      async insert({ fullName, email, subject, message }, emails = []) {
        const row = db.transaction(() => {
          const inserted = insertContact.get(fullName, email, subject, message, now());
          insertRows(emails);
          return inserted;
        })();
        return toContactMessage(row as ContactRow);
      },
      async list() {
        return selectContacts.all().map(toContactMessage);
      },
    },
    outbox: { ...outbox, ...outboxReview },
    credentials: createSqliteCredentials(db, insertRows, findUser),
    async ping() {
      selectOne.get();
    },
    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
