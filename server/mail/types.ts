// The outbox's repository (store.ts) as the data store offers it (db/types.ts: DataStore's
// `outbox`): the emails queued, claimed by the worker, marked, paged for staff and retried.

import type { Actor, Page } from '../db/staff-types';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** An email waiting to be sent (server/mail/): what the outbox keeps of it. */
export interface NewOutboxEmail {
  /** What caused it: 'contact-notification', 'password-reset'... */
  kind: string;
  recipient: string;
  subject: string;
  /** The sealed message (server/mail/seal.ts); erased once sent. */
  payload: string;
  /** The record it is about (erasure.ts's aboutRecord), erased with it. */
  about?: string;
}

export interface OutboxEmail extends NewOutboxEmail {
  id: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** What staff see of an email (the back office's Emails page): never its sealed message. */
export type OutboxEmailSummary = Omit<OutboxEmail, 'payload'>;

interface OutboxQuery {
  status: OutboxStatus;
  /** Where the page starts: a `next` of the page before; none for the first. */
  cursor?: string;
}

type OutboxRetryOutcome =
  | { status: 'retried'; email: OutboxEmailSummary }
  | { status: 'unknown' }
  | { status: 'not-failed'; email: OutboxEmailSummary }
  | { status: 'refused'; email: OutboxEmailSummary; reason: string };

interface OutboxRetryOptions {
  /** When the email is due again (the worker's clock). */
  now: Date;
  /** Why this failed email must not be sent again (an expired reset link), or undefined. */
  refuse?: (email: OutboxEmailSummary) => string | undefined;
}

export interface OutboxRepository {
  /** Queues emails on their own (those not caused by another write). */
  enqueue(emails: NewOutboxEmail[]): Promise<void>;
  /**
   * Claims up to `limit` pending emails due at `now`, oldest first, for `leaseMs`: until the lease
   * ends no other claim (another worker, another instance) returns them.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<OutboxEmail[]>;
  /** Sent: the body is erased, the row stays as a record. */
  markSent(id: number, now: Date): Promise<void>;
  /** A failed attempt: counted, tried again at `nextAttemptAt`. */
  markRetry(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  /** Given up: counted, never tried again. */
  markFailed(id: number, error: string): Promise<void>;
  /** Oldest first; every status unless one is given. */
  list(status?: OutboxStatus): Promise<OutboxEmail[]>;
  /**
   * The back office's view: emails of one status, newest first, PAGE_SIZE a page, without their
   * payload; `failed` counts every failed email.
   */
  page(query: OutboxQuery): Promise<Page<OutboxEmailSummary> & { failed: number }>;
  /**
   * Staff send a failed email again: it becomes pending, due at `now`, with its attempts counted
   * from zero, and the audit row is written in the same transaction. Unknown ids, emails that are
   * not failed and those `refuse` turns down change nothing.
   */
  retry(id: number, actor: Actor, options: OutboxRetryOptions): Promise<OutboxRetryOutcome>;
}
