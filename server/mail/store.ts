// The email outbox (types.ts: OutboxRepository), written once for both databases. Several
// instances may run a worker each: a claim takes due rows and sets a lease (locked_until), so no
// two workers send one row at once and a row whose worker died is claimed again once its lease
// ends. On PostgreSQL the claim skips rows another claim is taking (FOR UPDATE SKIP LOCKED); on
// SQLite one writer at a time makes the UPDATE ... RETURNING atomic by itself. The back office's
// part (a page of emails, sending a failed one again) never reads the sealed payload.

import type { Selectable } from 'kysely';
import type { Db, SqlDialect } from '../db/dialect';
import { readPage } from '../db/keyset';
import { ERASED } from '../db/erasure';
import { insertOutboxRows } from './outbox';
import { countOf, iso, isoOrNull, writeAudit } from '../db/rows';
import { PAGE_SIZE } from '../db/staff-types';
import type { EmailOutboxTable } from './tables';
import type { OutboxEmail, OutboxEmailSummary, OutboxRepository } from './types';

const toSummary = (row: Omit<Selectable<EmailOutboxTable>, 'payload' | 'locked_until' | 'about'>) =>
  ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    sentAt: isoOrNull(row.sent_at),
  }) satisfies OutboxEmailSummary;

const toOutboxEmail = (row: Selectable<EmailOutboxTable>): OutboxEmail => ({
  ...toSummary(row),
  payload: row.payload,
});

/** The kinds of email whose recipient and subject are erased once sent. */
const FORGOTTEN_ONCE_SENT = ['account-deleted'];

/** Every column but the payload and the worker's lease. */
const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
  'sent_at',
] as const;

export function outboxRepository(db: Db, dialect: SqlDialect): OutboxRepository {
  const countFailed = () => countOf(db.selectFrom('email_outbox').where('status', '=', 'failed'));

  return {
    async enqueue(emails) {
      await insertOutboxRows(db, emails);
    },
    async claimDue(at, limit, leaseMs) {
      const now = at.toISOString();
      const rows = await db
        .updateTable('email_outbox')
        .set({ locked_until: new Date(at.getTime() + leaseMs).toISOString() })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('email_outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
            .orderBy('id')
            .limit(limit)
            .$if(dialect.forUpdate.skipLocked, (query) => query.forUpdate().skipLocked()),
        )
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.id - b.id).map(toOutboxEmail);
    },
    async markSent(id, at) {
      await db
        .updateTable('email_outbox')
        .set((eb) => ({
          status: 'sent',
          sent_at: at.toISOString(),
          payload: '',
          // The confirmation of an erasure is the last word to the address: once sent, the
          // outbox forgets where it went (erasure.ts).
          recipient: eb
            .case()
            .when('kind', 'in', FORGOTTEN_ONCE_SENT)
            .then(ERASED)
            .else(eb.ref('recipient'))
            .end(),
          subject: eb
            .case()
            .when('kind', 'in', FORGOTTEN_ONCE_SENT)
            .then(ERASED)
            .else(eb.ref('subject'))
            .end(),
          locked_until: null,
          attempts: eb('attempts', '+', 1),
          last_error: null,
        }))
        .where('id', '=', id)
        .execute();
    },
    async markRetry(id, nextAttemptAt, error) {
      await db
        .updateTable('email_outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: nextAttemptAt.toISOString(),
          last_error: error,
          locked_until: null,
        }))
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id, error) {
      await db
        .updateTable('email_outbox')
        .set((eb) => ({
          status: 'failed',
          attempts: eb('attempts', '+', 1),
          last_error: error,
          locked_until: null,
        }))
        .where('id', '=', id)
        .execute();
    },
    async list(status) {
      const rows = await db
        .selectFrom('email_outbox')
        .selectAll()
        .$if(status !== undefined, (query) => query.where('status', '=', status!))
        .orderBy('id')
        .execute();
      return rows.map(toOutboxEmail);
    },
    async page(query) {
      const ofStatus = () => db.selectFrom('email_outbox').where('status', '=', query.status);
      const [page, total] = await Promise.all([
        readPage(
          ofStatus().select(SUMMARY_COLUMNS),
          [
            ['created_at', 'desc'],
            ['id', 'desc'],
          ],
          query.cursor,
          PAGE_SIZE,
        ),
        countOf(ofStatus()),
      ]);
      const failed = query.status === 'failed' ? total : await countFailed();
      return {
        items: page.rows.map(toSummary),
        total,
        pageSize: PAGE_SIZE,
        next: page.next,
        failed,
      };
    },
    async retry(id, actor, { now, refuse }) {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('email_outbox')
          .select(SUMMARY_COLUMNS)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return { status: 'unknown' } as const;
        const before = toSummary(found);
        if (before.status !== 'failed') return { status: 'not-failed', email: before } as const;
        const reason = refuse?.(before);
        if (reason !== undefined) return { status: 'refused', email: before, reason } as const;
        // Only while still failed: of two retries at once (PostgreSQL waits on the row), one wins.
        const row = await trx
          .updateTable('email_outbox')
          .set({
            status: 'pending',
            attempts: 0,
            next_attempt_at: now.toISOString(),
            last_error: null,
            locked_until: null,
          })
          .where('id', '=', id)
          .where('status', '=', 'failed')
          .returning(SUMMARY_COLUMNS)
          .executeTakeFirst();
        if (!row) return { status: 'not-failed', email: before } as const;
        const after = toSummary(row);
        await writeAudit(trx, actor, {
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
        return { status: 'retried', email: after } as const;
      });
    },
  };
}
