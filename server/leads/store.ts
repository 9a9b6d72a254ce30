// The leads (lead-types.ts, LeadsRepository): every contact message and quote request, with its
// stage, owner, follow-up and notes; written once for both databases. Every change writes its
// audit row in the same transaction as the change itself. The dashboard's figures, the export and
// the daily digest's reads are in lead-reports.ts.

import type { Db, Executor, SqlDialect } from '../db/dialect';
import { deleteLead } from '../db/erasure';
import { searchWords } from '../db/full-text';
import { readPage } from '../db/keyset';
import { iso, isoOrNull, now, toAuditEntry, writeAudit } from '../db/rows';
import { LeadRuleError, type LeadWithNotes, type LeadsRepository } from './types';
import { leadReports } from './store-reports';
import { quoteOf } from './quote-details';
import { filterLeads, leadsWithOwner, toLead } from './rows';

/** How many audit rows a lead's history shows. */
const HISTORY_MAX = 50;

export const LOST_NEEDS_REASON = 'Say why the lead was lost: lostReason is required.';
export const REASON_ONLY_WHEN_LOST = 'A lost reason is given only when a lead is lost.';
export const OWNER_NOT_ADMIN = 'The owner must be an administrator: no administrator has this id.';
export const NOTHING_TO_CHANGE = 'Say what to change: stage, ownerId or followUpOn.';

async function findLead(db: Executor, id: number): Promise<LeadWithNotes | undefined> {
  const row = await leadsWithOwner(db)
    .select([
      'contact_messages.message',
      'contact_messages.lost_reason',
      'contact_messages.stage_changed_at',
      'contact_messages.first_reply_at',
    ])
    .where('contact_messages.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [notes, history] = await Promise.all([
    db
      .selectFrom('lead_notes')
      .select(['id', 'author_email', 'body', 'created_at'])
      .where('message_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', 'in', ['lead', 'message'])
      .where('entity_id', '=', id)
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
  ]);
  return {
    ...toLead(row),
    message: row.message,
    quote: quoteOf(row.quote),
    lostReason: row.lost_reason,
    stageChangedAt: isoOrNull(row.stage_changed_at),
    firstReplyAt: isoOrNull(row.first_reply_at),
    notes: notes.map((n) => ({
      id: n.id,
      authorEmail: n.author_email,
      body: n.body,
      createdAt: iso(n.created_at),
    })),
    history: history.map(toAuditEntry),
  };
}

export function leadsRepository(db: Db, dialect: SqlDialect): LeadsRepository {
  return {
    async list(filter, cursor, limit) {
      const words = searchWords(filter.q);
      const matches = () => dialect.fullText.matches('contact_messages', words, false).as('fts');
      const filtered = () =>
        filterLeads(
          leadsWithOwner(db).$if(words.length > 0, (q) =>
            q.innerJoin(matches(), (join) =>
              join.onRef('fts.id' as never, '=', 'contact_messages.id'),
            ),
          ),
          filter,
        );
      // Newest first: the order leads arrived in, their ids' (with a search, the index's own).
      const [page, total] = await Promise.all([
        readPage(
          filtered(),
          [[words.length > 0 ? 'fts.id' : 'contact_messages.id', 'desc']],
          cursor,
          limit,
        ),
        filtered()
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0)),
      ]);
      return { items: page.rows.map(toLead), total, pageSize: limit, next: page.next };
    },

    find: (id) => findLead(db, id),

    async update(id, changes, actor) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('contact_messages')
          .select(['stage', 'lost_reason', 'owner_id', 'follow_up_on', 'first_reply_at'])
          .where('id', '=', id)
          .$if(dialect.forUpdate.enabled, (q) => q.forUpdate())
          .executeTakeFirst();
        if (!row) return undefined;
        const stage = changes.stage ?? row.stage;
        if (changes.lostReason !== undefined && stage !== 'lost')
          throw new LeadRuleError(REASON_ONLY_WHEN_LOST);
        if (stage === 'lost' && row.stage !== 'lost' && changes.lostReason === undefined)
          throw new LeadRuleError(LOST_NEEDS_REASON);
        if (changes.ownerId !== undefined && changes.ownerId !== null) {
          const owner = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', changes.ownerId)
            .where('role', '=', 'admin')
            .executeTakeFirst();
          if (!owner) throw new LeadRuleError(OWNER_NOT_ADMIN);
        }
        const at = now();
        const lostReason = stage === 'lost' ? (changes.lostReason ?? row.lost_reason) : null;
        const stageChanged = stage !== row.stage || lostReason !== row.lost_reason;
        const ownerChanged = changes.ownerId !== undefined && changes.ownerId !== row.owner_id;
        const followUpChanged =
          changes.followUpOn !== undefined && changes.followUpOn !== row.follow_up_on;
        if (stageChanged || ownerChanged || followUpChanged) {
          await trx
            .updateTable('contact_messages')
            .set({
              ...(stageChanged
                ? {
                    stage,
                    lost_reason: lostReason,
                    ...(stage !== row.stage ? { stage_changed_at: at } : {}),
                    // The first time it leaves "new": the time to a first reply ends here.
                    ...(row.first_reply_at === null && row.stage === 'new' && stage !== 'new'
                      ? { first_reply_at: at }
                      : {}),
                  }
                : {}),
              ...(ownerChanged ? { owner_id: changes.ownerId } : {}),
              ...(followUpChanged ? { follow_up_on: changes.followUpOn } : {}),
            })
            .where('id', '=', id)
            .execute();
        }
        const audit = (action: string, before: object, after: object) =>
          writeAudit(trx, actor, { action, entity: 'lead', entityId: id, before, after });
        if (stageChanged)
          await audit(
            'lead.stage',
            { stage: row.stage, lostReason: row.lost_reason },
            { stage, lostReason },
          );
        if (ownerChanged)
          await audit('lead.owner', { ownerId: row.owner_id }, { ownerId: changes.ownerId });
        if (followUpChanged)
          await audit(
            'lead.follow-up',
            { followUpOn: row.follow_up_on },
            { followUpOn: changes.followUpOn },
          );
        return findLead(trx, id);
      });
    },

    async addNote(id, body, actor) {
      return db.transaction().execute(async (trx) => {
        const lead = await trx
          .selectFrom('contact_messages')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!lead) return undefined;
        const note = await trx
          .insertInto('lead_notes')
          .values({
            message_id: id,
            author_id: actor.id,
            author_email: actor.email,
            body,
            created_at: now(),
          })
          .returning(['id', 'author_email', 'body', 'created_at'])
          .executeTakeFirstOrThrow();
        await writeAudit(trx, actor, {
          action: 'lead.note',
          entity: 'lead',
          entityId: id,
          after: { noteId: note.id, body },
        });
        return {
          id: note.id,
          authorEmail: note.author_email,
          body: note.body,
          createdAt: iso(note.created_at),
        };
      });
    },

    remove: (id, actor) => db.transaction().execute((trx) => deleteLead(trx, id, actor)),

    async owners() {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('role', '=', 'admin')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name || r.email, email: r.email }));
    },

    ...leadReports(db, dialect),
  };
}
