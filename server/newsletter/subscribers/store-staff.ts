// The back office's reads of the subscribers (Subscribers screen, CSV export), written once for
// both databases: the counts (pending, confirmed; of the suppressed, only how many), a page of the
// list (newest first, searched by address), and every subscription in id order for the export.

import type { Db } from '../../db/dialect';
import { readPage } from '../../db/keyset';
import { countOf } from '../../db/rows';
import { withTopics } from './rows';
import type { StaffSubscribersRepository } from './types';

const ORDER = [['id', 'desc']] as const;
/** Rows the export reads at a time. */
const EXPORT_BATCH = 500;

export function staffSubscribersRepository(db: Db): StaffSubscribersRepository {
  return {
    async counts() {
      const status = (s: 'pending' | 'confirmed') =>
        countOf(db.selectFrom('newsletter_subscribers').where('status', '=', s));
      return {
        pending: await status('pending'),
        confirmed: await status('confirmed'),
        suppressed: await countOf(db.selectFrom('newsletter_suppressions')),
      };
    },

    async page({ q, status, cursor, size }) {
      const query = db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .$if(status !== undefined, (s) => s.where('status', '=', status!))
        .$if(q !== undefined && q.trim() !== '', (s) =>
          s.where(
            'email',
            'like',
            `%${q!
              .trim()
              .toLowerCase()
              .replace(/[%_\\]/g, '')}%`,
          ),
        );
      const { rows, next } = await readPage(query as never, ORDER, cursor, size);
      return { items: await withTopics(db, rows as never), next };
    },

    async *all() {
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('newsletter_subscribers')
          .selectAll()
          .where('id', '>', after)
          .orderBy('id')
          .limit(EXPORT_BATCH)
          .execute();
        if (rows.length === 0) return;
        yield* await withTopics(db, rows);
        after = rows.at(-1)!.id;
      }
    },
  };
}
