// The insights' articles (docs/product.md, "Insights: articles"): the one service the back
// office's routes, the document door, the scheduler, the site (the insights' pages, feeds,
// sitemap), the search and the newsletter call. An article's words, draft, schedule, versions and
// restore are its content document's (key article-<id>: store/documents.ts,
// routes/staff-documents.ts); this keeps the rest:
// - its listing: after every publish (the route's and the scheduler's, through
//   address-changes.ts) `published(id)` copies from the document as published its slug, author,
//   tags and reading time into the articles' rows (articles/store.ts), which the lists, tags,
//   topics and related articles read. This runs right after the document's publish, not in its
//   transaction: the documents' store publishes any document (and the scheduler many at once) in
//   a transaction of its own, as for the pages staff build;
// - its address: a publish that changes the slug makes the old address answer 301 to the new one;
//   a delete makes it answer 410 (the redirects' service);
// - the author profiles: a staff member's name, role, bio and photo as visitors see them.
import type { Articles, ArticlesDeps } from './api';
import { articleIdOf } from '../../../contract/values/content/articles';
import { ALL_DOCUMENTS } from '../publish-channel';
import { authorProfiles } from './authors';
import { staffWrites } from './staff-writes';
import { visitorView } from './visitor-view';

export type { Articles } from './api';

export async function loadArticles(deps: ArticlesDeps): Promise<Articles> {
  const listeners = new Set<() => void>();
  const stop = deps.store.documents.onPublish((key) => {
    if (key !== ALL_DOCUMENTS && articleIdOf(key) === undefined) return;
    for (const listener of listeners) listener();
  });
  return {
    ...visitorView(deps),
    ...staffWrites(deps),
    ...authorProfiles(deps),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => void stop(),
  };
}
