// The schema, as an ordered list of migrations per dialect: MIGRATIONS for SQLite (sqlite.ts;
// `PRAGMA user_version` records how many have run) and POSTGRES_MIGRATIONS for PostgreSQL
// (postgres-migrate.ts; the `schema_migrations` table records them). Start-up applies the missing
// ones, each in its own transaction. Append, never edit, a migration, and append each version to
// both lists: version N means the same tables and columns in either store.

import { POSTGRES_RESTART_IDENTITIES, seedContentSql } from './seed';

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
  // 2: fixed-window counters for limits shared by several instances. The SQLite default keeps its
  // counters in the process's memory (server/limits/counter-store.ts); the table is here so that
  // version 2 means the same tables in either store.
  `
  CREATE TABLE rate_counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at TEXT NOT NULL
  );
  CREATE INDEX rate_counters_reset_at ON rate_counters (reset_at);
  `,
  // 3: email. The outbox (server/mail/outbox-worker.ts): one row per email, written in the same
  // transaction as what caused it; the body is sealed (server/mail/seal.ts) and erased once sent.
  // Password reset tokens, kept only as SHA-256 hashes. users.token_version: a login token
  // carries the version it was issued under; a reset or a password change bumps it, which ends
  // every older token.
  `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE email_outbox (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    locked_until TEXT,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT
  );
  CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);

  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX password_resets_user ON password_resets (user_id);
  `,
  // 4: the staff back office: account roles, the inbox's status, the content staff edit (seeded
  // with the demo content, seed.ts) and the append-only audit log (triggers refuse UPDATE and
  // DELETE on it).
  `
  ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'member'
    CHECK (role IN ('member', 'staff'));
  CREATE INDEX users_role ON users (role);

  ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'unread'
    CHECK (status IN ('unread', 'handled'));
  CREATE INDEX contact_messages_status ON contact_messages (status);

  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    type TEXT NOT NULL CHECK (type IN ('job', 'internship')),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    published INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE testimonials (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    designation TEXT NOT NULL,
    message TEXT NOT NULL,
    photo TEXT,
    published INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    description TEXT NOT NULL,
    category TEXT NOT NULL,
    image TEXT NOT NULL,
    rating_rate REAL NOT NULL DEFAULT 0,
    rating_count INTEGER NOT NULL DEFAULT 0,
    published INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor_id INTEGER,
    actor_email TEXT NOT NULL,
    action TEXT NOT NULL,
    entity TEXT NOT NULL,
    entity_id INTEGER,
    before_json TEXT,
    after_json TEXT
  );
  CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

  ${seedContentSql("strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")}
  `,
];

export const POSTGRES_MIGRATIONS: readonly string[] = [
  // 1: users and contact messages. Times are timestamptz; the store returns them as the same
  // ISO 8601 strings (UTC, milliseconds) that the SQLite store keeps as text.
  `
  CREATE TABLE users (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    email text NOT NULL,
    email_normalized text NOT NULL,
    password_hash text NOT NULL,
    name text NOT NULL,
    phone text NOT NULL DEFAULT '',
    address text NOT NULL DEFAULT '',
    completed_courses integer NOT NULL DEFAULT 0,
    enrolled_courses integer NOT NULL DEFAULT 0,
    completed_internships integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX users_email_normalized_unique ON users (email_normalized);

  CREATE TABLE contact_messages (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    full_name text NOT NULL,
    email text NOT NULL,
    subject text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
  `,
  // 2: fixed-window counters shared by every instance (server/limits/postgres-counter-store.ts):
  // failed logins per account and address, the per-address limits of the write routes, the
  // contact form's daily cap. UNLOGGED: a counter is not worth a write-ahead log entry, and a
  // crash that forgets them only forgives a few failures.
  `
  CREATE UNLOGGED TABLE rate_counters (
    key text PRIMARY KEY,
    count integer NOT NULL,
    reset_at timestamptz NOT NULL
  );
  CREATE INDEX rate_counters_reset_at ON rate_counters (reset_at);
  `,
  // 3: email: the outbox, password reset tokens (hashes only) and users.token_version (see the
  // SQLite list). Workers on several instances claim rows with FOR UPDATE SKIP LOCKED and a lease
  // (locked_until), so no two send one row at once.
  `
  ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

  CREATE TABLE email_outbox (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    kind text NOT NULL,
    recipient text NOT NULL,
    subject text NOT NULL,
    payload text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz NOT NULL,
    sent_at timestamptz
  );
  CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);

  CREATE TABLE password_resets (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL
  );
  CREATE INDEX password_resets_user ON password_resets (user_id);
  `,
  // 4: the staff back office (see version 4 of MIGRATIONS).
  `
  ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'member'
    CHECK (role IN ('member', 'staff'));
  CREATE INDEX users_role ON users (role);

  ALTER TABLE contact_messages ADD COLUMN status text NOT NULL DEFAULT 'unread'
    CHECK (status IN ('unread', 'handled'));
  CREATE INDEX contact_messages_status ON contact_messages (status);

  CREATE TABLE posts (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    type text NOT NULL CHECK (type IN ('job', 'internship')),
    title text NOT NULL,
    body text NOT NULL,
    published boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );

  CREATE TABLE testimonials (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    name text NOT NULL,
    designation text NOT NULL,
    message text NOT NULL,
    photo text,
    published boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );

  CREATE TABLE products (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    title text NOT NULL,
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    description text NOT NULL,
    category text NOT NULL,
    image text NOT NULL,
    rating_rate double precision NOT NULL DEFAULT 0,
    rating_count integer NOT NULL DEFAULT 0,
    published boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  );

  CREATE TABLE audit_log (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL,
    actor_id integer,
    actor_email text NOT NULL,
    action text NOT NULL,
    entity text NOT NULL,
    entity_id integer,
    before_json text,
    after_json text
  );
  CREATE INDEX audit_log_at ON audit_log (at);
  CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the audit log is append-only'; END;
  $$;
  CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

  ${seedContentSql('now()')}
  ${POSTGRES_RESTART_IDENTITIES}
  `,
];
