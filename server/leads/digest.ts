// The daily digest of leads to follow up (docs/product.md, "Leads"), one of the daily digests
// (server/platform/digests.ts): each admin who owns open leads whose follow-up date is today or past gets
// one email a day listing them. For each such owner the digest of the day is recorded in
// `lead_digests` (owner, day: its primary key) with the email in one transaction, or the owner
// is skipped when the day's row exists already.

import type { DataStore } from '../db';
import { DIGEST_LISTED, type DailyDigest } from '../platform/digests';
import type { Emails } from '../mail/emails';

export function leadDigest({ store, emails }: { store: DataStore; emails: Emails }): DailyDigest {
  return {
    name: 'daily lead digests',
    async queue(day) {
      let queued = 0;
      for (const owner of await store.leads.dueFollowUps(day, DIGEST_LISTED)) {
        const email = emails.leadDigest(owner.email, { ...owner, day });
        if (await store.leads.recordDigest(owner.ownerId, day, email)) queued += 1;
      }
      return queued;
    },
  };
}
