// Pages staff build from blocks (server/content/pages/) over each database: a page is a content
// document of the kind `page`, so its draft, publish (now or scheduled), versions and restore are
// the documents' own; the service keeps what visitors see (by address, in the navigation), the
// address as published (a rename answers 301 from the old one, a delete 410) and refuses an
// address the site has already, at the draft's field. The site's side of the page check is
// stubbed here (/services/csd and /about are its pages); over HTTP in pages-http.test.ts.

import type { FastifyBaseLogger } from 'fastify';
import { type DataStore, isConflict, openDataStore } from '../../../server/db';
import { loadRedirects, type Redirects } from '../../../server/content/redirects';
import { loadPages, type Pages } from '../../../server/content/pages/service';
import { followAddressChanges } from '../../../server/content/address-changes';
import { createPublishScheduler } from '../../../server/content/publish-scheduler';
import type { PageContent } from '../../../contract/documents/page/schema';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { refusal } from './refusal';

const SITE_PAGES = new Set(['/services/csd', '/about']);
const owner = { id: null, email: 'owner@kestrel.example' };
const log = { error: () => undefined, info: () => undefined, warn: () => undefined };
/** The scheduler's logger: it says what it published. */
const schedulerLog = log as unknown as FastifyBaseLogger;

describe.each(STORE_TABLE)('pages built from blocks on %s', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let redirects: Redirects;
  let pages: Pages;

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
    redirects = await loadRedirects(store, log);
    pages = await loadPages({ store, redirects, log });
    // The site's pages: its fixed ones, and the pages staff published.
    redirects.checkAddressesWith(async (path) =>
      SITE_PAGES.has(path) || pages.byPath(path)
        ? 'page'
        : path.startsWith('/api')
          ? 'reserved'
          : 'free',
    );
  });

  afterEach(async () => {
    pages.close();
    redirects.close();
    await store.close();
    await database.dispose();
  });

  const content = async (key: string) => {
    const doc = await store.documents.get(key);
    return (doc?.draft ?? doc?.published) as PageContent;
  };

  /** Saves `change(draft)` as the page's draft, checked as the route checks it. */
  const saveDraft = async (key: string, change: (draft: PageContent) => PageContent) => {
    const doc = await store.documents.get(key);
    const data = change(await content(key));
    await pages.refuseTakenAddress(Number(key.slice(5)), data);
    const saved = await store.documents.saveDraft(key, data, doc!.revision, owner);
    if (!saved || isConflict(saved)) throw new Error('not saved');
    return saved;
  };

  /** Publishes the page's draft now, as the publish route does. */
  const publish = async (key: string) => {
    const doc = await store.documents.get(key);
    await pages.refuseTakenAddress(Number(key.slice(5)), doc!.draft ?? doc!.published);
    const done = await store.documents.publish(key, { revision: doc!.revision }, owner);
    if (!done || isConflict(done)) throw new Error('not published');
    await followAddressChanges({ store, redirects, pages }, key, done.publishedVersion, owner);
    return done;
  };

  const withBlock = (draft: PageContent, words: string): PageContent => ({
    ...draft,
    blocks: [
      {
        type: 'richText',
        id: 'a1',
        body: {
          root: {
            type: 'root',
            children: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }],
          },
        },
      } as unknown as PageContent['blocks'][number],
    ],
  });

  it('keeps a new page a draft visitors do not see until it is published', async () => {
    const created = await pages.create({ title: 'Cloud migration', section: '/services' }, owner);
    expect(created).toMatchObject({
      key: `page-${created.id}`,
      title: 'Cloud migration',
      path: null,
      draftPath: '/services/cloud-migration',
      status: 'draft',
      publishedVersion: 0,
    });
    expect(pages.byPath('/services/cloud-migration')).toBeUndefined();
    expect(await store.documents.versions(created.key)).toEqual([]);

    await publish(created.key);
    const shown = pages.byPath('/Services/Cloud-Migration/');
    expect(shown).toMatchObject({ id: created.id, path: '/services/cloud-migration' });
    expect(shown?.content.title).toBe('Cloud migration');
    expect((await pages.list())[0]).toMatchObject({ status: 'published', publishedVersion: 1 });

    // A draft changes nothing visitors see until it is published.
    await saveDraft(created.key, (draft) => withBlock({ ...draft, title: 'Cloud moves' }, 'Soon'));
    expect(pages.byPath('/services/cloud-migration')?.content.title).toBe('Cloud migration');
    expect((await pages.list())[0]).toMatchObject({ title: 'Cloud moves', hasDraft: true });
    await publish(created.key);
    expect(pages.byPath('/services/cloud-migration')?.content).toMatchObject({
      title: 'Cloud moves',
      blocks: [{ type: 'richText', id: 'a1' }],
    });
  });

  it('makes the address from the title, the first free one', async () => {
    const first = await pages.create({ title: 'Spring offer!', section: '/' }, owner);
    const second = await pages.create({ title: 'Spring offer', section: '/' }, owner);
    const third = await pages.create({ title: 'CSD', section: '/services' }, owner);
    expect([first.draftPath, second.draftPath, third.draftPath]).toEqual([
      '/spring-offer',
      '/spring-offer-2',
      // /services/csd is a page of the site.
      '/services/csd-2',
    ]);
  });

  it('publishes at a set time with the scheduler, and restores an older version', async () => {
    const { key } = await pages.create({ title: 'Offer', section: '/' }, owner);
    await publish(key);
    await saveDraft(key, (draft) => ({ ...draft, title: 'Later offer' }));
    const doc = await store.documents.get(key);
    const at = new Date(Date.now() + 3_600_000);
    await store.documents.publish(key, { revision: doc!.revision, at }, owner);
    expect(pages.byPath('/offer')?.content.title).toBe('Offer');
    const scheduler = createPublishScheduler({
      ...{ store, redirects, pages, log: schedulerLog },
      now: () => at,
    });
    expect(await scheduler.runOnce(new Date(at.getTime() + 1000))).toEqual([key]);
    expect(pages.byPath('/offer')?.content.title).toBe('Later offer');

    const restored = await store.documents.restore(
      key,
      1,
      (await store.documents.get(key))!.revision,
      owner,
    );
    expect(restored && !isConflict(restored) && (restored.draft as PageContent).title).toBe(
      'Offer',
    );
    await publish(key);
    expect(pages.byPath('/offer')?.content.title).toBe('Offer');
    expect((await store.documents.versions(key)).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('answers 301 from the old address after a rename, and 410 once deleted', async () => {
    const { key, id } = await pages.create(
      { title: 'Cloud migration', section: '/services' },
      owner,
    );
    await publish(key);
    await saveDraft(key, (draft) => ({ ...draft, section: '/', slug: 'cloud' }));
    // Only the publish moves it.
    expect(redirects.resolve('/services/cloud-migration')).toBeUndefined();
    await publish(key);
    expect(pages.byPath('/cloud')).toBeDefined();
    expect(pages.byPath('/services/cloud-migration')).toBeUndefined();
    expect(redirects.resolve('/services/cloud-migration?x=1')).toEqual({
      status: 301,
      location: '/cloud?x=1',
    });
    // Renamed back: the address it had is its own again, and the other leads to it.
    await saveDraft(key, (draft) => ({ ...draft, section: '/services', slug: 'cloud-migration' }));
    await publish(key);
    expect(redirects.resolve('/services/cloud-migration')).toBeUndefined();
    expect(redirects.resolve('/cloud')).toEqual({
      status: 301,
      location: '/services/cloud-migration',
    });

    await pages.remove(id, owner);
    expect(pages.byPath('/services/cloud-migration')).toBeUndefined();
    expect(redirects.resolve('/services/cloud-migration')).toEqual({ status: 410 });
    expect(redirects.resolve('/cloud')).toEqual({ status: 410 });
    expect(await store.documents.get(key)).toBeUndefined();
    expect(await store.documents.versions(key)).toEqual([]);
    expect(await pages.list()).toEqual([]);
  });

  it('refuses an address the site has already, at the address field', async () => {
    const other = await pages.create({ title: 'Cloud', section: '/' }, owner);
    await publish(other.key);
    await redirects.addRedirect({ from: '/old-offer', to: '/about' }, owner);
    await redirects.addRedirect({ from: '/spring', kind: 'gone' }, owner);
    const { key } = await pages.create({ title: 'Mine', section: '/' }, owner);
    for (const [section, slug, said] of [
      ['/services', 'csd', /is a page of the site already/],
      ['/', 'about', /is a page of the site already/],
      ['/', 'cloud', /Another page is at \/cloud/],
      ['/', 'old-offer', /old address redirected to \/about/],
      ['/', 'spring', /answers “gone”/],
      ['/', 'staff', /belongs to the site itself/],
      ['/', 'api', /belongs to the site itself/],
    ] as const) {
      const { field, message } = await refusal(
        saveDraft(key, (draft) => ({ ...draft, section, slug })),
      );
      expect(field).toBe('data.slug');
      expect(message).toMatch(said);
    }
    // Nothing was saved.
    expect((await content(key)).slug).toBe('mine');
  });

  it('lists published pages where staff placed them, until unpublished or deleted', async () => {
    const a = await pages.create({ title: 'Alpha', section: '/' }, owner);
    const b = await pages.create({ title: 'Beta', section: '/services' }, owner);
    const c = await pages.create({ title: 'Gamma', section: '/' }, owner);
    for (const page of [a, b]) await publish(page.key);
    await pages.place(
      [
        { id: a.id, navPlace: 'header', navOrder: 2 },
        { id: b.id, navPlace: 'header', navOrder: 1 },
        // Not published: not listed.
        { id: c.id, navPlace: 'footer', navOrder: 0 },
      ],
      owner,
    );
    expect(pages.navigation()).toEqual({
      header: [
        { title: 'Beta', path: '/services/beta' },
        { title: 'Alpha', path: '/alpha' },
      ],
      footer: [],
    });
    const down = await pages.unpublish(b.id, owner);
    expect(down.status).toBe('unpublished');
    expect(pages.byPath('/services/beta')).toBeUndefined();
    expect(pages.navigation().header).toEqual([{ title: 'Alpha', path: '/alpha' }]);
    // Published again: back where it was.
    await publish(b.key);
    expect(pages.navigation().header.map((entry) => entry.title)).toEqual(['Beta', 'Alpha']);
    await pages.remove(a.id, owner);
    expect(pages.navigation().header.map((entry) => entry.title)).toEqual(['Beta']);
    // A draft never published leaves no "gone" address behind.
    await pages.remove(c.id, owner);
    expect(redirects.resolve('/gamma')).toBeUndefined();
  });

  // Instances share a database on PostgreSQL only (SQLite serves one process).
  const shared = harness.name === 'PostgreSQL' ? it : () => undefined;
  shared('tells another instance sharing the database at once', async () => {
    const other = await openDataStore(database.config);
    const otherRedirects = await loadRedirects(other, log);
    const otherPages = await loadPages({ store: other, redirects: otherRedirects, log });
    try {
      const { key, id } = await pages.create({ title: 'Shared', section: '/' }, owner);
      await publish(key);
      await pages.place([{ id, navPlace: 'footer', navOrder: 0 }], owner);
      const seen = async (check: () => boolean) => {
        for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
        return check();
      };
      expect(await seen(() => otherPages.byPath('/shared') !== undefined)).toBe(true);
      expect(await seen(() => otherPages.navigation().footer.length === 1)).toBe(true);
      await pages.remove(id, owner);
      expect(await seen(() => otherPages.navigation().footer.length === 0)).toBe(true);
      expect(await seen(() => otherRedirects.resolve('/shared')?.status === 410)).toBe(true);
    } finally {
      otherPages.close();
      otherRedirects.close();
      await other.close();
    }
  });
});
