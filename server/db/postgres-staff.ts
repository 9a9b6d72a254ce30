// The staff repositories on PostgreSQL: ops.ts's operations, each write on one pooled connection
// between BEGIN and COMMIT (ROLLBACK on any error), reads straight on the pool.

import type { Pool } from 'pg';
import { contentStore } from './collections';
import { type Op, type OpRunner, type Row, type Statement, runAsync } from './ops';
import { outboxReview } from './outbox-review';
import type { ContentStore, StaffStore } from './staff-types';
import { staffStore } from './staff-store';
import type { OutboxRepository } from './types';

/** `?` placeholders become `$1`, `$2`... (the statements in ops.ts never quote a `?`). */
export const numbered = (text: string): string => {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
};

export function postgresStaffRepositories(pool: Pool): {
  content: ContentStore;
  staff: StaffStore;
  /** The back office's part of the outbox (page, retry): joined to the store's outbox. */
  outboxReview: Pick<OutboxRepository, 'page' | 'retry'>;
} {
  const runner: OpRunner = {
    async write<T>(op: Op<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await runAsync(op, async (statement: Statement) => {
          const { rows } = await client.query<Row>(numbered(statement.sql), statement.params);
          return rows;
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    read: <T>(op: Op<T>) =>
      runAsync(op, async (statement: Statement) => {
        if (statement.postgresOnly) return [];
        const { rows } = await pool.query<Row>(numbered(statement.sql), statement.params);
        return rows;
      }),
  };
  return {
    content: contentStore(runner),
    staff: staffStore(runner),
    outboxReview: outboxReview(runner),
  };
}
