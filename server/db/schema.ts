// The schema, as an ordered list of migrations. `PRAGMA user_version` records how many have run;
// start-up applies the missing ones, each in its own transaction. Append, never edit, a migration.

export const MIGRATIONS: readonly string[] = [
  // 1: users and contact messages
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    email_normalized TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    completed_courses INTEGER NOT NULL DEFAULT 0,
    enrolled_courses INTEGER NOT NULL DEFAULT 0,
    completed_internships INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX users_email_normalized_unique ON users (email_normalized);

  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
  `,
];
