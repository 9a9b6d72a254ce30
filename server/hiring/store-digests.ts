// The hiring inbox's daily digest of job applications (HIRING_NOTIFY=daily, server/hiring/
// digest.ts; docs/product.md §10.17): the applications a day brought, and the record that makes
// each day's digest go once however many instances share the database (application_digests,
// keyed by the day it lists, inserted in the transaction that queues the email).

import type { Db } from '../db/dialect';
import { insertOutboxRows } from '../mail/outbox';
import { dayAfter, now, num } from '../db/rows';
import type { ApplicationsRepository } from './types';

type Digests = Pick<ApplicationsRepository, 'receivedOn' | 'recordDigest'>;

export function applicationDigests(db: Db): Digests {
  return {
    async receivedOn(day, listed) {
      const that = () =>
        db
          .selectFrom('applications')
          .where('applications.created_at', '>=', `${day}T00:00:00.000Z`)
          .where('applications.created_at', '<', dayAfter(day));
      const [count, rows] = await Promise.all([
        that()
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
          .then((row) => num(row?.n ?? 0)),
        that()
          .innerJoin('posts', 'posts.id', 'applications.post_id')
          .select([
            'applications.id',
            'applications.post_id',
            'applications.full_name',
            'posts.title',
          ])
          .orderBy('applications.id')
          .limit(listed)
          .execute(),
      ]);
      return {
        count,
        applications: rows.map((row) => ({
          id: num(row.id),
          postId: num(row.post_id),
          fullName: row.full_name,
          role: row.title,
        })),
      };
    },

    recordDigest: (day, email) =>
      db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('application_digests')
          .values({ day, sent_at: now() })
          .onConflict((oc) => oc.column('day').doNothing())
          .returning('day')
          .executeTakeFirst();
        if (!recorded) return false;
        await insertOutboxRows(trx, [email]);
        return true;
      }),
  };
}
