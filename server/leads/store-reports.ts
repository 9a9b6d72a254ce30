// What is read from the leads in bulk (LeadsRepository, lead-types.ts): the dashboard's figures,
// each computed by the database (counts, and the median by its position in the sorted times); the
// CSV export, read by keyset pages so that no more than one batch is ever in memory; and the daily
// digest's due follow-ups, with the record that makes each owner's digest go once a day however
// many instances share the database.

import { LEAD_STAGES } from '../../contract/values/leads';
import type { Db, SqlDialect } from '../db/dialect';
import { readPage } from '../db/keyset';
import type { LeadExportRow, LeadsRepository } from './types';
import { quoteOf } from './quote-details';
import { leadsWithOwner } from './rows';
import { insertOutboxRows } from '../mail/outbox';
import { countOf, dayAfter, iso, isoOrNull, now, num } from '../db/rows';

const DAY_MS = 86_400_000;
/** The dashboard looks at this many weeks, the current one included. */
const WEEKS = 8;
/** How many leads the export reads at a time. */
const EXPORT_BATCH = 1000;

const OPEN_STAGES = LEAD_STAGES.filter((stage) => stage !== 'won' && stage !== 'lost');

/** The Monday (UTC) of the week `at` is in, at midnight. */
const mondayOf = (at: Date): number => {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
};

const estimateText = (estimate: { low: number; high: number; currency: string } | null) =>
  estimate ? `${estimate.low}–${estimate.high} ${estimate.currency}` : '';

type Reports = Pick<LeadsRepository, 'stats' | 'exportRows' | 'dueFollowUps' | 'recordDigest'>;

export function leadReports(db: Db, dialect: SqlDialect): Reports {
  return {
    async stats(at) {
      const first = mondayOf(at) - (WEEKS - 1) * 7 * DAY_MS;
      const since = new Date(first).toISOString();
      const arrived = () => db.selectFrom('contact_messages').where('created_at', '>=', since);
      const weeks = Array.from({ length: WEEKS }, (_, i) => first + i * 7 * DAY_MS);
      const counts = await Promise.all(
        weeks.map((start) =>
          countOf(
            db
              .selectFrom('contact_messages')
              .where('created_at', '>=', new Date(start).toISOString())
              .where('created_at', '<', new Date(start + 7 * DAY_MS).toISOString()),
          ),
        ),
      );
      const [won, lost] = await Promise.all([
        countOf(arrived().where('stage', '=', 'won')),
        countOf(arrived().where('stage', '=', 'lost')),
      ]);
      // The median of (first reply − arrival): the middle one or two of the sorted durations.
      const replied = () => arrived().where('first_reply_at', 'is not', null);
      const n = await countOf(replied());
      let median: number | null = null;
      if (n > 0) {
        const seconds = dialect.secondsBetween('created_at', 'first_reply_at');
        const middle = await replied()
          .select(seconds.as('s'))
          .orderBy('s')
          .limit(n % 2 === 1 ? 1 : 2)
          .offset(Math.floor((n - 1) / 2))
          .execute();
        const values = middle.map((row) => num(row.s));
        median = values.reduce((a, b) => a + b, 0) / values.length / 3600;
      }
      return {
        weeks: weeks.map((start, i) => ({
          weekOf: new Date(start).toISOString().slice(0, 10),
          count: counts[i] ?? 0,
        })),
        won,
        lost,
        winRate: won + lost === 0 ? null : won / (won + lost),
        medianFirstReplyHours: median === null ? null : Math.round(median * 10) / 10,
      };
    },

    async *exportRows(from, to, batch = EXPORT_BATCH) {
      const range = () =>
        leadsWithOwner(db)
          .select([
            'contact_messages.message',
            'contact_messages.lost_reason',
            'contact_messages.first_reply_at',
          ])
          .where('contact_messages.created_at', '>=', `${from}T00:00:00.000Z`)
          .where('contact_messages.created_at', '<', dayAfter(to));
      let cursor: string | undefined;
      do {
        const page = await readPage(range(), [['contact_messages.id', 'asc']], cursor, batch);
        for (const row of page.rows) {
          const quote = quoteOf(row.quote);
          yield {
            id: row.id,
            createdAt: iso(row.created_at),
            kind: row.kind,
            stage: row.stage,
            fullName: row.full_name,
            email: row.email,
            subject: row.subject,
            message: row.message,
            service: quote?.service ?? '',
            tier: quote?.tier ?? '',
            estimate: estimateText(quote?.estimate ?? null),
            owner: row.owner_email ?? '',
            followUpOn: row.follow_up_on ?? '',
            lostReason: row.lost_reason ?? '',
            firstReplyAt: isoOrNull(row.first_reply_at) ?? '',
          } satisfies LeadExportRow;
        }
        cursor = page.next ?? undefined;
      } while (cursor !== undefined);
    },

    async dueFollowUps(day, listed) {
      const due = () =>
        db
          .selectFrom('contact_messages')
          .innerJoin('users', 'users.id', 'contact_messages.owner_id')
          .where('users.role', '=', 'admin')
          .where('contact_messages.follow_up_on', '<=', day)
          .where('contact_messages.stage', 'in', OPEN_STAGES);
      const owners = await due()
        .select(['users.id', 'users.email', 'users.name'])
        .select((eb) => eb.fn.countAll().as('n'))
        .groupBy(['users.id', 'users.email', 'users.name'])
        .orderBy('users.id')
        .execute();
      return Promise.all(
        owners.map(async (owner) => ({
          ownerId: owner.id,
          email: owner.email,
          name: owner.name,
          count: num(owner.n),
          leads: await due()
            .select([
              'contact_messages.id',
              'contact_messages.full_name as fullName',
              'contact_messages.subject',
              'contact_messages.stage',
              'contact_messages.follow_up_on as followUpOn',
            ])
            .where('users.id', '=', owner.id)
            .orderBy('contact_messages.follow_up_on')
            .orderBy('contact_messages.id')
            .limit(listed)
            .execute(),
        })),
      );
    },

    async recordDigest(ownerId, day, email) {
      return db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('lead_digests')
          .values({ owner_id: ownerId, day, sent_at: now() })
          .onConflict((oc) => oc.columns(['owner_id', 'day']).doNothing())
          .returning('owner_id')
          .executeTakeFirst();
        if (!recorded) return false;
        await insertOutboxRows(trx, [email]);
        return true;
      });
    },
  };
}
