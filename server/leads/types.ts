// The leads' part of the store's contract (types.ts): every contact message and quote request is a
// lead with a stage, an owner, a next follow-up date and notes (contract/values/leads.ts). Every change
// writes its audit row in the same transaction as the change itself.

import type { LeadKind, LeadStage } from '../../contract/values/leads';
import type {
  LeadDetail,
  LeadNote,
  LeadOwner,
  LeadStats,
  LeadSummary,
} from '../../contract/api/leads';
import type { Actor, Page } from '../db/staff-types';
import type { NewOutboxEmail } from '../mail/types';

export type Lead = LeadSummary;
export type LeadWithNotes = LeadDetail;
type Note = LeadNote;
type Owner = LeadOwner;
type Stats = LeadStats;

export interface LeadFilter {
  stage?: LeadStage;
  /** An account's id, or null for the leads nobody owns. */
  owner?: number | null;
  kind?: LeadKind;
  /** Every word, as the start of a word of the name, email, subject or message (full-text.ts). */
  q?: string;
  /** The first and last days they arrived, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}

interface LeadChanges {
  stage?: LeadStage;
  lostReason?: string;
  ownerId?: number | null;
  followUpOn?: string | null;
}

/** One row of the CSV export (leads/routes/staff-export.ts names its columns). */
export interface LeadExportRow {
  id: number;
  createdAt: string;
  kind: LeadKind;
  stage: LeadStage;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  service: string;
  tier: string;
  estimate: string;
  owner: string;
  followUpOn: string;
  lostReason: string;
  firstReplyAt: string;
}

/** An owner's leads due for a follow-up, for the daily digest. */
export interface DueLeads {
  ownerId: number;
  email: string;
  name: string;
  /** The first ones, oldest follow-up first; `count` says how many in all. */
  leads: Pick<Lead, 'id' | 'fullName' | 'subject' | 'stage' | 'followUpOn'>[];
  count: number;
}

/** A rule of the lead's stages or owners that the change breaks: 400 with this sentence. */
export class LeadRuleError extends Error {
  override name = 'LeadRuleError';
}

export interface LeadsRepository {
  /** Newest first, `limit` a page; InvalidCursorError (keyset.ts) for a cursor it did not give. */
  list(filter: LeadFilter, cursor: string | undefined, limit: number): Promise<Page<Lead>>;
  /** Undefined when there is no such lead. */
  find(id: number): Promise<LeadWithNotes | undefined>;
  /**
   * Applies the changes, one audit row for each that changes something (lead.stage, lead.owner,
   * lead.follow-up); LeadRuleError when lost has no reason, a reason comes without lost, or the
   * owner is not an admin. Undefined when there is no such lead.
   */
  update(id: number, changes: LeadChanges, actor: Actor): Promise<LeadWithNotes | undefined>;
  /** Undefined when there is no such lead. Audited (lead.note). */
  addNote(id: number, body: string, actor: Actor): Promise<Note | undefined>;
  /**
   * Erases the lead (a person's request to be forgotten): the row, its notes, its audit rows'
   * details and the emails about it or to its address (erasure.ts); audited by id. False when
   * there was no such lead.
   */
  remove(id: number, actor: Actor): Promise<boolean>;
  /** The accounts that may own a lead: the admins, oldest first. */
  owners(): Promise<Owner[]>;
  /** The dashboard's figures at `now`. */
  stats(now: Date): Promise<Stats>;
  /**
   * The leads that arrived from `from` to `to` (days, UTC), oldest first, read `batch` at a time
   * by keyset paging: never all of them in memory.
   */
  exportRows(from: string, to: string, batch?: number): AsyncGenerator<LeadExportRow>;
  /** Each owner with open leads whose follow-up is on or before `day`, and those leads. */
  dueFollowUps(day: string, listed: number): Promise<DueLeads[]>;
  /**
   * Records that `ownerId`'s digest of `day` is sent and, in the same transaction, queues its
   * email: false (and nothing queued) when another instance or an earlier round recorded it.
   */
  recordDigest(ownerId: number, day: string, email: NewOutboxEmail): Promise<boolean>;
}
