// Refused back-office requests in the audit log (docs/security.md, "Refused requests"): one row
// per account, route and reason within a window, its `after` counting the refusals (`count`,
// `lastAt`), so that a member who sends a thousand requests to /api/staff/ writes one row, not a
// thousand, and an admin still sees who tried, where, why, how often and when last. The rows of a
// window are counted under a transaction-wide lock (PostgreSQL's advisory lock; SQLite's write
// transaction), so two instances do not start two rows for one window.

import type { Db, SqlDialect } from '../../db/dialect';
import { iso, writeAudit } from '../../db/rows';
import type { Actor } from '../../db/staff-types';

/** The advisory lock that serialises the counting of refusals across instances. */
const REFUSAL_LOCK_KEY = 4_711_202_618;

export interface Refusal {
  method: string;
  /** The route as declared (`/api/staff/applications/:id`): ids do not make rows of their own. */
  route: string;
  reason: string;
}

interface Counted extends Refusal {
  count: number;
  firstAt: string;
  lastAt: string;
}

export function refusalsRecorder(db: Db, dialect: SqlDialect) {
  /** Counts `refusal` by `actor` at `at` in the row of its window (`windowMs` long), or starts one. */
  return async (refusal: Refusal, actor: Actor, at: Date, windowMs: number): Promise<void> => {
    const stamp = at.toISOString();
    await db.transaction().execute(async (trx) => {
      await dialect.lockTransaction(trx, REFUSAL_LOCK_KEY);
      const rows = await trx
        .selectFrom('audit_log')
        .select(['id', 'at', 'after_json'])
        .where('action', '=', 'staff.refused')
        .where('actor_email', '=', actor.email)
        .where('at', '>=', new Date(at.getTime() - windowMs).toISOString())
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      for (const row of rows) {
        const counted = JSON.parse(row.after_json ?? '{}') as Partial<Counted>;
        if (
          counted.method !== refusal.method ||
          counted.route !== refusal.route ||
          counted.reason !== refusal.reason
        )
          continue;
        const after: Counted = {
          ...refusal,
          count: (counted.count ?? 1) + 1,
          firstAt: counted.firstAt ?? iso(row.at),
          lastAt: stamp,
        };
        await trx
          .updateTable('audit_log')
          .set({ after_json: JSON.stringify(after) })
          .where('id', '=', row.id)
          .execute();
        return;
      }
      const after: Counted = { ...refusal, count: 1, firstAt: stamp, lastAt: stamp };
      await writeAudit(trx, actor, {
        action: 'staff.refused',
        entity: 'user',
        entityId: actor.id,
        after,
      });
    });
  };
}
