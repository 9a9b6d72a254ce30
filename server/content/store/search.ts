// The site search's index (content/search/): rows written per source, each source's rows replaced
// in one transaction when what it would write changed (its digest), and searched with the
// database's full-text index (db/full-text.ts), the best match first.

import crypto from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '../../../contract/values/search';
import type { Tables } from '../../db/tables';
import type { SqlDialect } from '../../db/sql-dialect';
import { num } from '../../db/rows';
import type { SearchEntry, SearchRepository } from './search-types';

/** Matches ranked in full, up to this many (about 10 ms on PostgreSQL). */
const RANKED_IN_FULL = 1000;
/** Past it, how many of the title matches and of all are ranked: every result a visitor can reach. */
const CANDIDATES = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

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
            .values(
              entries
                .slice(i, i + 100)
                .map((entry) => ({ source, ...entry, place: entry.place ?? null })),
            )
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
      const { fullText } = dialect;
      const visible = sql<boolean>`(search_entries.until IS NULL OR search_entries.until > ${now})`;
      // The count reads no rank (ranking every match costs: on PostgreSQL, most of the time).
      return fullText.searching(db, async (db) => {
        const count = await db
          .selectFrom('search_entries')
          .where(fullText.condition('search_entries', words))
          .where(visible)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        const total = num(count.n);
        // Up to RANKED_IN_FULL matches, every one is ranked. Past it (a word on most pages), the
        // ones ranked are the first CANDIDATES (by id) whose title has every word and the first
        // CANDIDATES of all: the title matches still come first, and every page a visitor can reach
        // is full, for a bounded cost.
        const first = (title: boolean) =>
          sql`SELECT id FROM ${fullText.firstMatches('search_entries', words, {
            title,
            where: visible,
            limit: CANDIDATES,
          })} AS ${sql.raw(title ? 'titled' : 'other')}`;
        const among =
          total <= RANKED_IN_FULL ? undefined : sql`(${first(true)} UNION ${first(false)})`;
        const ranked = fullText.matches('search_entries', words, true, among) as RawBuilder<{
          id: number;
          rank: number;
        }>;
        const rows = await db
          .selectFrom('search_entries')
          .innerJoin(ranked.as('fts'), 'fts.id', 'search_entries.id')
          .where(visible)
          .select(['source', 'path', 'title', 'body', 'until', 'place'])
          .orderBy(sql`fts.rank`)
          .orderBy('search_entries.id')
          .offset(offset)
          .limit(limit)
          .execute();
        return {
          items: rows.map((row) => ({
            ...row,
            until: row.until === null ? null : new Date(row.until).toISOString(),
          })),
          total,
        };
      });
    },
  };
}
