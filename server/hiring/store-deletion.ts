// Deleting job applications (application-types.ts, ApplicationsRepository): one, by staff or with
// its candidate's account, and those the retention deletes a set number of days after their
// posting closed (docs/product.md §10.17). Its CV, notes and what the audit log and the outbox
// said of the candidate go with it (erasure.ts); every deletion writes its audit row in the same
// transaction, the retention's with no personal data in the row.

import type { Actor } from '../db/staff-types';
import type { Db, Executor } from '../db/dialect';
import { aboutRecord, eraseAuditDetails, eraseEmails } from '../db/erasure';
import { iso, num, writeAudit } from '../db/rows';
import { closedAt } from './store-reads';

const DAY_MS = 24 * 3600 * 1000;
/** Who the retention's audit rows name. */
const RETENTION_ACTOR: Actor = { id: null, email: 'retention' };

/**
 * Deletes one application and audits it; its CV and notes go with it (ON DELETE CASCADE: SQLite's
 * foreign keys are on, sqlite.ts), and what the audit log and the outbox said of the candidate
 * (erasure.ts). False when another round or instance deleted it first.
 */
export async function deleteApplication(
  trx: Executor,
  id: number,
  actor: Actor,
  action: 'application.delete' | 'application.expire',
): Promise<boolean> {
  const row = await trx
    .deleteFrom('applications')
    .where('id', '=', id)
    .returning(['id', 'post_id', 'email'])
    .executeTakeFirst();
  if (!row) return false;
  await eraseAuditDetails(trx, ['application'], [id]);
  await eraseEmails(trx, [aboutRecord('application', id)], [row.email]);
  await writeAudit(trx, actor, {
    action,
    entity: 'application',
    entityId: id,
    before: { postId: num(row.post_id) },
  });
  return true;
}

/** Deletes the applications whose retention ran out at `at`; how many. */
export async function deleteExpiredApplications(
  db: Db,
  at: Date,
  retentionDays: number,
): Promise<number> {
  const stamp = at.toISOString();
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'closed', 'closed_at', 'valid_through'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications')
          .select('id')
          .whereRef('applications.post_id', '=', 'posts.id'),
      ),
    )
    .execute();
  // Each application's clock starts the first time its posting is seen closed, at this
  // round's time (never at a closing date staff typed, which may be in the past), and stops
  // if the posting opens again.
  for (const post of posts) {
    const closed = closedAt(post, at) !== undefined;
    await db
      .updateTable('applications')
      .set({ retention_from: closed ? stamp : null })
      .where('post_id', '=', post.id)
      .where('retention_from', closed ? 'is' : 'is not', null)
      .execute();
  }
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'retention_days', 'retention_from'])
    .where('retention_from', 'is not', null)
    .where('retention_from', '<=', stamp)
    .execute();
  let deleted = 0;
  for (const row of rows) {
    // The days the candidate agreed to, or fewer if the setting was lowered since.
    const days = Math.min(num(row.retention_days), retentionDays);
    const from = new Date(iso(row.retention_from as string | Date));
    if (from.getTime() + days * DAY_MS > at.getTime()) continue;
    const gone = await db
      .transaction()
      .execute((trx) => deleteApplication(trx, num(row.id), RETENTION_ACTOR, 'application.expire'));
    if (gone) deleted += 1;
  }
  return deleted;
}
