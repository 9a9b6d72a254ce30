// Lists read a page at a time from a cursor (keyset paging): the cursor holds the sort values of
// the last item of the page before, and the next page is the rows after them in the list's order.
// A page costs the same at the start of a list and 100,000 rows in; a row added meanwhile is
// neither skipped nor shown twice. To the client a cursor is an opaque word (base64url of the
// values as JSON), given back as `next` and sent again as `cursor`.

import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';

/** A list's order: its columns and their directions, the last one unique (the id). */
export type Order = readonly (readonly [column: string, direction: 'asc' | 'desc'])[];
type Value = string | number;

export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
  constructor() {
    super('The cursor is not one this list gave out: start again from the first page.');
  }
}

const encodeCursor = (values: readonly Value[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values a cursor of this list holds; InvalidCursorError for anything else. */
function decodeCursor(cursor: string, order: Order): Value[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  const valid =
    Array.isArray(values) &&
    values.length === order.length &&
    values.every(
      (v) => (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && isFinite(v)),
    );
  if (!valid) throw new InvalidCursorError();
  return values as Value[];
}

/** The rows after `values` in `order`: (a > x) or (a = x and b > y) or ... */
function after(order: Order, values: readonly Value[]) {
  // The list's table is chosen at run time (collections): its columns are checked by its order.
  return (eb: ExpressionBuilder<Record<string, Record<string, unknown>>, string>) =>
    eb.or(
      order.map(([column, direction], i): Expression<SqlBool> => {
        const equal = order.slice(0, i).map(([earlier], j) => eb(earlier, '=', values[j]));
        return eb.and([...equal, eb(column, direction === 'asc' ? '>' : '<', values[i])]);
      }),
    );
}

/**
 * A page from the rows read (one more than a page, to know whether another follows): the items,
 * and the cursor of the next page (null on the last one).
 */
function pageOfRows<R>(
  rows: readonly R[],
  size: number,
  order: Order,
  valueOf: (row: R, column: string) => Value,
): { rows: R[]; next: string | null } {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  const next =
    rows.length > size && last
      ? encodeCursor(order.map(([column]) => valueOf(last, column)))
      : null;
  return { rows: shown, next };
}

type Row = Record<string, unknown>;
/** A query over any table (the lists' tables are named at run time in collections.ts). */
type AnyQuery = SelectQueryBuilder<Record<string, Row>, string, Row>;

/** The sort value of a row's column (`table.column` or `column`), as a cursor holds it. */
const cursorValue = (row: Row, column: string): Value => {
  const value = row[column.slice(column.lastIndexOf('.') + 1)];
  return value instanceof Date ? value.toISOString() : (value as Value);
};

/**
 * One page of `query` in `order`, from `cursor` (the first page without one): `size` rows and the
 * next page's cursor. InvalidCursorError for a cursor this list did not give.
 */
export async function readPage<R>(
  query: SelectQueryBuilder<never, never, R>,
  order: Order,
  cursor: string | undefined,
  size: number,
): Promise<{ rows: R[]; next: string | null }> {
  const values = cursor === undefined ? undefined : decodeCursor(cursor, order);
  const rows = await (query as unknown as AnyQuery)
    .$if(values !== undefined, (q) => q.where(after(order, values!)))
    .$call((q) =>
      order.reduce((ordered, [column, direction]) => ordered.orderBy(column, direction), q),
    )
    .limit(size + 1)
    .execute();
  return pageOfRows(rows as R[], size, order, (row, column) => cursorValue(row as Row, column));
}
