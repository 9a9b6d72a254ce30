// The content staff edit (jobs and internships, testimonials, products): one table each, one
// generic repository over them (staff-types.ts, CollectionRepository), the same on both databases.
// Each write and its audit row commit together.

import type { Kysely } from 'kysely';
import type { Db, Executor } from './dialect';
import { bool, iso, num, now, writeAudit } from './rows';
import type { CollectionRepository, ContentStore } from './staff-types';

type Kind = 'text' | 'nullableText' | 'integer' | 'real' | 'boolean';

interface Field {
  field: string;
  column: string;
  kind: Kind;
  /** Set by staff (create and update); the others keep their stored value. */
  editable: boolean;
}

interface Collection {
  table: string;
  /** The audit log's name for it. */
  entity: string;
  fields: readonly Field[];
  /** The order of lists: columns and directions. */
  orderBy: readonly (readonly [string, 'asc' | 'desc'])[];
}

const f = (field: string, column: string, kind: Kind, editable = true): Field => ({
  field,
  column,
  kind,
  editable,
});

export const POSTS: Collection = {
  table: 'posts',
  entity: 'post',
  // Newest first, so that a new opening shows among the first ten on /careers; the demo posts,
  // seeded in one statement, share one time and keep their order.
  orderBy: [
    ['created_at', 'desc'],
    ['id', 'asc'],
  ],
  fields: [
    f('type', 'type', 'text'),
    f('title', 'title', 'text'),
    f('body', 'body', 'text'),
    f('published', 'published', 'boolean'),
  ],
};

export const TESTIMONIALS: Collection = {
  table: 'testimonials',
  entity: 'testimonial',
  orderBy: [['id', 'asc']],
  fields: [
    f('name', 'name', 'text'),
    f('designation', 'designation', 'text'),
    f('message', 'message', 'text'),
    f('photo', 'photo', 'nullableText'),
    f('published', 'published', 'boolean'),
  ],
};

export const PRODUCTS: Collection = {
  table: 'products',
  entity: 'product',
  orderBy: [['id', 'asc']],
  fields: [
    f('title', 'title', 'text'),
    f('priceCents', 'price_cents', 'integer'),
    f('description', 'description', 'text'),
    f('category', 'category', 'text'),
    f('image', 'image', 'text'),
    f('ratingRate', 'rating_rate', 'real', false),
    f('ratingCount', 'rating_count', 'integer', false),
    f('published', 'published', 'boolean'),
  ],
};

const convert = (value: unknown, kind: Kind): unknown => {
  switch (kind) {
    case 'boolean':
      return bool(value as number | boolean);
    case 'integer':
    case 'real':
      return num(value);
    case 'nullableText':
      return value === null ? null : String(value);
    default:
      return String(value);
  }
};

type Row = Record<string, unknown>;

function repository<T extends { id: number }, I>(
  def: Collection,
  typed: Db,
): CollectionRepository<T, I> {
  // The collection's table is chosen at run time: its columns are checked by the declaration
  // above, not by Kysely's table types.
  const dynamic = (executor: Executor) => executor as unknown as Kysely<Record<string, Row>>;
  const db = dynamic(typed);
  const editable = def.fields.filter((field) => field.editable);
  const fromRow = (row: Row): T => {
    const item: Row = { id: num(row.id) };
    for (const field of def.fields) item[field.field] = convert(row[field.column], field.kind);
    item.createdAt = iso(row.created_at as string | Date);
    item.updatedAt = iso(row.updated_at as string | Date);
    return item as T;
  };
  const valuesOf = (input: I): Row =>
    Object.fromEntries(
      editable.map((field) => [field.column, (input as Row)[field.field] ?? null]),
    );
  const columnOf = (name: string): string => {
    const field = def.fields.find((candidate) => candidate.field === name);
    if (!field || field.kind !== 'text') throw new Error(`${def.table} has no text field ${name}`);
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

  const list = async (where?: { field: string; value: string }, publishedOnly = false) => {
    const rows = await db
      .selectFrom(def.table)
      .selectAll()
      .$if(publishedOnly, (query) => query.where('published', '=', true))
      .$if(where !== undefined, (query) => query.where(columnOf(where!.field), '=', where!.value))
      .$call((query) =>
        def.orderBy.reduce(
          (ordered, [column, direction]) => ordered.orderBy(column, direction),
          query,
        ),
      )
      .execute();
    return rows.map(fromRow);
  };

  return {
    list: () => list(),
    listPublished: (where) => list(where, true),
    create: (input, actor) =>
      typed.transaction().execute(async (trx) => {
        const stamp = now();
        const row = await dynamic(trx)
          .insertInto(def.table)
          .values({ ...valuesOf(input), created_at: stamp, updated_at: stamp })
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
      }),
    update: (id, input, actor) =>
      typed.transaction().execute(async (trx) => {
        const before = await selectOne(dynamic(trx), id);
        if (!before) return undefined;
        const row = await dynamic(trx)
          .updateTable(def.table)
          .set({ ...valuesOf(input), updated_at: now() })
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
        await dynamic(trx).deleteFrom(def.table).where('id', '=', id).execute();
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

export const contentStore = (db: Db): ContentStore => ({
  posts: repository(POSTS, db),
  testimonials: repository(TESTIMONIALS, db),
  products: repository(PRODUCTS, db),
});
