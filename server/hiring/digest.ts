// The hiring inbox's daily digest of job applications (HIRING_NOTIFY=daily; docs/product.md
// §10.17), one of the daily digests (server/platform/digests.ts): from 07:00 UTC, one email listing the
// applications the day before brought (UTC days), none when it brought none. The day listed is
// recorded in `application_digests` with the email in one transaction, so it goes once.

import type { DataStore } from '../db';
import { DIGEST_LISTED, type DailyDigest } from '../platform/digests';
import type { Emails } from '../mail/emails';

const DAY_MS = 86_400_000;

export function applicationDigest({
  store,
  emails,
}: {
  store: DataStore;
  emails: Emails;
}): DailyDigest {
  return {
    name: 'daily digest of job applications',
    async queue(today) {
      const day = new Date(Date.parse(`${today}T00:00:00.000Z`) - DAY_MS)
        .toISOString()
        .slice(0, 10);
      const received = await store.applications.receivedOn(day, DIGEST_LISTED);
      if (received.count === 0) return 0;
      const recorded = await store.applications.recordDigest(
        day,
        emails.applicationDigest(day, received),
      );
      return recorded ? 1 : 0;
    },
  };
}
