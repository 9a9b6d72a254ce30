// Keeps the site search's index true to what is published (docs/architecture.md, "Site search"):
// as the server starts, every source writes its rows (a source whose rows have not changed
// writes nothing: store/search.ts compares digests, so a restart, or several instances
// starting, cost a read each); then a publish (here or on another instance: the publish
// channel, content/published.ts) rewrites the sources that follow that document, a change of
// the pages staff build (pages/service.ts) or of the articles (articles/service.ts) those that
// follow them, and a change to
// a collection (a product, a posting) the sources that follow it. Never rebuilt per query. One
// rewrite at a time on this instance; with several instances the first to write a source's new
// rows wins and the others find its digest.

import type { FastifyBaseLogger } from 'fastify';
import type { CollectionName } from '../../../contract/values/collections';
import type { DataStore } from '../../db';
import type { PublishedDocuments } from '../published';
import { SEARCH_SOURCES, type SearchSource } from './sources';
import type { Pages } from '../pages/service';
import type { Articles } from '../articles/service';

export interface SearchIndex {
  /** Rewrites the sources that follow the collection (after staff changed it). */
  collectionChanged(name: CollectionName): Promise<void>;
  /** Waits for the rewrites started so far (tests). */
  settled(): Promise<void>;
  /** Stops following publishes, once the rewrites started have finished. */
  close(): Promise<void>;
}

export async function createSearchIndex(options: {
  store: DataStore;
  published: PublishedDocuments;
  /** The pages staff build from blocks: their changes rewrite the sources that follow them. */
  pages?: Pick<Pages, 'all' | 'onChange'>;
  /** The articles: their changes rewrite the sources that follow them. */
  articles?: Pick<Articles, 'allPublished' | 'onChange'>;
  log: FastifyBaseLogger;
  now?: () => Date;
  sources?: readonly SearchSource[];
}): Promise<SearchIndex> {
  const {
    store,
    published,
    pages,
    articles,
    log,
    now = () => new Date(),
    sources = SEARCH_SOURCES,
  } = options;
  let queue: Promise<void> = Promise.resolve();
  const rewrite = (chosen: readonly SearchSource[]) => {
    queue = queue.then(async () => {
      for (const source of chosen) {
        try {
          const entries = await source.entries({ store, published, pages, articles });
          await store.search.replace(source.name, entries, now().toISOString());
        } catch (error) {
          log.error({ err: error, source: source.name }, 'updating the search index failed');
        }
      }
    });
    return queue;
  };
  const stop = published.onChange((key) => {
    void rewrite(sources.filter((s) => s.follows.documents.includes(key)));
  });
  const stopPages = pages?.onChange(() => void rewrite(sources.filter((s) => s.follows.pages)));
  const stopArticles = articles?.onChange(
    () => void rewrite(sources.filter((s) => s.follows.articles)),
  );
  await rewrite(sources);
  return {
    collectionChanged: (name) =>
      rewrite(sources.filter((s) => s.follows.collections.includes(name))),
    settled: () => queue,
    close: () => {
      stop();
      stopPages?.();
      stopArticles?.();
      return queue;
    },
  };
}
