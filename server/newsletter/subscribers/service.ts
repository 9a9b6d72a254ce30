// The newsletter's subscribers, one service whichever door calls it (docs/product.md, "The
// newsletter"): the JSON API (routes.ts), the forms that post without JavaScript (pages.ts), a
// member's profile (members.ts), the back office (staff.ts) and the campaigns (their recipients,
// the unsubscribe link each email carries, and bounces).
//
// Subscribing is double opt-in: a new or pending address gets a pending row and an email with a
// single-use link valid 7 days (at most one such email an hour per address); the answer is the
// same whatever the address's state, and a confirmed address gets nothing. A suppressed address
// (unsubscribed or bounced: no row, only its keyed hash) gets the confirmation too, the one email
// a stranger can cause, and only its owner's confirmation lifts the suppression. Requests are
// limited per client (both doors counted together) and per address.

import {
  type ConsentSource,
  NOT_VERIFIED,
  PROFILE_WORDING,
  SUBSCRIBE_ACCEPTED,
  SUBSCRIBE_WORDING,
  type SuppressionReason,
} from '../../../contract/values/newsletter';
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from '../../accounts/link-tokens';
import type { Config } from '../../config';
import type { DataStore } from '../../db';
import type { Actor } from '../../db/staff-types';
import { normalizeEmail } from '../../db/types';
import type { Emails } from '../../mail/emails';
import { NEWSLETTER_LINK_DAYS } from '../../mail/content';
import type { Caller } from '../../platform/caller';
import { HttpError } from '../../platform/errors';
import type { CounterStore } from '../../security/counter-store';
import { countInGroup, type GroupLimit, tooMany } from '../../security/rate-limits';
import { readImport, runImport } from './import';
import { newsletterKeys } from './keys';
import type { ConfirmOutcome, Subscriber, Topics } from './types';

const HOUR_MS = 3600_000;
/** The consent words of an imported person who was not asked: they confirm by email. */
const IMPORT_WORDING = 'Imported by staff; the person confirms by the emailed link.';
const DAY_MS = 24 * HOUR_MS;
/** Subscribe requests for one address, an hour (whoever sends them). */
const ADDRESS_REQUESTS_MAX = 5;

/** The per-client limit of every door (RATE_LIMIT_CONTACT_MAX a minute), counted together. */
const subscribeLimit = (config: Config): GroupLimit => ({
  group: 'newsletter',
  max: config.rateLimitContactMax,
  reason: 'Too many subscribe requests from your address in a short time.',
});

export interface SubscribersDeps {
  config: Config;
  store: DataStore;
  counters: CounterStore;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  now(): Date;
}

export interface SubscribeRequest {
  email: string;
  /** Article tags' slugs; none: every topic. */
  topics?: readonly string[];
  /** Which form (or the API) it came from: the consent record names it. */
  source: ConsentSource;
  /** The words the form showed (default: the public forms' own). */
  wording?: string;
  client: Caller;
}

const topicsOf = (topics: readonly string[] | undefined): Topics =>
  topics && topics.length > 0
    ? { all: false, topics: [...new Set(topics)] }
    : { all: true, topics: [] };

export function createSubscribers(deps: SubscribersDeps) {
  const { config, counters, emails } = deps;
  const store = deps.store.newsletter;
  const keys = newsletterKeys(config.jwtSecret);
  const at = () => deps.now().toISOString();
  const unsubscribeUrl = (id: number) =>
    `${config.mail.publicUrl}/newsletter/unsubscribe?token=${keys.sign(id)}`;

  /** A new confirmation link for a pending row. */
  const confirmation = () => {
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(deps.now().getTime() + NEWSLETTER_LINK_DAYS * DAY_MS).toISOString();
    return {
      tokenHash,
      expiresAt,
      email: (to: string) => emails.newsletterConfirmation(to, token),
    };
  };

  /** Counts one request for `email` this hour; 429 past ADDRESS_REQUESTS_MAX. */
  const countAddress = async (email: string) => {
    const hit = await counters.increment(`newsletter-address|${keys.addressHash(email)}`, HOUR_MS);
    if (hit.count > ADDRESS_REQUESTS_MAX) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt - deps.now().getTime()) / 1000));
      throw tooMany('Too many subscribe requests for this email address.', seconds);
    }
  };

  /** Sends (or not) the confirmation; the same answer whatever happened. */
  const request = async (email: string, topics: Topics, source: ConsentSource, wording: string) => {
    const now = at();
    const outcome = await store.request({
      email,
      topics,
      consent: { source, wording, at: now },
      now,
      resendBefore: new Date(deps.now().getTime() - HOUR_MS).toISOString(),
      confirmation: confirmation(),
    });
    if (outcome === 'sent') deps.notify();
    return outcome;
  };

  const byLink = async (token: string): Promise<Subscriber | undefined> => {
    const id = keys.verify(token);
    return id === undefined ? undefined : store.byId(id);
  };

  return {
    unsubscribeUrl,
    /** The token of a subscription's preferences and unsubscribe link. */
    linkToken: keys.sign,
    addressHash: keys.addressHash,
    /** A token's subscription id when its signature holds (the one-click unsubscribe's check). */
    verifyLink: keys.verify,

    /** A subscribe request from any door: always SUBSCRIBE_ACCEPTED, or a 429. */
    async subscribe(input: SubscribeRequest): Promise<string> {
      await countInGroup(counters, subscribeLimit(config), input.client.ip, () =>
        deps.now().getTime(),
      );
      const email = normalizeEmail(input.email);
      await countAddress(email);
      const outcome = await request(
        email,
        topicsOf(input.topics),
        input.source,
        input.wording ?? SUBSCRIBE_WORDING,
      );
      input.client.log.info({ outcome }, 'newsletter subscribe request');
      return SUBSCRIBE_ACCEPTED;
    },

    /** Follows a confirmation link (its token): once, within its 7 days. */
    async confirm(token: string): Promise<ConfirmOutcome> {
      if (!LINK_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
      return store.confirm(hashLinkToken(token), at(), keys.addressHash);
    },

    /**
     * A new link for an expired one: the address's pending row gets another (under the same
     * once-an-hour rule); the same answer otherwise.
     */
    async resend(token: string, client: Caller): Promise<string> {
      await countInGroup(counters, subscribeLimit(config), client.ip, () => deps.now().getTime());
      if (!LINK_TOKEN_PATTERN.test(token)) return SUBSCRIBE_ACCEPTED;
      const pending = await store.pendingByToken(hashLinkToken(token));
      if (pending) {
        const { email, consent, all, topics } = pending;
        await countAddress(email);
        await request(email, { all, topics }, consent.source, consent.wording);
      }
      return SUBSCRIBE_ACCEPTED;
    },

    /** The subscription an unsubscribe link names (its preferences page), if it still exists. */
    preferences: byLink,

    /** Changes the topics of the subscription a link names; false when it is gone. */
    async setTopics(token: string, topics: readonly string[] | undefined): Promise<boolean> {
      const id = keys.verify(token);
      return id !== undefined && store.setTopics(id, topicsOf(topics));
    },

    /**
     * Unsubscribes by a link (RFC 8058's one-click POST, or the page's button): the row deleted,
     * the address suppressed. False for a link whose signature does not hold; true again and
     * again for a valid one (an ended subscription stays ended).
     */
    async unsubscribe(token: string): Promise<boolean> {
      const id = keys.verify(token);
      if (id === undefined) return false;
      await store.end({ id }, 'unsubscribed', at(), keys.addressHash);
      return true;
    },

    /** Never mails `address` again (a permanent bounce, staff's removal): row deleted, hash kept. */
    async suppress(address: string, reason: SuppressionReason): Promise<void> {
      await store.end({ email: normalizeEmail(address) }, reason, at(), keys.addressHash);
    },

    /** A member's subscription: of their verified address only (403 before it is verified). */
    async ofMember(user: Member) {
      const found = await store.byEmail(verified(user));
      const confirmed = found?.status === 'confirmed';
      return {
        subscribed: confirmed,
        all: confirmed ? found.all : true,
        topics: confirmed ? found.topics : [],
      };
    },

    /**
     * Subscribes a member's verified address, confirmed at once (the address is verified: the
     * profile's own double opt-in), lifting any suppression; or unsubscribes it (suppressed).
     */
    async setForMember(user: Member, change: { subscribed: boolean; topics?: readonly string[] }) {
      const email = verified(user);
      if (!change.subscribed) {
        await store.end({ email }, 'unsubscribed', at(), keys.addressHash);
        return;
      }
      const now = at();
      const consent = { source: 'profile' as const, wording: PROFILE_WORDING, at: now };
      await store.confirmed(
        { email, topics: topicsOf(change.topics), consent, userId: user.id, now },
        keys.addressHash(email),
      );
    },

    /** A CSV import (import.ts): each line checked, imported or refused with the reason. */
    async importCsv(text: string, fileConsent: string | undefined, actor: Actor) {
      const report = await runImport(readImport(text, fileConsent), {
        suppressed: (email) => store.isSuppressed(keys.addressHash(email)),
        exists: async (email) => (await store.byEmail(email)) !== undefined,
        async confirmNow({ email, topics, consentSource }) {
          const now = at();
          const consent = { source: 'import' as const, wording: consentSource!, at: now };
          await store.confirmed(
            { email, topics: topicsOf(topics), consent, userId: null, now },
            keys.addressHash(email),
          );
        },
        sendConfirmation: async ({ email, topics }) =>
          (await request(email, topicsOf(topics), 'import', IMPORT_WORDING)) === 'sent',
      });
      const { imported, confirmationsSent, refused } = report;
      await deps.store.staff.audit.record(
        {
          action: 'newsletter.import',
          entity: 'newsletter',
          entityId: null,
          after: { imported, confirmationsSent, refused: refused.length },
        },
        actor,
      );
      return report;
    },

    /** Staff's removal of a subscription: deleted, its address suppressed; false when gone. */
    async remove(id: number, actor: Actor): Promise<boolean> {
      const removed = await store.end({ id }, 'unsubscribed', at(), keys.addressHash);
      if (removed) {
        await deps.store.staff.audit.record(
          {
            action: 'newsletter.remove',
            entity: 'newsletter_subscriber',
            entityId: id,
            after: null,
          },
          actor,
        );
      }
      return removed;
    },

    /**
     * One page of a campaign's recipients (`{ id, email }`, id order, after `after`): confirmed
     * subscriptions to every topic or to `topic`.
     */
    recipients: (options: { topic?: string; after?: number; limit: number }) =>
      store.recipients({ ...options, after: options.after ?? 0 }),

    /** How many a campaign to `topic` (undefined: everyone) would reach now. */
    audienceSize: (topic?: string) => store.audienceSize(topic),
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;

/** A member as the profile's subscription sees them. */
interface Member {
  id: number;
  email: string;
  emailVerifiedAt: string | null;
}

/** The member's address, once verified; else 403 (an unverified address is nobody's yet). */
function verified(user: Member): string {
  if (user.emailVerifiedAt === null) throw new HttpError(403, NOT_VERIFIED);
  return normalizeEmail(user.email);
}
