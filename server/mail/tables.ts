// The email outbox's table, as Kysely sees it; db/tables.ts adds it to the rest. Times come back
// as db/columns.ts says (ISO text or a Date).

import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../db/columns';
import type { OutboxStatus } from './types';

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  payload: string;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** The record it is about (`lead:12`, `application:5`, `user:3`): erased with it (erasure.ts). */
  about: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MailTables {
  email_outbox: EmailOutboxTable;
}
