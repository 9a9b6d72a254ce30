// The newsletter's subscribers as the rest of the server sees them (docs/product.md, "The
// newsletter"): a subscription, its consent record, and what the repository (store.ts) takes.

import type {
  ConsentSource,
  SubscriberStatus,
  SuppressionReason,
} from '../../../contract/values/newsletter';
import type { NewOutboxEmail } from '../../mail/types';

/** The consent kept with a subscription: when, from which form (or door), the words shown. */
export interface Consent {
  source: ConsentSource;
  wording: string;
  at: string;
}

/** Every topic (an article tag's slug), or only some. */
export interface Topics {
  all: boolean;
  topics: string[];
}

export interface Subscriber extends Topics {
  id: number;
  email: string;
  status: SubscriberStatus;
  userId: number | null;
  consent: Consent;
  confirmedAt: string | null;
  createdAt: string;
}

/** A member's subscription, as their data export shows it. */
export type MemberSubscription = Omit<Subscriber, 'id' | 'userId'>;

/** A pending subscription's confirmation link: its token's hash and the email carrying it. */
interface Confirmation {
  tokenHash: string;
  expiresAt: string;
  /** The email with the link, made for the row's address. */
  email(address: string): NewOutboxEmail;
}

/** What a subscribe request did (never told to the visitor: the answer is always the same). */
type SubscribeOutcome = 'sent' | 'already-confirmed' | 'sent-recently';

/** A confirmation link followed. */
export type ConfirmOutcome =
  { kind: 'confirmed'; id: number } | { kind: 'expired' } | { kind: 'invalid' };

export interface NewSubscription {
  /** Lower-cased. */
  email: string;
  topics: Topics;
  consent: Consent;
  now: string;
  /** A confirmation queued before this time may be sent again (one an hour). */
  resendBefore: string;
  confirmation: Confirmation;
}

/** A subscription confirmed at once: a member's verified address, an import with consent. */
interface ConfirmedSubscription {
  email: string;
  topics: Topics;
  consent: Consent;
  userId: number | null;
  now: string;
}

/** The subscribers' rows (store.ts), for the service (service.ts). */
export interface SubscribersRepository {
  byId(id: number): Promise<Subscriber | undefined>;
  byEmail(email: string): Promise<Subscriber | undefined>;
  isSuppressed(hash: string): Promise<boolean>;
  /**
   * A subscribe request: a new address gets a pending row and the confirmation; a pending one a
   * new link unless one was queued within the hour (its consent and topics then the newest); a
   * confirmed one nothing.
   */
  request(input: NewSubscription): Promise<SubscribeOutcome>;
  /** A pending row's confirmation link, by its token's hash: the row, expired or not. */
  pendingByToken(tokenHash: string): Promise<Subscriber | undefined>;
  /**
   * Follows a confirmation link: once, before it expires. Confirming lifts the address's
   * suppression (`hash` of its address: its owner's own double opt-in, the only thing that does).
   */
  confirm(tokenHash: string, now: string, hash: (email: string) => string): Promise<ConfirmOutcome>;
  /** Confirmed at once; lifts the suppression `hash`. The subscription's id. */
  confirmed(input: ConfirmedSubscription, hash: string): Promise<number>;
  /** Changes a subscription's topics; false when it is gone. */
  setTopics(id: number, topics: Topics): Promise<boolean>;
  /**
   * Ends a subscription (by id, or by address): its row deleted, the address's keyed hash kept
   * (`hash` of the row's address, or of `email` when there is no row). Whether a row was deleted.
   */
  end(
    which: { id: number } | { email: string },
    reason: SuppressionReason,
    now: string,
    hash: (email: string) => string,
  ): Promise<boolean>;
  /**
   * One page of a campaign's recipients, in id order after `after`: confirmed subscriptions to
   * every topic, or to `topic` (undefined: everyone).
   */
  recipients(options: {
    topic?: string;
    after: number;
    limit: number;
  }): Promise<{ id: number; email: string }[]>;
  /** How many a campaign to `topic` (undefined: everyone) would reach now. */
  audienceSize(topic: string | undefined): Promise<number>;
}

/** The back office's reads of the subscribers (store-staff.ts). */
export interface StaffSubscribersRepository {
  counts(): Promise<{ pending: number; confirmed: number; suppressed: number }>;
  page(options: {
    q?: string;
    status?: SubscriberStatus;
    cursor?: string;
    size: number;
  }): Promise<{ items: Subscriber[]; next: string | null }>;
  /** Every subscription, in id order, a batch at a time. */
  all(): AsyncIterable<Subscriber>;
}
