// The staff repositories on SQLite: ops.ts's operations driven synchronously, each write inside
// one better-sqlite3 transaction (nothing else runs on the connection until it commits).

import type Database from 'better-sqlite3';
import { contentStore } from './collections';
import { type Op, type OpRunner, type Row, type Statement, runSync } from './ops';
import { outboxReview } from './outbox-review';
import type { ContentStore, StaffStore } from './staff-types';
import { staffStore } from './staff-store';
import type { OutboxRepository } from './types';

/** better-sqlite3 binds no booleans: they are stored as 1 and 0. */
const bindable = (value: unknown): unknown =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

export function sqliteStaffRepositories(db: Database.Database): {
  content: ContentStore;
  staff: StaffStore;
  /** The back office's part of the outbox (page, retry): joined to the store's outbox. */
  outboxReview: Pick<OutboxRepository, 'page' | 'retry'>;
} {
  const prepared = new Map<string, Database.Statement>();
  const execute = (statement: Statement): Row[] => {
    if (statement.postgresOnly) return [];
    let prepare = prepared.get(statement.sql);
    if (!prepare) {
      prepare = db.prepare(statement.sql);
      prepared.set(statement.sql, prepare);
    }
    const params = statement.params.map(bindable);
    if (prepare.reader) return prepare.all(...params) as Row[];
    prepare.run(...params);
    return [];
  };
  const runner: OpRunner = {
    write: async <T>(op: Op<T>) => db.transaction(() => runSync(op, execute)).immediate(),
    read: async <T>(op: Op<T>) => runSync(op, execute),
  };
  return {
    content: contentStore(runner),
    staff: staffStore(runner),
    outboxReview: outboxReview(runner),
  };
}
