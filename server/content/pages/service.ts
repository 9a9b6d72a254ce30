// Pages staff build from blocks (docs/product.md, "Pages built from blocks"): the one service the
// back office's routes, the site (a page by its address, the navigation, the sitemap) and the
// search call. A page's words, draft, schedule, versions and restore are its content document's
// (key page-<id>: store/documents.ts, routes/staff-documents.ts); this keeps the rest:
// - its address: the section and slug of its published document. A publish that moves it
//   (addresses.ts, called after every publish, scheduled ones too) makes the old address answer
//   301 to the new one; a delete makes it answer 410 (the redirects' service, redirects.ts);
// - what visitors see, in memory: the published pages by address and the navigation's entries,
//   read again when a page changes on this instance or another (the content's channel).

import type { FastifyBaseLogger } from 'fastify';
import type {
  NavEntry,
  PageNavigation,
  PageSummary,
  PublicPage,
} from '../../../contract/api/pages';
import { newPageContent, type PageContent } from '../../../contract/documents/page/schema';
import {
  type PageNavPlace,
  PAGES_MAX,
  pageIdOf,
  pagePath,
} from '../../../contract/values/content/pages';
import { redirectKey } from '../../../contract/values/content/redirects';
import type { DataStore } from '../../db';
import type { Actor } from '../../db/staff-types';
import { HttpError } from '../../platform/errors';
import { oneAtATime } from '../../platform/one-at-a-time';
import { withLibraryFacts } from '../focal-points';
import { ALL_DOCUMENTS } from '../publish-channel';
import type { Redirects } from '../redirects';
import { freeSlug, slugOf } from '../store/slugs';
import type { StoredPage } from '../store/page-types';
import { addressProblem } from './addresses';

export interface Pages {
  /** The published page at `path` (any case, trailing slash or not), as visitors see it. */
  byPath(path: string): PublicPage | undefined;
  /** Every published page (the sitemap, the search). */
  all(): readonly PublicPage[];
  /** The published pages staff placed in the header and the footer, in their order. */
  navigation(): PageNavigation;
  /** Every page, for the back office. */
  list(): Promise<PageSummary[]>;
  /** Adds a page, a draft never published, under `section`, its address made from its title. */
  create(input: { title: string; section: string }, actor: Actor): Promise<PageSummary>;
  /** A 400 at the draft's field when its address is taken (draft save, publish). */
  refuseTakenAddress(id: number, draft: unknown): Promise<void>;
  /** After page `id`'s document was published: its address, and the old one's redirect. */
  published(id: number, actor: Actor): Promise<void>;
  unpublish(id: number, actor: Actor): Promise<PageSummary>;
  /** Removes it; its address, if it had one, answers 410. */
  remove(id: number, actor: Actor): Promise<void>;
  /** Places pages in the menus; one deleted since is left out (404 when every one named is). */
  place(
    places: { id: number; navPlace: PageNavPlace; navOrder: number }[],
    actor: Actor,
  ): Promise<PageSummary[]>;
  /** Calls `listener` once what visitors see of the pages has been read again. */
  onChange(listener: () => void): () => void;
  close(): void;
}

const contentOf = (data: unknown) => data as PageContent;

const summaryOf = (page: StoredPage): PageSummary => {
  const shown = contentOf(page.draft ?? page.published);
  return {
    id: page.id,
    key: page.key,
    title: shown.title,
    path: page.status === 'draft' ? null : page.path,
    draftPath: pagePath(shown),
    status: page.status,
    navPlace: page.navPlace,
    navOrder: page.navOrder,
    publishedVersion: page.publishedVersion,
    hasDraft: page.draft !== null,
    publishAt: page.publishAt,
    updatedAt: page.updatedAt,
  };
};

const notFound = () => new HttpError(404, 'No such page.');

export async function loadPages(deps: {
  store: Pick<DataStore, 'pages' | 'documents' | 'media'>;
  redirects: Redirects;
  log: Pick<FastifyBaseLogger, 'error'>;
}): Promise<Pages> {
  const { store, redirects } = deps;
  let visible: PublicPage[] = [];
  let byKey = new Map<string, PublicPage>();
  let navigation: PageNavigation = { header: [], footer: [] };
  const listeners = new Set<() => void>();

  // One read at a time: the news of a publish (from this instance or another) and a change made
  // here may ask at once, and the read that asked last must be the one that stands.
  const read = oneAtATime(async () => {
    const pages = (await store.pages.list()).filter(
      (page) => page.status === 'published' && page.publishedVersion > 0 && page.path,
    );
    const docs = new Map((await store.documents.list()).map((doc) => [doc.key, doc]));
    const nav: Record<'header' | 'footer', NavEntry[]> = { header: [], footer: [] };
    visible = [];
    for (const page of pages) {
      const content = contentOf(await withLibraryFacts(store.media, page.published));
      const shown: PublicPage = {
        id: page.id,
        path: page.path as string,
        content,
        publishedAt: docs.get(page.key)?.publishedAt ?? page.updatedAt,
      };
      visible.push(shown);
      if (page.navPlace !== 'none')
        nav[page.navPlace].push({ title: content.title, path: shown.path });
    }
    byKey = new Map(visible.map((page) => [redirectKey(page.path), page]));
    navigation = nav;
    for (const listener of listeners) listener();
  });
  const stop = store.documents.onPublish((key) => {
    if (key !== ALL_DOCUMENTS && pageIdOf(key) === undefined) return;
    read().catch((error: unknown) => deps.log.error({ err: error }, 'reading the pages failed'));
  });
  await read();

  const page = async (id: number) => {
    const found = await store.pages.get(id);
    if (!found) throw notFound();
    return found;
  };

  const takenProblem = async (id: number, path: string) =>
    addressProblem(path, {
      ownPath: (await store.pages.get(id))?.path ?? null,
      otherPage: (await store.pages.list()).some(
        (other) =>
          other.id !== id && other.path !== null && redirectKey(other.path) === redirectKey(path),
      ),
      redirects,
    });

  return {
    byPath: (path) => byKey.get(redirectKey(path)),
    all: () => visible,
    navigation: () => navigation,
    list: async () => (await store.pages.list()).map(summaryOf),

    async create({ title, section }, actor) {
      const pages = await store.pages.list();
      if (pages.length >= PAGES_MAX)
        throw new HttpError(400, `At most ${PAGES_MAX} pages: delete one first.`, {}, 'title');
      // The first free address: not another page's (as published or drafted), nor the site's.
      const taken = new Set<string>();
      for (const other of pages) {
        const content = contentOf(other.draft ?? other.published);
        if (content.section === section) taken.add(content.slug);
      }
      const base = slugOf(title).slice(0, 60).replace(/-+$/, '');
      let slug = freeSlug(base, taken);
      const free = { ownPath: null, otherPage: false, redirects };
      // Bounded: each turn takes one more slug.
      while (
        taken.size <= pages.length + 50 &&
        (await addressProblem(pagePath({ section, slug }), free))
      ) {
        taken.add(slug);
        slug = freeSlug(base, taken);
      }
      const id = await store.pages.create(newPageContent(title, section, slug), actor);
      return summaryOf(await page(id));
    },

    async refuseTakenAddress(id, draft) {
      const problem = await takenProblem(id, pagePath(contentOf(draft)));
      if (problem) throw new HttpError(400, problem, {}, 'data.slug');
    },

    async published(id, actor) {
      const before = await store.pages.get(id);
      if (!before) return;
      const path = pagePath(contentOf(before.published));
      await store.pages.published(id, path, actor);
      await read();
      const old = before.path;
      if (old !== null && redirectKey(old) !== redirectKey(path)) {
        await redirects.addRedirect({ from: old, to: path, kind: 'permanent' }, actor, {
          moved: true,
        });
      }
    },

    async unpublish(id, actor) {
      const before = await page(id);
      if (before.status !== 'published')
        throw new HttpError(400, 'This page is not published: there is nothing to take down.');
      await store.pages.unpublish(id, actor);
      await read();
      return summaryOf(await page(id));
    },

    async remove(id, actor) {
      const removed = await store.pages.remove(id, actor);
      if (!removed) throw notFound();
      await read();
      if (removed.path !== null && removed.status !== 'draft')
        await redirects.addRedirect({ from: removed.path, kind: 'gone' }, actor, { moved: true });
    },

    async place(places, actor) {
      // An editor sends every page of the menus a move concerns, as their list shows them: a page
      // another editor deleted since has no place to keep, and is left out (the answer's list no
      // longer has it). Only when no page named is there is the request refused.
      const known = new Set((await store.pages.list()).map((p) => p.id));
      const existing = places.filter((p) => known.has(p.id));
      const unknown = places.find((p) => !known.has(p.id));
      if (unknown && existing.length === 0)
        throw new HttpError(404, `No such page: ${unknown.id}.`);
      await store.pages.place(existing, actor);
      await read();
      return (await store.pages.list()).map(summaryOf);
    },

    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    close: () => void stop(),
  };
}
