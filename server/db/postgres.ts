// The PostgreSQL store (node-postgres), used when DATABASE_URL is set: a connection pool with
// bounded size and timeouts, shared by every instance of the server behind a load balancer.
// Migrations: postgres-migrate.ts. One account per email is the unique index's job (concurrent
// sign-ups of one address on two instances: one wins, the other gets DuplicateEmailError).

import { DatabaseError, Pool } from 'pg';
import { createPostgresCounterStore } from '../limits/postgres-counter-store';
import { migratePostgres, NewerSchemaError } from './postgres-migrate';
import {
  createPostgresCredentials,
  createPostgresOutbox,
  insertOutboxRows,
  withTransaction,
} from './postgres-outbox';
import { postgresStaffRepositories } from './postgres-staff';
import { DEFAULT_DATABASE_POOL, type DatabasePoolOptions } from './settings';
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
  created_at: Date;
  updated_at: Date;
  token_version: number;
}

interface ContactRow {
  id: number;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
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
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  tokenVersion: row.token_version,
});

const toContactMessage = (row: ContactRow): ContactMessage => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.created_at.toISOString(),
});

const UNIQUE_VIOLATION = '23505';
const EMAIL_INDEX = 'users_email_normalized_unique';

const isDuplicateEmail = (error: unknown): boolean =>
  error instanceof DatabaseError &&
  error.code === UNIQUE_VIOLATION &&
  error.constraint === EMAIL_INDEX;

/** Where the URL points, for error messages: host, port and database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || 'localhost';
    return `${host}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
  } catch {
    return 'the DATABASE_URL';
  }
}

export interface PostgresStoreOptions {
  url: string;
  pool?: DatabasePoolOptions;
  /** Told about a connection that fails while idle in the pool (the pool replaces it). */
  log?: { error(details: object, message: string): void };
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<DataStore> {
  const limits = options.pool ?? DEFAULT_DATABASE_POOL;
  const pool = new Pool({
    connectionString: options.url,
    max: limits.max,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    idleTimeoutMillis: limits.idleTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs,
    application_name: 'kestrel-site',
    keepAlive: true,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => {
    options.log?.error({ err: error }, 'an idle PostgreSQL connection failed');
  });

  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof NewerSchemaError) throw error;
    // (Not `instanceof Error`: errors from Node's sockets may come from another realm in tests.)
    const reason = (error as { message?: unknown } | undefined)?.message ?? String(error);
    throw new Error(
      `Cannot use the PostgreSQL database at ${describeDatabaseUrl(options.url)} ` +
        `(DATABASE_URL): ${String(reason)}`,
      { cause: error },
    );
  }

  const now = () => new Date().toISOString();
  const { content, staff, outboxReview } = postgresStaffRepositories(pool);
  let closed = false;

  return {
    kind: 'postgres',
    counters: createPostgresCounterStore(pool, { log: options.log }),
    content,
    staff,
    users: {
      async create({ email, passwordHash, name }, emails = []) {
        const stamp = now();
        try {
          const { rows } = await withTransaction(pool, async (client) => {
            const inserted = await client.query<UserRow>(
              `INSERT INTO users (email, email_normalized, password_hash, name, created_at, updated_at)
               VALUES ($1, $2, $3, $4, $5, $5) RETURNING *`,
              [email.trim(), normalizeEmail(email), passwordHash, name, stamp],
            );
            await insertOutboxRows(client, emails);
            return inserted;
          });
          return toUser(rows[0] as UserRow);
        } catch (error) {
          if (isDuplicateEmail(error)) throw new DuplicateEmailError();
          throw error;
        }
      },
      async findByEmail(email) {
        const { rows } = await pool.query<UserRow>(
          'SELECT * FROM users WHERE email_normalized = $1',
          [normalizeEmail(email)],
        );
        return rows[0] && toUser(rows[0]);
      },
      async findById(id) {
        const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
        return rows[0] && toUser(rows[0]);
      },
      async updateProfile(id, changes) {
        const { rows } = await pool.query<UserRow>(
          `UPDATE users SET
             name = COALESCE($2, name),
             phone = COALESCE($3, phone),
             address = COALESCE($4, address),
             updated_at = $5
           WHERE id = $1 RETURNING *`,
          [id, changes.name ?? null, changes.phone ?? null, changes.address ?? null, now()],
        );
        return rows[0] && toUser(rows[0]);
      },
    },
    contactMessages: {
      async insert({ fullName, email, subject, message }, emails = []) {
        const { rows } = await withTransaction(pool, async (client) => {
          const inserted = await client.query<ContactRow>(
            `INSERT INTO contact_messages (full_name, email, subject, message, created_at)
             VALUES ($1, $2, $3, $4, $5) RETURNING *`,
            [fullName, email, subject, message, now()],
          );
          await insertOutboxRows(client, emails);
          return inserted;
        });
        return toContactMessage(rows[0] as ContactRow);
      },
      async list() {
        const { rows } = await pool.query<ContactRow>('SELECT * FROM contact_messages ORDER BY id');
        return rows.map(toContactMessage);
      },
    },
    outbox: { ...createPostgresOutbox(pool), ...outboxReview },
    credentials: createPostgresCredentials(pool, toUser),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
