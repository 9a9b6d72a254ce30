// The newsletter's campaigns as the rest of the server sees them (docs/product.md, "Campaigns"):
// a campaign, its counts, and what the repository (store.ts) takes.

import type {
  CampaignAudience,
  CampaignCounts,
  CampaignSource,
} from '../../../contract/api/campaigns';
import type { CampaignStatus } from '../../../contract/values/campaigns';
import type { NewOutboxEmail } from '../../mail/types';

export interface StoredCampaign {
  id: number;
  subject: string;
  source: CampaignSource;
  audience: CampaignAudience;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  counts: CampaignCounts;
}

/** What staff write: the subject, the source, the audience. */
export interface CampaignFields {
  subject: string;
  source: CampaignSource;
  audience: CampaignAudience;
}

/** The email frozen when sending starts; `{{unsubscribe}}` stands for each recipient's link. */
export interface FrozenEmail {
  subject: string;
  html: string;
  text: string;
}

/** A change refused because of the campaign's state, or done. */
export type Change<T = StoredCampaign> =
  | { kind: 'done'; campaign: T }
  | { kind: 'missing' }
  | { kind: 'conflict'; status: CampaignStatus };

/** A recipient claimed for its email: the subscription and its address, the campaign's email. */
export interface ClaimedRecipient {
  campaignId: number;
  subscriberId: number;
  email: string;
  content: FrozenEmail;
}

/** The sending rate, as the claim applies it. */
interface Pace {
  /** Milliseconds between two emails (60,000 / the rate a minute). */
  intervalMs: number;
  /** The most emails claimed at once (a burst after a pause). */
  maxBatch: number;
}

/** The campaigns' rows (store.ts), for the service (service.ts). */
export interface CampaignsRepository {
  create(fields: CampaignFields, createdBy: number | null, now: string): Promise<StoredCampaign>;
  get(id: number): Promise<StoredCampaign | undefined>;
  page(
    cursor: string | undefined,
    size: number,
  ): Promise<{
    items: StoredCampaign[];
    total: number;
    next: string | null;
  }>;
  /** A draft's or a scheduled campaign's new fields. */
  update(id: number, fields: CampaignFields, now: string): Promise<Change>;
  /** Deletes a draft, scheduled or cancelled campaign. */
  remove(id: number): Promise<Change<null>>;
  /** A draft or scheduled campaign sent at `at`. */
  schedule(id: number, at: string, now: string): Promise<Change>;
  /** A scheduled campaign back to a draft; a sending one cancelled (its pending recipients skipped). */
  cancel(id: number, now: string): Promise<Change>;
  /**
   * Starts sending a draft or scheduled one (`due`: only a scheduled one whose time has come,
   * skipped if another instance holds it): the email frozen, one recipient row per confirmed
   * subscription of the audience inserted in one statement. Undefined when nothing was started.
   */
  start(id: number, content: FrozenEmail, now: string, due?: boolean): Promise<Change>;
  /** The scheduled campaigns whose time has come. */
  due(now: string): Promise<StoredCampaign[]>;
  /**
   * One round of sending: takes the budget the pace allows since its last use (every instance
   * shares it), claims that many pending recipients of the campaigns sending (FOR UPDATE SKIP
   * LOCKED on PostgreSQL), skips those whose subscription ended, and queues each one's email in
   * the outbox in the same transaction (`emails` makes them). Campaigns with no pending
   * recipient left are marked sent. How many emails were queued.
   */
  claim(
    now: Date,
    pace: Pace,
    emails: (recipients: ClaimedRecipient[]) => NewOutboxEmail[],
  ): Promise<number>;
  /**
   * The outbox's email `outboxId` was refused for good: its recipient bounced (false: not a
   * campaign's). A queued recipient's other outcomes are its outbox email's (sent, failed).
   */
  bounced(outboxId: number, error: string | null, now: string): Promise<boolean>;
}
