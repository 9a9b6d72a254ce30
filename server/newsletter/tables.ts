// The newsletter's tables (docs/product.md, "The newsletter"), as Kysely sees them; db/tables.ts
// adds them to the rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { ColumnType, Generated } from 'kysely';
import type { SubscriberStatus, SuppressionReason } from '../../contract/values/newsletter';
import type {
  CampaignSourceKind,
  CampaignStatus,
  RecipientStatus,
} from '../../contract/values/campaigns';
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

/** A campaign (migration 29): an article or a note, to everyone or a topic. */
export interface NewsletterCampaignsTable {
  id: Generated<number>;
  subject: string;
  source_kind: CampaignSourceKind;
  article_id: number | null;
  /** The note's rich text, JSON. */
  note_body: string | null;
  /** A topic's slug; null: every subscriber. */
  audience_topic: string | null;
  status: CampaignStatus;
  scheduled_at: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** The email frozen when sending starts (JSON: subject, html, text). */
  content: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One recipient of a campaign: claimed once, its email queued in the outbox. */
interface NewsletterCampaignRecipientsTable {
  campaign_id: number;
  subscriber_id: number;
  status: RecipientStatus;
  outbox_id: number | null;
  queued_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
  error: string | null;
}

/** The sending rate's budget, one row: the time from which the next email may be queued. */
interface NewsletterSendPaceTable {
  id: number;
  next_at: Timestamp;
}

export interface NewsletterTables {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_subscriber_topics: NewsletterSubscriberTopicsTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_campaign_recipients: NewsletterCampaignRecipientsTable;
  newsletter_send_pace: NewsletterSendPaceTable;
}
