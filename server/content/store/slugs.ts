// A posting's address (/careers/jobs/<slug>): made from its title when it is created, unique in
// its table, and kept when the title changes, so that links to it keep working.

import { sql } from 'kysely';
import type { Executor } from '../../db/dialect';
import { slugify } from '../../../contract/values/content/articles';

/** 'Front-End Developer (React)' → 'front-end-developer-react'; 'posting' when nothing is left. */
export function slugOf(title: string): string {
  return slugify(title) || 'posting';
}

/** The first of `base`, `base-2`, `base-3`... that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug for `title` that no row of `table` has yet (on the caller's transaction). */
export async function uniqueSlug(db: Executor, table: string, title: string): Promise<string> {
  const base = slugOf(title);
  // `base` holds only a-z, 0-9 and hyphens: nothing LIKE would read as a wildcard.
  const rows = await sql<{ slug: string }>`SELECT slug FROM ${sql.table(table)}
    WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`.execute(db);
  return freeSlug(base, new Set(rows.rows.map((row) => row.slug)));
}
