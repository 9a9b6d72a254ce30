// The SQLite half of the email outbox (types.ts: OutboxRepository) and the password-reset and
// password-change writes (CredentialsRepository). One process writes the file at a time, so a
// claim is one UPDATE ... RETURNING; the lease still keeps a row from being sent twice when two
// servers share a file, and lets a row claimed by a crashed process be claimed again.

import type Database from 'better-sqlite3';
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
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

const toOutboxEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Inserts outbox rows; call inside the caller's transaction. */
export type InsertOutboxRows = (emails: readonly NewOutboxEmail[]) => void;

/** The worker's part of the outbox; the back office's (page, retry) is in outbox-review.ts. */
export function createSqliteOutbox(db: Database.Database): {
  outbox: Omit<OutboxRepository, 'page' | 'retry'>;
  insertRows: InsertOutboxRows;
} {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    `INSERT INTO email_outbox (kind, recipient, subject, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertRows: InsertOutboxRows = (emails) => {
    const stamp = new Date().toISOString();
    for (const e of emails) insert.run(e.kind, e.recipient, e.subject, e.payload, stamp, stamp);
  };
  const claim = db.prepare<{ now: string; until: string; limit: number }, OutboxRow>(
    `UPDATE email_outbox SET locked_until = @until
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (locked_until IS NULL OR locked_until <= @now)
       ORDER BY id LIMIT @limit
     )
     RETURNING *`,
  );
  const sent = db.prepare<[string, number]>(
    `UPDATE email_outbox SET status = 'sent', sent_at = ?, payload = '', locked_until = NULL,
       attempts = attempts + 1, last_error = NULL
     WHERE id = ?`,
  );
  const retry = db.prepare<[string, string, number]>(
    `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?,
       locked_until = NULL
     WHERE id = ?`,
  );
  const failed = db.prepare<[string, number]>(
    `UPDATE email_outbox SET status = 'failed', attempts = attempts + 1, last_error = ?,
       locked_until = NULL
     WHERE id = ?`,
  );
  const listAll = db.prepare<[], OutboxRow>('SELECT * FROM email_outbox ORDER BY id');
  const listByStatus = db.prepare<[string], OutboxRow>(
    'SELECT * FROM email_outbox WHERE status = ? ORDER BY id',
  );

  return {
    insertRows,
    outbox: {
      async enqueue(emails) {
        db.transaction(() => insertRows(emails))();
      },
      async claimDue(now, limit, leaseMs) {
        const rows = claim.all({
          now: now.toISOString(),
          until: new Date(now.getTime() + leaseMs).toISOString(),
          limit,
        });
        return rows.sort((a, b) => a.id - b.id).map(toOutboxEmail);
      },
      async markSent(id, now) {
        sent.run(now.toISOString(), id);
      },
      async markRetry(id, nextAttemptAt, error) {
        retry.run(nextAttemptAt.toISOString(), error, id);
      },
      async markFailed(id, error) {
        failed.run(error, id);
      },
      async list(status) {
        const rows = status === undefined ? listAll.all() : listByStatus.all(status);
        return rows.map(toOutboxEmail);
      },
    },
  };
}

interface ResetRow {
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export function createSqliteCredentials(
  db: Database.Database,
  insertRows: InsertOutboxRows,
  findUser: (id: number) => User | undefined,
): CredentialsRepository {
  const insertReset = db.prepare<[string, number, string, string]>(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at)
     VALUES (?, ?, ?, ?)`,
  );
  const selectReset = db.prepare<[string], ResetRow>(
    'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
  );
  const closeResets = db.prepare<[string, number]>(
    'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );
  const setPassword = db.prepare<[string, string, number]>(
    `UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ?
     WHERE id = ?`,
  );

  /** Password, token version and open reset tokens; the updated user. */
  const replacePassword = (userId: number, passwordHash: string, now: string) => {
    if (setPassword.run(passwordHash, now, userId).changes === 0) return undefined;
    closeResets.run(now, userId);
    return findUser(userId);
  };

  return {
    async createReset({ userId, tokenHash, expiresAt }, email) {
      db.transaction(() => {
        insertReset.run(tokenHash, userId, expiresAt.toISOString(), new Date().toISOString());
        insertRows([email]);
      })();
    },
    async findReset(tokenHash) {
      const row = selectReset.get(tokenHash);
      return row && { userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at };
    },
    async resetPassword(tokenHash, passwordHash, now, emails) {
      return db
        .transaction(() => {
          const row = selectReset.get(tokenHash);
          if (!row) return { status: 'unknown' } as const;
          if (row.used_at !== null) return { status: 'used' } as const;
          if (row.expires_at <= now.toISOString()) return { status: 'expired' } as const;
          const user = replacePassword(row.user_id, passwordHash, now.toISOString());
          if (!user) return { status: 'unknown' } as const;
          insertRows(emails(user));
          return { status: 'done', user } as const;
        })
        .immediate();
    },
    async changePassword(userId, passwordHash, emails) {
      return db.transaction(() => {
        const user = replacePassword(userId, passwordHash, new Date().toISOString());
        if (user) insertRows(emails);
        return user;
      })();
    },
  };
}
