// The content staff edit: one generic repository (staff-types.ts, CollectionRepository) per
// collection declared in contract/values/collections.ts, which says each one's table, columns, order and
// searchable fields. The same on both databases; each write and its audit row commit together.

import type { Kysely } from 'kysely';
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionDeclaration,
  columnOf,
  type Widget,
} from '../../../contract/values/collections';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { SEARCH_COLUMNS, type SearchedTable, searchWords } from '../../db/full-text';
import { type Order, readPage } from '../../db/keyset';
import { bool, countOf, iso, isoOrNull, num, now, writeAudit } from '../../db/rows';
import { uniqueSlug } from './slugs';
import {
  type Actor,
  type CollectionQuery,
  type CollectionRepository,
  type ContentStore,
  RecordInUseError,
} from '../../db/staff-types';

type Row = Record<string, unknown>;

/** A stored value as the item carries it. */
const convert = (value: unknown, widget: Widget): unknown => {
  switch (widget) {
    case 'boolean':
      return bool(value as number | boolean);
    case 'cents':
    case 'integer':
    case 'decimal':
      return value === null ? null : num(value);
    case 'datetime':
      return isoOrNull(value as string | Date | null);
    default:
      return value === null ? null : String(value);
  }
};

function repository<T extends { id: number }, I>(
  def: CollectionDeclaration,
  typed: Db,
  dialect: SqlDialect,
): CollectionRepository<T, I> {
  // The collection's table is chosen at run time: its columns are checked by its declaration,
  // not by Kysely's table types.
  const dynamic = (executor: Executor) => executor as unknown as Kysely<Record<string, Row>>;
  const db = dynamic(typed);
  const fields = Object.entries(def.fields).map(([name, field]) => ({
    name,
    column: columnOf(name, field),
    widget: field.widget,
    editable: field.editable !== false,
    searchable: field.searchable === true,
  }));
  const editable = fields.filter((field) => field.editable);
  // Made from the title once, when the item is created (slugs.ts).
  const slugs = fields.filter((field) => field.widget === 'slug');
  const fromRow = (row: Row): T => {
    const item: Row = { id: num(row.id) };
    for (const field of fields) item[field.name] = convert(row[field.column], field.widget);
    item.createdAt = iso(row.created_at as string | Date);
    item.updatedAt = iso(row.updated_at as string | Date);
    return item as T;
  };
  /** A moment is stored in UTC (ISO 8601), so that moments compare as text on SQLite too. */
  const stored = (value: unknown, widget: Widget) =>
    widget === 'datetime' && typeof value === 'string' ? new Date(value).toISOString() : value;
  const timed = Object.entries(def.fields).flatMap(([name, field]) =>
    field.timedIn ? [{ name, column: field.timedIn }] : [],
  );
  /** The timed booleans' columns that change: the moment one turned true, null when false. */
  const timesOf = (input: I, before: Row | undefined, at: string): Row =>
    Object.fromEntries(
      timed.flatMap(({ name, column }) => {
        const value = (input as Row)[name] === true;
        return before && before[name] === value ? [] : [[column, value ? at : null]];
      }),
    );
  const valuesOf = (input: I): Row =>
    Object.fromEntries(
      editable.map((field) => [
        field.column,
        stored((input as Row)[field.name] ?? null, field.widget),
      ]),
    );
  const columnNamed = (name: string): string => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${def.table} has no field ${name}`);
    return field.column;
  };
  const selectOne = async (executor: Kysely<Record<string, Row>>, id: number) => {
    const row = await executor
      .selectFrom(def.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  };

  const table = (column: string) => (column.includes('.') ? column : `${def.table}.${column}`);
  const declaredOrder: Order = def.order.map(([column, direction]) => [table(column), direction]);
  const searchable = (SEARCH_COLUMNS as Record<string, unknown>)[def.table] !== undefined;

  /** `ranked`: the search's rank is read (the list is ordered by it). */
  const filtered = (query: CollectionQuery<T>, words: string[], ranked = false) =>
    db
      .selectFrom(def.table)
      .$if(words.length > 0 && searchable, (q) =>
        q.innerJoin(
          dialect.fullText.matches(def.table as SearchedTable, words, ranked).as('fts'),
          'fts.id',
          table('id'),
        ),
      )
      .$if(query.publishedOnly === true, (q) => q.where(table('published'), '=', true))
      .$if(query.where !== undefined, (q) =>
        q.where(table(columnNamed(query.where!.field)), '=', query.where!.value),
      )
      .$if(query.openAt !== undefined, (q) =>
        q
          .where(table(columnNamed('closed')), '=', false)
          .where((eb) =>
            eb.or([
              eb(table(columnNamed('validThrough')), 'is', null),
              eb(table(columnNamed('validThrough')), '>', query.openAt!),
            ]),
          ),
      );

  const page = async (query: CollectionQuery<T>) => {
    const words = searchable ? searchWords(query.search) : [];
    const order: Order =
      query.order === 'relevance'
        ? words.length > 0
          ? [
              ['fts.rank', 'asc'],
              [table('id'), 'asc'],
            ]
          : declaredOrder
        : (query.order?.map(([column, direction]) => [table(column), direction] as const) ??
          declaredOrder);
    const selected = filtered(query, words, query.order === 'relevance')
      .selectAll(def.table)
      .$if(words.length > 0, (q) => q.select('fts.rank'))
      .$if(query.offset !== undefined, (q) => q.offset(query.offset!));
    const [{ rows, next }, total] = await Promise.all([
      readPage(selected as never, order, query.cursor, query.limit),
      countOf(filtered(query, words) as never),
    ]);
    return { items: (rows as Row[]).map(fromRow), total, pageSize: query.limit, next };
  };

  /** Every published item (a few hundred at most: the careers lists, the sitemap). */
  const listPublished = async (where?: CollectionQuery<T>['where']) => {
    const rows = await filtered({ publishedOnly: true, where, limit: 0 }, [])
      .selectAll(def.table)
      .$call((q) =>
        declaredOrder.reduce(
          (ordered, [column, direction]) => ordered.orderBy(column, direction),
          q,
        ),
      )
      .execute();
    return rows.map(fromRow);
  };

  /**
   * Inserts the item and its audit row. Its slug is the first one free when the transaction
   * reads; should a concurrent create take it first (PostgreSQL), the unique index refuses the
   * insert and the create runs again, a few times at most.
   */
  const createOnce = async (input: I, actor: Actor, attempt: number): Promise<T> => {
    try {
      return await typed.transaction().execute(async (trx) => {
        const stamp = now();
        const title = String((input as Row)[def.titleField]);
        const made: Row = {};
        for (const field of slugs) made[field.column] = await uniqueSlug(trx, def.table, title);
        const row = await dynamic(trx)
          .insertInto(def.table)
          .values({
            ...valuesOf(input),
            ...timesOf(input, undefined, stamp),
            ...made,
            created_at: stamp,
            updated_at: stamp,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const item = fromRow(row);
        await writeAudit(trx, actor, {
          action: `${def.entity}.create`,
          entity: def.entity,
          entityId: item.id,
          after: item,
        });
        return item;
      });
    } catch (error) {
      if (slugs.length === 0 || attempt >= 3 || !dialect.isUniqueViolation(error)) throw error;
      return createOnce(input, actor, attempt + 1);
    }
  };

  return {
    page,
    listPublished,
    create: (input, actor) => createOnce(input, actor, 0),
    update: (id, input, actor) =>
      typed.transaction().execute(async (trx) => {
        const before = await selectOne(dynamic(trx), id);
        if (!before) return undefined;
        const stamp = now();
        const row = await dynamic(trx)
          .updateTable(def.table)
          .set({ ...valuesOf(input), ...timesOf(input, before, stamp), updated_at: stamp })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = fromRow(row);
        await writeAudit(trx, actor, {
          action: `${def.entity}.update`,
          entity: def.entity,
          entityId: id,
          before,
          after,
        });
        return after;
      }),
    remove: (id, actor) =>
      typed.transaction().execute(async (trx) => {
        const before = await selectOne(dynamic(trx), id);
        if (!before) return false;
        try {
          await dynamic(trx).deleteFrom(def.table).where('id', '=', id).execute();
        } catch (error) {
          if (dialect.isForeignKeyViolation(error)) throw new RecordInUseError(def.entity);
          throw error;
        }
        await writeAudit(trx, actor, {
          action: `${def.entity}.delete`,
          entity: def.entity,
          entityId: id,
          before,
        });
        return true;
      }),
  };
}

export const contentStore = (db: Db, dialect: SqlDialect): ContentStore =>
  Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, repository(COLLECTIONS[name], db, dialect)]),
  ) as unknown as ContentStore;
