// The staff repositories' logic, written once for both stores as generator functions: an
// operation yields each SQL statement (with `?` placeholders) and receives its rows back. The
// SQLite driver (sqlite-staff.ts) answers synchronously inside a better-sqlite3 transaction; the
// PostgreSQL driver (postgres-staff.ts) on one pooled connection between BEGIN and COMMIT. So a
// change and its audit row are always committed together, or not at all.

import type { Actor, AuditEntry } from './staff-types';

export type Row = Record<string, unknown>;

export interface Statement {
  sql: string;
  params: unknown[];
  /** Run by the PostgreSQL driver only (a lock SQLite does not need: it has one writer). */
  postgresOnly?: boolean;
}

/** An operation: yields statements, gets their rows, returns its result. */
export type Op<T> = Generator<Statement, T, Row[]>;

export interface OpRunner {
  /** Runs the operation in one transaction. */
  write<T>(op: Op<T>): Promise<T>;
  /** Runs the operation without a transaction of its own. */
  read<T>(op: Op<T>): Promise<T>;
}

export const sql = (text: string, ...params: unknown[]): Statement => ({ sql: text, params });

/** Times come back as ISO strings (SQLite) or Date objects (PostgreSQL). */
export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);
/** Booleans come back as 0/1 (SQLite) or true/false (PostgreSQL). */
export const bool = (value: unknown): boolean => value === true || value === 1;
/** Counts come back as numbers (SQLite) or strings (PostgreSQL's bigint). */
export const num = (value: unknown): number => Number(value);

export const now = (): string => new Date().toISOString();

export function* countOf(statement: Statement): Op<number> {
  const rows = yield statement;
  return num(rows[0]?.n ?? 0);
}

/** Escapes LIKE's wildcards, for `... LIKE ? ESCAPE '\'`; matches anywhere, ignoring case. */
export const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offsetOf = (page: number, pageSize: number): number =>
  (Math.max(1, page) - 1) * pageSize;

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export function* writeAudit(
  actor: Actor,
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId'> & { before?: unknown; after?: unknown },
): Op<void> {
  yield sql(
    `INSERT INTO audit_log (at, actor_id, actor_email, action, entity, entity_id, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    now(),
    actor.id,
    actor.email,
    entry.action,
    entry.entity,
    entry.entityId,
    json(entry.before),
    json(entry.after),
  );
}

const parse = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : null;

export const toAuditEntry = (row: Row): AuditEntry => ({
  id: num(row.id),
  at: iso(row.at),
  actorId: row.actor_id === null ? null : num(row.actor_id),
  actorEmail: String(row.actor_email),
  action: String(row.action),
  entity: String(row.entity),
  entityId: row.entity_id === null ? null : num(row.entity_id),
  before: parse(row.before_json),
  after: parse(row.after_json),
});

/** Drives an operation synchronously (SQLite: each statement answers at once). */
export function runSync<T>(op: Op<T>, execute: (statement: Statement) => Row[]): T {
  let step = op.next();
  while (!step.done) step = op.next(execute(step.value));
  return step.value;
}

/** Drives an operation asynchronously (PostgreSQL). */
export async function runAsync<T>(
  op: Op<T>,
  execute: (statement: Statement) => Promise<Row[]>,
): Promise<T> {
  let step = op.next();
  while (!step.done) step = op.next(await execute(step.value));
  return step.value;
}
