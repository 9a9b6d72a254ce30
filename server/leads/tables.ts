// The leads' tables (docs/product.md §10.15), as Kysely sees them; db/tables.ts adds them to the
// rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { Generated } from 'kysely';
import type { MessageStatus } from '../../contract/values/constants';
import type { LeadKind, LeadStage } from '../../contract/values/leads';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns';

export interface ContactMessagesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  status: Defaulted<MessageStatus>;
  kind: Defaulted<LeadKind>;
  /** QuoteDetails as JSON, for a quote request. */
  quote: string | null;
  stage: Defaulted<LeadStage>;
  lost_reason: string | null;
  owner_id: number | null;
  /** YYYY-MM-DD. */
  follow_up_on: string | null;
  stage_changed_at: NullableTimestamp;
  first_reply_at: NullableTimestamp;
}

interface LeadNotesTable {
  id: Generated<number>;
  message_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Each daily lead digest sent: one per owner and day (server/leads/digest.ts). */
interface LeadDigestsTable {
  owner_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  sent_at: Timestamp;
}

export interface LeadTables {
  contact_messages: ContactMessagesTable;
  lead_notes: LeadNotesTable;
  lead_digests: LeadDigestsTable;
}
