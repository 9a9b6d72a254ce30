// The site search's index (content/search/): rows written per source, each source's rows replaced
// in one transaction when what it would write changed (its digest), and searched with the
// database's full-text index (db/full-text.ts), the best match first.

import crypto from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tables } from '../../db/tables';
import type { SqlDialect } from '../../db/sql-dialect';
import { num } from '../../db/rows';
import type { SearchEntry, SearchRepository } from './search-types';

const digestOf = (entries: readonly SearchEntry[]) =>
  crypto.createHash('sha256').update(JSON.stringify(entries)).digest('base64url');

export function searchRepository(db: Kysely<Tables>, dialect: SqlDialect): SearchRepository {
  return {
    async replace(source, entries, at) {
      const digest = digestOf(entries);
      const known = await db
        .selectFrom('search_sources')
        .select('digest')
        .where('source', '=', source)
        .executeTakeFirst();
      if (known?.digest === digest) return false;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('search_entries').where('source', '=', source).execute();
        // A few hundred rows a source: in chunks, under both databases' parameter limits.
        for (let i = 0; i < entries.length; i += 100) {
          await trx
            .insertInto('search_entries')
            .values(entries.slice(i, i + 100).map((entry) => ({ source, ...entry })))
            .execute();
        }
        await trx
          .insertInto('search_sources')
          .values({ source, digest, indexed_at: at })
          .onConflict((oc) => oc.column('source').doUpdateSet({ digest, indexed_at: at }))
          .execute();
      });
      return true;
    },

    async search(words, { offset, limit, now }) {
      if (words.length === 0) return { items: [], total: 0 };
      // The count reads no rank (ranking every match costs: on PostgreSQL, most of the time).
      const matching = (ranked: boolean) =>
        db
          .selectFrom('search_entries')
          .innerJoin(
            (
              dialect.fullText.matches('search_entries', words, ranked) as RawBuilder<{
                id: number;
                rank: number;
              }>
            ).as('fts'),
            'fts.id',
            'search_entries.id',
          )
          .where((eb) =>
            eb.or([eb('search_entries.until', 'is', null), eb('search_entries.until', '>', now)]),
          );
      const [rows, count] = await Promise.all([
        matching(true)
          .select(['source', 'path', 'title', 'body', 'until'])
          .orderBy(sql`fts.rank`)
          .orderBy('search_entries.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        matching(false)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          ...row,
          until: row.until === null ? null : new Date(row.until).toISOString(),
        })),
        total: num(count.n),
      };
    },
  };
}
