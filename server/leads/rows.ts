// What the leads' repositories share (store.ts, store-reports.ts): the columns of a lead with its
// owner's name and the filters of the list.

import type { Selectable } from 'kysely';
import type { Executor } from '../db/dialect';
import { quoteOf } from './quote-details';
import type { Lead, LeadFilter } from './types';
import { dayAfter, iso } from '../db/rows';
import type { ContactMessagesTable } from './tables';

type LeadRow = Pick<
  Selectable<ContactMessagesTable>,
  | 'id'
  | 'kind'
  | 'stage'
  | 'full_name'
  | 'email'
  | 'subject'
  | 'quote'
  | 'owner_id'
  | 'follow_up_on'
  | 'created_at'
> & { owner_name: string | null; owner_email: string | null };

export const toLead = (row: LeadRow): Lead => ({
  id: row.id,
  kind: row.kind,
  stage: row.stage,
  fullName: row.full_name,
  email: row.email,
  subject: row.subject,
  service: quoteOf(row.quote)?.service ?? null,
  ownerId: row.owner_id,
  ownerName: row.owner_name || row.owner_email,
  followUpOn: row.follow_up_on,
  createdAt: iso(row.created_at),
});

/** The leads with their owner's name: the list's, the card's and the detail's columns. */
export const leadsWithOwner = (db: Executor) =>
  db
    .selectFrom('contact_messages')
    .leftJoin('users', 'users.id', 'contact_messages.owner_id')
    .select([
      'contact_messages.id',
      'contact_messages.kind',
      'contact_messages.stage',
      'contact_messages.full_name',
      'contact_messages.email',
      'contact_messages.subject',
      'contact_messages.quote',
      'contact_messages.owner_id',
      'contact_messages.follow_up_on',
      'contact_messages.created_at',
      'users.name as owner_name',
      'users.email as owner_email',
    ]);

/** The filters of the list (and the board's columns) on a query of the leads. */
export function filterLeads<Q extends ReturnType<typeof leadsWithOwner>>(
  query: Q,
  filter: LeadFilter,
): Q {
  let q = query;
  if (filter.stage !== undefined) q = q.where('contact_messages.stage', '=', filter.stage) as Q;
  if (filter.owner === null) q = q.where('contact_messages.owner_id', 'is', null) as Q;
  else if (filter.owner !== undefined)
    q = q.where('contact_messages.owner_id', '=', filter.owner) as Q;
  if (filter.kind !== undefined) q = q.where('contact_messages.kind', '=', filter.kind) as Q;
  if (filter.from !== undefined)
    q = q.where('contact_messages.created_at', '>=', `${filter.from}T00:00:00.000Z`) as Q;
  if (filter.to !== undefined)
    q = q.where('contact_messages.created_at', '<', dayAfter(filter.to)) as Q;
  return q;
}
