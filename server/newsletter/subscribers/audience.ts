// Who a campaign reaches, the one rule for both databases: the confirmed subscriptions (a pending
// one is not confirmed yet; an unsubscribed or bounced address has no row left, only its
// suppression) to every topic, or to the campaign's topic. The subscribers' store counts and
// pages it (store.ts); the campaigns' store inserts a campaign's recipients from it
// (campaigns/recipients-store.ts), in the transaction that starts the sending.

import type { Executor } from '../../db/dialect';

/** The audience of a campaign to `topic` (undefined: every topic), as `s` to select from. */
export const ofAudience = (db: Executor, topic: string | undefined) =>
  db
    .selectFrom('newsletter_subscribers as s')
    .where('s.status', '=', 'confirmed')
    .$if(topic !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('s.all_topics', '=', true),
          eb.exists(
            eb
              .selectFrom('newsletter_subscriber_topics as t')
              .select('t.subscriber_id')
              .whereRef('t.subscriber_id', '=', 's.id')
              .where('t.topic', '=', topic!),
          ),
        ]),
      ),
    );
