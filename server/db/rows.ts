// What every repository needs to turn rows into the store's shapes (types.ts, staff-types.ts),
// the same for both databases, and the audit log's writer, which every staff change calls inside
// its own transaction.

import type { Executor } from './dialect';
import type { AuditLogTable } from './tables';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Actor, AuditEntry } from './staff-types';

/** Times come back as ISO strings (SQLite) or Date objects (PostgreSQL). */
export const iso = (value: string | Date): string =>
  value instanceof Date ? value.toISOString() : value;

/** A time that may be missing. */
export const isoOrNull = (value: string | Date | null): string | null =>
  value === null ? null : iso(value);

/** Booleans come back as 0/1 (SQLite) or true/false (PostgreSQL). */
export const bool = (value: number | boolean): boolean => value === true || value === 1;

/** Counts come back as numbers (SQLite) or strings (PostgreSQL's bigint). */
export const num = (value: unknown): number => Number(value);

export const now = (): string => new Date().toISOString();

/** Rows an update or delete changed. */
export const changed = (result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }) =>
  Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);

/** How many rows a query's FROM and WHERE select (PostgreSQL counts as bigint text). */
export async function countOf<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return num((row as { n?: unknown } | undefined)?.n);
}

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** Appends one row to the audit log, on the caller's transaction. */
export async function writeAudit(
  db: Executor,
  actor: Actor,
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'> & { before?: unknown; after?: unknown },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

const parse = (value: string | null): unknown =>
  value === null ? null : (JSON.parse(value) as unknown);

export const toAuditEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  id: num(row.id),
  at: iso(row.at),
  actorId: row.actor_id === null ? null : num(row.actor_id),
  actorEmail: row.actor_email,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id === null ? null : num(row.entity_id),
  before: parse(row.before_json),
  after: parse(row.after_json),
});

/** The day after a YYYY-MM-DD day, as the first moment of it (UTC): the end of a day range. */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
