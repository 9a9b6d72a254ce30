// The PostgreSQL half of the email outbox (types.ts: OutboxRepository) and of the password-reset
// and password-change writes (CredentialsRepository). Several instances run a worker each: a claim
// takes due rows with FOR UPDATE SKIP LOCKED (a row another claim is taking is skipped, not waited
// for) and sets a lease (locked_until), so no two workers send one row at once; a row whose worker
// died is claimed again once its lease ends.

import type { Pool, PoolClient } from 'pg';
import type {
  CredentialsRepository,
  NewOutboxEmail,
  OutboxEmail,
  OutboxRepository,
  OutboxStatus,
  User,
} from './types';

interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const toOutboxEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at.toISOString(),
  lastError: row.last_error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
});

type Queryable = Pool | PoolClient;

/** Runs `work` in a transaction on one connection of the pool. */
export async function withTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Inserts outbox rows on `db` (a client inside the caller's transaction, or the pool). */
export async function insertOutboxRows(
  db: Queryable,
  emails: readonly NewOutboxEmail[],
): Promise<void> {
  if (emails.length === 0) return;
  const stamp = new Date().toISOString();
  const values: string[] = [];
  const params: string[] = [];
  for (const e of emails) {
    const at = params.length;
    values.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 5})`);
    params.push(e.kind, e.recipient, e.subject, e.payload, stamp);
  }
  await db.query(
    `INSERT INTO email_outbox (kind, recipient, subject, payload, next_attempt_at, created_at)
     VALUES ${values.join(', ')}`,
    params,
  );
}

/** The worker's part of the outbox; the back office's (page, retry) is in outbox-review.ts. */
export function createPostgresOutbox(pool: Pool): Omit<OutboxRepository, 'page' | 'retry'> {
  return {
    async enqueue(emails) {
      await insertOutboxRows(pool, emails);
    },
    async claimDue(now, limit, leaseMs) {
      const { rows } = await pool.query<OutboxRow>(
        `UPDATE email_outbox SET locked_until = $2
         WHERE id IN (
           SELECT id FROM email_outbox
           WHERE status = 'pending' AND next_attempt_at <= $1
             AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY id LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         RETURNING *`,
        [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
      );
      return rows.sort((a, b) => a.id - b.id).map(toOutboxEmail);
    },
    async markSent(id, now) {
      await pool.query(
        `UPDATE email_outbox SET status = 'sent', sent_at = $2, payload = '', locked_until = NULL,
           attempts = attempts + 1, last_error = NULL
         WHERE id = $1`,
        [id, now.toISOString()],
      );
    },
    async markRetry(id, nextAttemptAt, error) {
      await pool.query(
        `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3,
           locked_until = NULL
         WHERE id = $1`,
        [id, nextAttemptAt.toISOString(), error],
      );
    },
    async markFailed(id, error) {
      await pool.query(
        `UPDATE email_outbox SET status = 'failed', attempts = attempts + 1, last_error = $2,
           locked_until = NULL
         WHERE id = $1`,
        [id, error],
      );
    },
    async list(status) {
      const { rows } =
        status === undefined
          ? await pool.query<OutboxRow>('SELECT * FROM email_outbox ORDER BY id')
          : await pool.query<OutboxRow>(
              'SELECT * FROM email_outbox WHERE status = $1 ORDER BY id',
              [status],
            );
      return rows.map(toOutboxEmail);
    },
  };
}

interface ResetRow {
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export function createPostgresCredentials<Row>(
  pool: Pool,
  toUser: (row: Row) => User,
): CredentialsRepository {
  /** Password, token version and open reset tokens, on a client in a transaction. */
  const replacePassword = async (
    client: PoolClient,
    userId: number,
    passwordHash: string,
    now: string,
  ) => {
    const { rows } = await client.query<Row & object>(
      `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = $3
       WHERE id = $1 RETURNING *`,
      [userId, passwordHash, now],
    );
    if (!rows[0]) return undefined;
    await client.query(
      'UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [userId, now],
    );
    return toUser(rows[0]);
  };

  return {
    async createReset({ userId, tokenHash, expiresAt }, email) {
      await withTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at)
           VALUES ($1, $2, $3, $4)`,
          [tokenHash, userId, expiresAt.toISOString(), new Date().toISOString()],
        );
        await insertOutboxRows(client, [email]);
      });
    },
    async findReset(tokenHash) {
      const { rows } = await pool.query<ResetRow>(
        'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = $1',
        [tokenHash],
      );
      const row = rows[0];
      return (
        row && {
          userId: row.user_id,
          expiresAt: row.expires_at.toISOString(),
          usedAt: row.used_at?.toISOString() ?? null,
        }
      );
    },
    async resetPassword(tokenHash, passwordHash, now, emails) {
      return withTransaction(pool, async (client) => {
        // FOR UPDATE: two uses of one token at once wait for each other; the second sees it used.
        const { rows } = await client.query<ResetRow>(
          `SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = $1
           FOR UPDATE`,
          [tokenHash],
        );
        const row = rows[0];
        if (!row) return { status: 'unknown' } as const;
        if (row.used_at !== null) return { status: 'used' } as const;
        if (row.expires_at.getTime() <= now.getTime()) return { status: 'expired' } as const;
        const user = await replacePassword(client, row.user_id, passwordHash, now.toISOString());
        if (!user) return { status: 'unknown' } as const;
        await insertOutboxRows(client, emails(user));
        return { status: 'done', user } as const;
      });
    },
    async changePassword(userId, passwordHash, emails) {
      return withTransaction(pool, async (client) => {
        const user = await replacePassword(client, userId, passwordHash, new Date().toISOString());
        if (user) await insertOutboxRows(client, emails);
        return user;
      });
    },
  };
}
