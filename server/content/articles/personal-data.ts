// The articles' door for a member's data (accounts/store/member-data.ts): an author profile is
// about a staff member (docs/security.md, "Author profiles"). The export lists the profile that is
// theirs; the account's deletion empties it in the deletion's transaction: no name, role, bio,
// photo or link to the account, an address (slug) made from its id. The profile itself stays, so
// the articles it wrote stay published and show their author as “Former staff member”.

import type { AuthorProfile } from '../../../contract/api/staff-articles';
import { FORMER_STAFF } from '../../../contract/values/content/articles';
import type { Executor } from '../../db/dialect';
import { now } from '../../db/rows';

/** The account's author profile as its data export shows it; null without one. */
export async function authorProfileOf(db: Executor, userId: number): Promise<AuthorProfile | null> {
  const row = await db
    .selectFrom('author_profiles')
    .select(['id', 'user_id', 'slug', 'name', 'role', 'bio', 'photo'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const { id, slug, name, role, bio, photo } = row;
  return { id: Number(id), userId, slug, name, role, bio, photo };
}

/** Empties the account's author profile, in the account's deletion's transaction. */
export async function forgetAuthor(trx: Executor, userId: number): Promise<void> {
  const row = await trx
    .selectFrom('author_profiles')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return;
  await trx
    .updateTable('author_profiles')
    .set({
      user_id: null,
      slug: `former-staff-${Number(row.id)}`,
      name: FORMER_STAFF,
      role: '',
      bio: '',
      photo: null,
      updated_at: now(),
    })
    .where('id', '=', row.id)
    .execute();
}
