// What staff may do to a posting that has applications (docs/security.md, "Whose data is
// whose"): the applications are admin-only personal data, kept for the retention period the
// candidates agreed to, so an edit of the posting must not destroy them. Nobody deletes such a
// posting (the database refuses it too: ON DELETE RESTRICT, migration 18); an administrator
// deletes the applications first. Only an administrator moves its closing time into the past
// (the retention clock no longer reads it, but the date is still what candidates were told).

import type { Role } from '../../contract/values/constants';
import type { DataStore } from '../db';
import { HttpError } from '../platform/errors';

const applications = (n: number) => (n === 1 ? '1 application' : `${n} applications`);

export const postingInUse = (n: number) =>
  `This posting has ${applications(n)}, kept for the period the candidates agreed to: it cannot ` +
  'be deleted while they are. Close it instead; an administrator can delete the applications ' +
  'on the Applications screen first.';

const BACKDATING_REFUSED =
  'This posting has applications: only an administrator can move its closing time into the ' +
  'past. Tick "Closed" to close it now.';

/** 409 when the posting `id` has applications (before a deletion). */
export async function refuseDeletingApplied(store: DataStore, id: number): Promise<void> {
  const { count } = await store.applications.appliedTo(id);
  if (count > 0) throw new HttpError(409, postingInUse(count));
}

/**
 * 409 when someone other than an administrator moves the closing time of posting `id`, which
 * has applications, into the past.
 */
export async function refuseBackdating(
  store: DataStore,
  role: Role,
  id: number,
  validThrough: string | null,
  now: Date,
): Promise<void> {
  if (role === 'admin' || validThrough === null || Date.parse(validThrough) > now.getTime()) return;
  const applied = await store.applications.appliedTo(id);
  if (applied.count === 0) return;
  // Already in the past (closed long ago), and left as it was: nothing moves.
  if (
    applied.validThrough !== null &&
    Date.parse(applied.validThrough) === Date.parse(validThrough)
  )
    return;
  throw new HttpError(409, BACKDATING_REFUSED);
}
