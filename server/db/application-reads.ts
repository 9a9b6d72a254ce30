// What other features read of the job applications without the repository: the applications sent
// from an address, for a member's data export (docs/product.md §10.17). Metadata only: never the
// CV's bytes, the cover letter or staff's notes.

import type { Executor } from './dialect';
import { iso, num } from './rows';
import type { ApplicationByEmail } from './application-types';

/** The applications sent from `email` (compared as the store keeps addresses), oldest first. */
export async function applicationsByEmail(
  db: Executor,
  email: string,
): Promise<ApplicationByEmail[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('posts', 'posts.id', 'applications.post_id')
    .select([
      'applications.id',
      'applications.post_id',
      'posts.title',
      'applications.stage',
      'applications.created_at',
      'applications.cv_name',
      'applications.cv_type',
      'applications.cv_bytes',
    ])
    .where('applications.email_normalized', '=', email.trim().toLowerCase())
    .orderBy('applications.id')
    .execute();
  return rows.map((row) => ({
    id: num(row.id),
    postId: num(row.post_id),
    postTitle: row.title,
    stage: row.stage,
    createdAt: iso(row.created_at),
    cv: { name: row.cv_name, type: row.cv_type, bytes: num(row.cv_bytes) },
  }));
}
