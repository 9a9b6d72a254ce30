// Public addresses the site changes itself, followed by a redirect (content/redirects.ts) so the
// old address keeps working: a case study's slug renamed in a publish of `caseStudies` answers
// 301 to the study's new address. Pages staff add will call the redirects service the same way
// when they are renamed (addRedirect with `moved`) or deleted (kind `gone`). Postings keep the
// slug made from their first title, and products have no page of their own: nothing to follow.

import { caseStudyPath } from '../../contract/values/case-studies';
import type { DataStore } from '../db';
import type { Actor } from '../db/staff-types';
import type { Redirects } from './redirects';

interface Study {
  slug: string;
  title: string;
}

const studiesOf = (data: unknown): Study[] =>
  ((data as { studies?: Study[] } | undefined)?.studies ?? []).filter(
    (s) => typeof s.slug === 'string',
  );

/**
 * The studies whose slug changed from one version to the next: a slug gone from the list whose
 * study has a new slug (found by its title, else at its place in the list).
 */
function renamedStudies(before: unknown, after: unknown): { from: string; to: string }[] {
  const old = studiesOf(before);
  const now = studiesOf(after);
  const oldSlugs = new Set(old.map((s) => s.slug));
  const newSlugs = new Set(now.map((s) => s.slug));
  const added = now.filter((s) => !oldSlugs.has(s.slug));
  const taken = new Set<string>();
  const renames: { from: string; to: string }[] = [];
  old.forEach((study, index) => {
    if (newSlugs.has(study.slug)) return;
    const atPlace = now[index];
    const match =
      added.find((s) => s.title === study.title && !taken.has(s.slug)) ??
      (atPlace && added.includes(atPlace) && !taken.has(atPlace.slug) ? atPlace : undefined);
    if (!match) return;
    taken.add(match.slug);
    renames.push({ from: caseStudyPath(study.slug), to: caseStudyPath(match.slug) });
  });
  return renames;
}

/** After `key` was published as `version`: the addresses it renamed redirect to their new ones. */
export async function followAddressChanges(
  deps: { store: Pick<DataStore, 'documents'>; redirects: Redirects },
  key: string,
  version: number,
  actor: Actor,
): Promise<void> {
  if (key !== 'caseStudies' || version < 2) return;
  const [before, after] = await Promise.all([
    deps.store.documents.version(key, version - 1),
    deps.store.documents.version(key, version),
  ]);
  for (const { from, to } of renamedStudies(before, after)) {
    await deps.redirects.addRedirect({ from, to, kind: 'permanent' }, actor, { moved: true });
  }
}
