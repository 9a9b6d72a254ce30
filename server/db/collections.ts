// The content staff edit (jobs and internships, testimonials, products): one table each, one
// generic repository over them (staff-types.ts, CollectionRepository), the same on both stores.

import { type Op, type OpRunner, type Row, bool, iso, now, num, sql, writeAudit } from './ops';
import type { Actor, CollectionRepository, ContentStore } from './staff-types';

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
  /** The order of lists (default: by id). */
  orderBy?: string;
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
  orderBy: 'created_at DESC, id',
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
      return bool(value);
    case 'integer':
    case 'real':
      return num(value);
    case 'nullableText':
      return value === null ? null : String(value);
    default:
      return String(value);
  }
};

function repository<T extends { id: number }, I>(
  def: Collection,
  runner: OpRunner,
): CollectionRepository<T, I> {
  const editable = def.fields.filter((field) => field.editable);
  const fromRow = (row: Row): T => {
    const item: Record<string, unknown> = { id: num(row.id) };
    for (const field of def.fields) item[field.field] = convert(row[field.column], field.kind);
    item.createdAt = iso(row.created_at);
    item.updatedAt = iso(row.updated_at);
    return item as T;
  };
  const valuesOf = (input: I) =>
    editable.map((field) => (input as Record<string, unknown>)[field.field] ?? null);
  const columnOf = (name: string): string => {
    const field = def.fields.find((candidate) => candidate.field === name);
    if (!field || field.kind !== 'text') throw new Error(`${def.table} has no text field ${name}`);
    return field.column;
  };

  function* selectOne(id: number): Op<T | undefined> {
    const rows = yield sql(`SELECT * FROM ${def.table} WHERE id = ?`, id);
    return rows[0] && fromRow(rows[0]);
  }

  function* create(input: I, actor: Actor): Op<T> {
    const stamp = now();
    const rows = yield sql(
      `INSERT INTO ${def.table} (${editable.map((field) => field.column).join(', ')}, created_at, updated_at)
       VALUES (${editable.map(() => '?').join(', ')}, ?, ?) RETURNING *`,
      ...valuesOf(input),
      stamp,
      stamp,
    );
    const item = fromRow(rows[0] as Row);
    yield* writeAudit(actor, {
      action: `${def.entity}.create`,
      entity: def.entity,
      entityId: item.id,
      after: item,
    });
    return item;
  }

  function* update(id: number, input: I, actor: Actor): Op<T | undefined> {
    const before = yield* selectOne(id);
    if (!before) return undefined;
    const rows = yield sql(
      `UPDATE ${def.table} SET ${editable.map((field) => `${field.column} = ?`).join(', ')},
         updated_at = ? WHERE id = ? RETURNING *`,
      ...valuesOf(input),
      now(),
      id,
    );
    const after = fromRow(rows[0] as Row);
    yield* writeAudit(actor, {
      action: `${def.entity}.update`,
      entity: def.entity,
      entityId: id,
      before,
      after,
    });
    return after;
  }

  function* remove(id: number, actor: Actor): Op<boolean> {
    const before = yield* selectOne(id);
    if (!before) return false;
    yield sql(`DELETE FROM ${def.table} WHERE id = ?`, id);
    yield* writeAudit(actor, {
      action: `${def.entity}.delete`,
      entity: def.entity,
      entityId: id,
      before,
    });
    return true;
  }

  function* list(where?: { field: string; value: string }, publishedOnly = false): Op<T[]> {
    const conditions = [
      ...(publishedOnly ? ['published = ?'] : []),
      ...(where ? [`${columnOf(where.field)} = ?`] : []),
    ];
    const params = [...(publishedOnly ? [true] : []), ...(where ? [where.value] : [])];
    const rows = yield sql(
      `SELECT * FROM ${def.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY ${def.orderBy ?? 'id'}`,
      ...params,
    );
    return rows.map(fromRow);
  }

  return {
    list: () => runner.read(list()),
    listPublished: (where) => runner.read(list(where, true)),
    create: (input, actor) => runner.write(create(input, actor)),
    update: (id, input, actor) => runner.write(update(id, input, actor)),
    remove: (id, actor) => runner.write(remove(id, actor)),
  };
}

export const contentStore = (runner: OpRunner): ContentStore => ({
  posts: repository(POSTS, runner),
  testimonials: repository(TESTIMONIALS, runner),
  products: repository(PRODUCTS, runner),
});
