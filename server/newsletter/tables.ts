// The newsletter's tables (docs/product.md, "The newsletter"), as Kysely sees them; db/tables.ts
// adds them to the rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { ColumnType, Generated } from 'kysely';
import type { SubscriberStatus, SuppressionReason } from '../../contract/values/newsletter';
import type { NullableTimestamp, Timestamp } from '../db/columns';

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Lower-cased, unique. */
  email: string;
  status: SubscriberStatus;
  /** Every topic, present and future (then the topics table holds none for it). */
  all_topics: ColumnType<number | boolean, boolean | undefined, boolean>;
  /** A member's subscription (their verified address): goes with the account. */
  user_id: number | null;
  /** Which form: footer, case-study, article, profile, api, or import. */
  consent_source: string;
  /** The exact words the form showed (or the consent source an importer stated). */
  consent_wording: string;
  consent_at: Timestamp;
  confirmed_at: NullableTimestamp;
  confirmation_sent_at: NullableTimestamp;
  /** SHA-256 of the pending confirmation link's token; null once used. */
  token_hash: string | null;
  token_expires_at: NullableTimestamp;
  created_at: Timestamp;
}

interface NewsletterSubscriberTopicsTable {
  subscriber_id: number;
  /** An article tag's slug. */
  topic: string;
}

/** An address never mailed again: only its keyed hash (HMAC-SHA256 with the server's secret). */
interface NewsletterSuppressionsTable {
  address_hash: string;
  reason: SuppressionReason;
  at: Timestamp;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_subscriber_topics: NewsletterSubscriberTopicsTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
}
