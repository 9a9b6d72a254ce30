// The abuse brakes of the routes that take a lead from any visitor: the contact form
// (contact.ts) and the quote wizard (quote.ts), docs/security.md. A per-address rate limit
// (RATE_LIMIT_CONTACT_MAX per minute, each use case its own, its API route and its form counted
// together), a daily cap of stored leads per
// address (CONTACT_DAILY_MAX, both routes counted together in the CounterStore), a honeypot
// field (`website`: people never see it; a bot that fills it is told its request was received,
// and nothing is stored), and at most one acknowledgement an hour to one address.

import { withCount } from '../../contract/values/plural';
import type { Config } from '../config';
import { normalizeEmail } from '../db';
import { clientKey } from '../security/client-key';
import type { CounterStore } from '../security/counter-store';
import { type GroupLimit, tooMany } from '../security/rate-limits';
import type { Caller } from '../platform/caller';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/** The per-minute limit of a use case whose doors count together (its API route and its form). */
export const leadGroupLimit = (config: Config, group: string, reason: string): GroupLimit => ({
  group,
  max: config.rateLimitContactMax,
  reason,
});

/** True when the honeypot was filled: the route answers as if stored, and stores nothing. */
export function honeypotFilled(
  request: Caller,
  website: string | undefined,
  what: string,
): boolean {
  if (!website?.trim()) return false;
  request.log.info(`${what} dropped: the honeypot field was filled`);
  return true;
}

/** Counts one more lead from the request's address today; 429 past CONTACT_DAILY_MAX. */
export async function countLeadToday(
  counters: CounterStore,
  config: Config,
  request: Caller,
): Promise<void> {
  const today = await counters.increment(`contact-day|${clientKey(request.ip)}`, DAY_MS);
  if (today.count > config.contactDailyMax) {
    const seconds = Math.max(1, Math.ceil((today.resetAt - Date.now()) / 1000));
    throw tooMany(
      `We have received ${withCount(config.contactDailyMax, 'message', 'messages')} from your ` +
        'address today, the most we accept in one day.',
      seconds,
    );
  }
}

/**
 * Whether `email` gets an acknowledgement: the first this hour, counted across instances (the
 * CounterStore is PostgreSQL's when DATABASE_URL is set), so that the forms cannot be used to
 * flood someone's mailbox. The company is told of every lead.
 */
export async function firstAcknowledgement(counters: CounterStore, email: string) {
  const acks = await counters.increment(`contact-ack|${normalizeEmail(email)}`, HOUR_MS);
  return acks.count === 1;
}
