// Public addresses the site changes itself, followed by a redirect (content/redirects.ts) so the
// old address keeps working: a case study's slug renamed in a publish of `caseStudies` answers
// 301 to the study's new address, and a study the publish removed answers 410 (gone), not 404;
// a page staff built answers 301 from its old address once its new one is published
// (pages/service.ts, which also makes a deleted page's answer 410), and so does an article
// (articles/service.ts, which also copies its listing from the published document). Postings keep the
// slug made from their first title, and products have no page of their own: nothing to follow.

import { caseStudyPath } from '../../contract/values/content/case-studies';
import { pageIdOf } from '../../contract/values/content/pages';
import { articleIdOf } from '../../contract/values/content/articles';
import type { Articles } from './articles/service';
import type { Pages } from './pages/service';
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
 * The studies' addresses that changed from one version to the next: a slug gone from the list
 * whose study has a new slug (found by its title, else at its place in the list) moved to it; one
 * whose study has none is gone (`to` null).
 */
function changedStudies(before: unknown, after: unknown): { from: string; to: string | null }[] {
  const old = studiesOf(before);
  const now = studiesOf(after);
  const oldSlugs = new Set(old.map((s) => s.slug));
  const newSlugs = new Set(now.map((s) => s.slug));
  const added = now.filter((s) => !oldSlugs.has(s.slug));
  const taken = new Set<string>();
  const changes: { from: string; to: string | null }[] = [];
  old.forEach((study, index) => {
    if (newSlugs.has(study.slug)) return;
    const atPlace = now[index];
    const match =
      added.find((s) => s.title === study.title && !taken.has(s.slug)) ??
      (atPlace && added.includes(atPlace) && !taken.has(atPlace.slug) ? atPlace : undefined);
    if (match) taken.add(match.slug);
    changes.push({ from: caseStudyPath(study.slug), to: match ? caseStudyPath(match.slug) : null });
  });
  return changes;
}

/**
 * After `key` was published as `version`: the addresses it renamed redirect to their new ones,
 * and those it removed are gone.
 */
export async function followAddressChanges(
  deps: {
    store: Pick<DataStore, 'documents'>;
    redirects: Redirects;
    pages?: Pick<Pages, 'published'>;
    articles?: Pick<Articles, 'published'>;
  },
  key: string,
  version: number,
  actor: Actor,
): Promise<void> {
  // A page staff built: its address as published (pages/service.ts redirects the old one).
  const page = pageIdOf(key);
  if (page !== undefined) return deps.pages?.published(page, actor);
  // An article: its listing and address as published (articles/service.ts).
  const article = articleIdOf(key);
  if (article !== undefined) return deps.articles?.published(article, actor);
  if (key !== 'caseStudies' || version < 2) return;
  const [before, after] = await Promise.all([
    deps.store.documents.version(key, version - 1),
    deps.store.documents.version(key, version),
  ]);
  for (const { from, to } of changedStudies(before, after)) {
    const input =
      to === null ? { from, kind: 'gone' as const } : { from, to, kind: 'permanent' as const };
    await deps.redirects.addRedirect(input, actor, { moved: true });
  }
}
