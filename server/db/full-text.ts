// Full-text search, the one part of a search that each database does its own way: SQLite's FTS5
// (an external-content index kept by triggers) and PostgreSQL's text search (a GIN index over
// to_tsvector of the same columns). Both match every word of the query as a prefix of a word in
// the row ("harb agen" finds "Harbour: Agency Website Template"), ignoring case, and rank the
// matches (SQLite's bm25, PostgreSQL's ts_rank). What a query is (its words) is decided here, once.

import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * The columns each searched table's index covers, as migration 11 built them (it builds the
 * tables listed here): a change here needs a new migration that rebuilds that table's index.
 */
export const SEARCH_COLUMNS = {
  contact_messages: ['full_name', 'email', 'subject', 'message'],
  users: ['name', 'email'],
  products: ['title', 'category', 'description'],
  posts: ['title', 'body'],
  testimonials: ['name', 'designation', 'message'],
} as const;

/** Every searched table's columns: migration 11's, and the site search's (migration 23). */
const SEARCHED_COLUMNS = { ...SEARCH_COLUMNS, search_entries: ['title', 'body'] } as const;

/**
 * How much a match in each column counts when ranked, where a table's columns are not equal (the
 * site search: a word of the title counts ten times one of the text); others count the same.
 * PostgreSQL's ts_rank knows four weights: 10 is its A (1.0), 1 its D (0.1).
 */
const RANK_WEIGHTS: Partial<Record<SearchedTable, readonly number[]>> = {
  search_entries: [10, 1],
};

export type SearchedTable = keyof typeof SEARCHED_COLUMNS;
/** The tables whose first column, the title, has an index of its own (migration 24). */
type TitledTable = 'search_entries';

/** At most this many words of a query count; each at most this long. */
const MAX_WORDS = 8;
const MAX_WORD = 64;

/**
 * The words of a query, lower-cased: runs of letters and digits (what both indexes call words:
 * `jane.doe@example.com` is four), at most eight. None: the query names no word, and filters
 * nothing.
 */
export const searchWords = (text: string | undefined): string[] =>
  allWords(text)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD));

const allWords = (text: string | undefined) => text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether the query names more words than searchWords keeps. */
export const moreWordsThanSearched = (text: string | undefined): boolean =>
  allWords(text).length > MAX_WORDS;

export interface FullText {
  /** Builds `table`'s index over its SEARCH_COLUMNS and fills it from the rows already there. */
  create(table: SearchedTable): RawBuilder<unknown>[];
  /**
   * The rows of `table` matching every word, as a derived table `(id, rank)` to join on the
   * table's id: with `ranked`, `rank` orders the best match first (ascending); without, it is 0
   * (ranking every match costs: the inbox lists them by time).
   */
  matches(
    table: SearchedTable,
    words: readonly string[],
    ranked: boolean,
    among?: RawBuilder<unknown>,
  ): RawBuilder<unknown>;
  /**
   * The rows of `table` matching every word, as a condition on its row: a count needs no derived
   * table to join (on PostgreSQL, the GIN index alone answers it).
   */
  condition(table: SearchedTable, words: readonly string[]): RawBuilder<boolean>;
  /** Builds the index of a titled table's title alone (migration 24; SQLite's FTS5 has it). */
  createTitleIndex(table: TitledTable): RawBuilder<unknown>[];
  /**
   * The first `limit` rows by id matching every word (in the title alone, with `title`) and
   * `where` (a condition on the table's row), as a derived table `(id)`: read in the index's
   * order, stopping at the limit.
   */
  firstMatches(
    table: TitledTable,
    words: readonly string[],
    chosen: { title: boolean; where: RawBuilder<boolean>; limit: number },
  ): RawBuilder<unknown>;
  /**
   * Runs a search's statements: on PostgreSQL in a transaction that has the planner find the
   * matches with the full-text index rather than read every row (see POSTGRES_FULL_TEXT).
   */
  searching<D, T>(db: Kysely<D>, run: (db: Kysely<D>) => Promise<T>): Promise<T>;
}

const list = (table: SearchedTable) => SEARCHED_COLUMNS[table].join(', ');

/** Each word quoted (FTS5's query syntax takes nothing from the visitor) and a prefix. */
const ftsQuery = (words: readonly string[], column = '') =>
  words.map((word) => `${column}"${word}"*`).join(' ');

export const SQLITE_FULL_TEXT: FullText = {
  create(table) {
    const fts = `${table}_fts`;
    const columns = SEARCHED_COLUMNS[table];
    const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ');
    return [
      sql.raw(
        `CREATE VIRTUAL TABLE ${fts} USING fts5(${list(table)}, content='${table}', ` +
          `content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
      ),
      sql.raw(
        `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN ` +
          `INSERT INTO ${fts}(rowid, ${list(table)}) VALUES (new.id, ${values('new')}); END`,
      ),
      sql.raw(
        `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN ` +
          `INSERT INTO ${fts}(${fts}, rowid, ${list(table)}) ` +
          `VALUES ('delete', old.id, ${values('old')}); END`,
      ),
      sql.raw(
        `CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list(table)} ON ${table} BEGIN ` +
          `INSERT INTO ${fts}(${fts}, rowid, ${list(table)}) ` +
          `VALUES ('delete', old.id, ${values('old')}); ` +
          `INSERT INTO ${fts}(rowid, ${list(table)}) VALUES (new.id, ${values('new')}); END`,
      ),
      sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`),
    ];
  },
  matches(table, words, ranked, among) {
    const fts = sql.raw(`${table}_fts`);
    const weights = RANK_WEIGHTS[table]?.map((w) => `, ${w}`).join('') ?? '';
    const rank = ranked ? sql`bm25(${fts}${sql.raw(weights)})` : sql`0`;
    // `+rowid`: a filter of the matches, not a constraint FTS5 takes (it would run the query
    // again for each id: 370 ms for 400 ids of a word on 10,000 pages).
    const within = among ? sql` AND +rowid IN ${among}` : sql``;
    return sql`(SELECT rowid AS id, ${rank} AS rank FROM ${fts}
      WHERE ${fts} MATCH ${ftsQuery(words)}${within})`;
  },
  condition: (table, words) =>
    sql`${sql.ref(`${table}.id`)} IN (SELECT rowid FROM ${sql.raw(`${table}_fts`)}
      WHERE ${sql.raw(`${table}_fts`)} MATCH ${ftsQuery(words)})`,
  createTitleIndex: () => [],
  firstMatches(table, words, { title, where, limit }) {
    const fts = sql.raw(`${table}_fts`);
    // A column filter on each word, for the title: FTS5 looks in that column alone.
    const query = ftsQuery(words, title ? `{${SEARCHED_COLUMNS[table][0]}} : ` : '');
    return sql`(SELECT ${fts}.rowid AS id FROM ${fts} JOIN ${sql.raw(table)} ON id = ${fts}.rowid
      WHERE ${fts} MATCH ${query} AND ${where} ORDER BY ${fts}.rowid LIMIT ${limit})`;
  },
  searching: (db, run) => run(db),
};

/** A column's text with punctuation made spaces (see document below). */
const cleaned = (column: string) =>
  `regexp_replace(coalesce(${column}, ''), '[[:punct:]]+', ' ', 'g')`;

/**
 * The document PostgreSQL indexes: the columns' text with punctuation made spaces (so that its
 * parser, which would keep `jane.doe@example.com` whole, finds the words FTS5 finds), one
 * expression for the index and the queries.
 */
const document = (table: SearchedTable) => {
  const text = SEARCHED_COLUMNS[table].map((c) => `coalesce(${c}, '')`).join(" || ' ' || ");
  return `to_tsvector('simple', regexp_replace(${text}, '[[:punct:]]+', ' ', 'g'))`;
};

/**
 * A weighted table's document, each column's words weighted (10: ts_rank's A, which it counts ten
 * times D, the others' weight), kept in a stored column: ranking thousands of matches reads it
 * rather than parsing every row's text again (2.1 s for a word on 10,000 pages of the site
 * search; the expression index of the others re-parses each match it ranks).
 */
const STORED_DOCUMENT = 'fts_document';
const weightedDocument = (table: SearchedTable) =>
  SEARCHED_COLUMNS[table]
    .map((c, i) => {
      const weight = (RANK_WEIGHTS[table]?.[i] ?? 1) >= 10 ? 'A' : 'D';
      return `setweight(to_tsvector('simple', ${cleaned(c)}), '${weight}')`;
    })
    .join(' || ');

/** A title's own words, in a stored column under a GIN index of its own (migration 24). */
const STORED_TITLE = 'fts_title';

/** The columns that are PostgreSQL's half of a full-text index, as the FTS5 tables are SQLite's. */
export const STORED_COLUMNS = [STORED_DOCUMENT, STORED_TITLE];

/** Words are letters and digits only (searchWords): nothing in them is to_tsquery's syntax. */
const tsQuery = (words: readonly string[]) =>
  sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;

export const POSTGRES_FULL_TEXT: FullText = {
  create(table) {
    if (RANK_WEIGHTS[table]) {
      return [
        sql.raw(
          `ALTER TABLE ${table} ADD COLUMN ${STORED_DOCUMENT} tsvector ` +
            `GENERATED ALWAYS AS (${weightedDocument(table)}) STORED`,
        ),
        sql.raw(`CREATE INDEX ${table}_fts ON ${table} USING gin (${STORED_DOCUMENT})`),
      ];
    }
    return [sql.raw(`CREATE INDEX ${table}_fts ON ${table} USING gin ((${document(table)}))`)];
  },
  matches(table, words, ranked, among) {
    const query = tsQuery(words);
    const doc = sql.raw(RANK_WEIGHTS[table] ? STORED_DOCUMENT : document(table));
    const rank = ranked ? sql`-ts_rank(${doc}, ${query})` : sql`0`;
    // Among chosen matches: those alone are read and ranked.
    const which = among ? sql`id IN ${among}` : sql`${doc} @@ ${query}`;
    // OFFSET 0 keeps the planner from folding this into the outer query, where it would walk the
    // list in its order computing every row's document until a page is found (1.6 s for a rare
    // word in 100,000 messages); alone, it is a bitmap scan of the GIN index.
    return sql`(SELECT id, ${rank} AS rank FROM ${sql.raw(table)}
      WHERE ${which} OFFSET 0)`;
  },
  condition: (table, words) =>
    sql`${sql.raw(RANK_WEIGHTS[table] ? STORED_DOCUMENT : document(table))} @@ ${tsQuery(words)}`,
  createTitleIndex: (table) => [
    sql.raw(
      `ALTER TABLE ${table} ADD COLUMN ${STORED_TITLE} tsvector ` +
        `GENERATED ALWAYS AS (to_tsvector('simple', ${cleaned(SEARCHED_COLUMNS[table][0])})) STORED`,
    ),
    sql.raw(`CREATE INDEX ${table}_fts_title ON ${table} USING gin (${STORED_TITLE})`),
  ],
  firstMatches: (table, words, { title, where, limit }) =>
    sql`(SELECT id FROM ${sql.raw(table)}
      WHERE ${sql.raw(title ? STORED_TITLE : STORED_DOCUMENT)} @@ ${tsQuery(words)} AND ${where}
      ORDER BY id LIMIT ${limit})`,
  // The planner prices reading a row's stored document as nothing, though a document of a few
  // hundred words lives out of line (TOAST): for a word on most rows it reads every row's
  // document rather than ask the GIN index, which answers without reading one (the count of a
  // word on 9,700 of 10,000 pages: 130 ms against 14 ms). Within this transaction alone.
  searching: (db, run) =>
    db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return run(trx);
    }),
};
