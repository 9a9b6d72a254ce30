// The newsletter's door for a member's data (accounts/store/member-data.ts): the export lists the
// subscription that is theirs (made from their profile, or of their verified address), and the
// account's deletion deletes it (its topics with it). A suppression stays: it holds no address,
// only its keyed hash, and keeps a person who unsubscribed from being mailed again.

import type { Executor } from '../../db/dialect';
import { withTopics } from './rows';
import type { MemberSubscription } from './types';

/** The rows of `userId`, or of its verified `address` (lower-cased). */
const theirs = (db: Executor, userId: number, address: string | undefined) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where((eb) =>
      address === undefined
        ? eb('user_id', '=', userId)
        : eb.or([eb('user_id', '=', userId), eb('email', '=', address)]),
    );

/** The member's subscription as their data export shows it; null without one. */
export async function subscriptionOf(
  db: Executor,
  userId: number,
  address: string | undefined,
): Promise<MemberSubscription | null> {
  const rows = await theirs(db, userId, address).orderBy('id').execute();
  const [found] = await withTopics(db, rows.slice(0, 1));
  if (!found) return null;
  const { email, status, all, topics, consent, confirmedAt, createdAt } = found;
  return { email, status, all, topics, consent, confirmedAt, createdAt };
}

/** Deletes the member's subscription, in the account's deletion's transaction. */
export async function deleteSubscriptions(
  trx: Executor,
  userId: number,
  address: string | undefined,
): Promise<void> {
  const rows = await theirs(trx, userId, address).select('id').execute();
  if (rows.length === 0) return;
  await trx
    .deleteFrom('newsletter_subscribers')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}
