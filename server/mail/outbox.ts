// The mail domain's door for the others: an email is queued in the same transaction as what
// caused it (an account made, an application received, a digest due), so that it is sent if and
// only if that change is kept. The outbox worker (outbox-worker.ts) sends it later.

import type { Executor } from '../db/dialect';
import type { NewOutboxEmail } from './types';

/**
 * Queues emails on `db`: a transaction in progress (what caused them), or the store. The rows'
 * ids and what each is about, in no particular order.
 */
export async function insertOutboxRows(
  db: Executor,
  emails: readonly NewOutboxEmail[],
): Promise<{ id: number; about: string | null }[]> {
  if (emails.length === 0) return [];
  const stamp = new Date().toISOString();
  return db
    .insertInto('email_outbox')
    .values(
      emails.map((e) => ({
        kind: e.kind,
        recipient: e.recipient,
        subject: e.subject,
        payload: e.payload,
        about: e.about ?? null,
        next_attempt_at: stamp,
        created_at: stamp,
      })),
    )
    .returning(['id', 'about'])
    .execute();
}
