// The back office's part of the email outbox (types.ts: OutboxRepository.page and .retry), written
// once for both stores as ops.ts operations: a page of emails of one status, never with their
// sealed payload; and sending a failed email again, audited in the same transaction.

import {
  type Op,
  type OpRunner,
  type Row,
  countOf,
  iso,
  num,
  offsetOf,
  sql,
  writeAudit,
} from './ops';
import { type Actor, PAGE_SIZE, type Page } from './staff-types';
import type {
  OutboxEmailSummary,
  OutboxQuery,
  OutboxRepository,
  OutboxRetryOptions,
  OutboxRetryOutcome,
  OutboxStatus,
} from './types';

/** Every column but the payload (and the worker's lease). */
const COLUMNS =
  'id, kind, recipient, subject, status, attempts, next_attempt_at, last_error, created_at, sent_at';

const toSummary = (row: Row): OutboxEmailSummary => ({
  id: num(row.id),
  kind: String(row.kind),
  recipient: String(row.recipient),
  subject: String(row.subject),
  status: String(row.status) as OutboxStatus,
  attempts: num(row.attempts),
  nextAttemptAt: iso(row.next_attempt_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  createdAt: iso(row.created_at),
  sentAt: row.sent_at === null ? null : iso(row.sent_at),
});

const countFailed = () =>
  countOf(sql("SELECT count(*) AS n FROM email_outbox WHERE status = 'failed'"));

function* pageOfEmails(query: OutboxQuery): Op<Page<OutboxEmailSummary> & { failed: number }> {
  const rows = yield sql(
    `SELECT ${COLUMNS} FROM email_outbox WHERE status = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    query.status,
    PAGE_SIZE,
    offsetOf(query.page, PAGE_SIZE),
  );
  const total = yield* countOf(
    sql('SELECT count(*) AS n FROM email_outbox WHERE status = ?', query.status),
  );
  const failed = query.status === 'failed' ? total : yield* countFailed();
  return { items: rows.map(toSummary), total, page: query.page, pageSize: PAGE_SIZE, failed };
}

function* retryEmail(
  id: number,
  actor: Actor,
  { now, refuse }: OutboxRetryOptions,
): Op<OutboxRetryOutcome> {
  const found = yield sql(`SELECT ${COLUMNS} FROM email_outbox WHERE id = ?`, id);
  if (!found[0]) return { status: 'unknown' };
  const before = toSummary(found[0]);
  if (before.status !== 'failed') return { status: 'not-failed', email: before };
  const reason = refuse?.(before);
  if (reason !== undefined) return { status: 'refused', email: before, reason };
  // Only while still failed: of two retries at once (PostgreSQL waits on the row), one wins.
  const rows = yield sql(
    `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?,
       last_error = NULL, locked_until = NULL
     WHERE id = ? AND status = 'failed'
     RETURNING ${COLUMNS}`,
    now.toISOString(),
    id,
  );
  if (!rows[0]) return { status: 'not-failed', email: before };
  const after = toSummary(rows[0]);
  yield* writeAudit(actor, {
    action: 'email.retry',
    entity: 'email',
    entityId: id,
    before: {
      kind: before.kind,
      recipient: before.recipient,
      status: 'failed',
      attempts: before.attempts,
    },
    after: { status: after.status, attempts: after.attempts },
  });
  return { status: 'retried', email: after };
}

export const outboxReview = (runner: OpRunner): Pick<OutboxRepository, 'page' | 'retry'> => ({
  page: (query) => runner.read(pageOfEmails(query)),
  retry: (id, actor, options) => runner.write(retryEmail(id, actor, options)),
});
