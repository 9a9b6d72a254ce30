// The redirects' one service (server/content/redirects.ts) over each database: the rules staff
// meet at their fields (malformed paths, the site's own paths, its pages, duplicates, chains,
// loops), resolve's one hop with the visitor's query kept, and what a use case that moves a page
// gets (the old address follows it; redirects that led to it too). The site's side of the page
// check (which paths are pages) is tested over HTTP in redirects-http.test.ts; here the pages
// are /pricing, /about and /case-studies/new-name.

import { type DataStore, openDataStore } from '../../../server/db';
import { loadRedirects, type Redirects } from '../../../server/content/redirects';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { refusal } from './refusal';

const PAGES = new Set(['/pricing', '/about', '/case-studies/new-name']);
const owner = { id: null, email: 'owner@kestrel.example' };
const log = { error: () => undefined };

describe.each(STORE_TABLE)('redirects on %s', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let redirects: Redirects;

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
    redirects = await loadRedirects(store, log);
    redirects.checkAddressesWith(async (path) => (PAGES.has(path) ? 'page' : 'free'));
  });

  afterEach(async () => {
    redirects.close();
    await store.close();
    await database.dispose();
  });

  it('answers 301 with the target, keeping the query, and 410 for a gone address', async () => {
    await redirects.addRedirect({ from: '/old-offer', to: '/pricing' }, owner);
    await redirects.addRedirect({ from: '/Spring-Sale/', kind: 'gone' }, owner);
    await redirects.addRedirect({ from: '/basic', to: '/pricing#basic' }, owner);
    expect(redirects.resolve('/old-offer')).toEqual({ status: 301, location: '/pricing' });
    expect(redirects.resolve('/old-offer?x=1&y=2')).toEqual({
      status: 301,
      location: '/pricing?x=1&y=2',
    });
    expect(redirects.resolve('/OLD-OFFER/')).toEqual({ status: 301, location: '/pricing' });
    expect(redirects.resolve('/basic?utm=a')).toEqual({
      status: 301,
      location: '/pricing?utm=a#basic',
    });
    expect(redirects.resolve('/spring-sale')).toEqual({ status: 410 });
    expect(redirects.resolve('/pricing')).toBeUndefined();
    // Kept in the database: a new table reads them.
    const again = await loadRedirects(store, log);
    expect(again.resolve('/old-offer?x=1')).toEqual({ status: 301, location: '/pricing?x=1' });
    again.close();
  });

  it('refuses malformed, reserved and live addresses at the old address', async () => {
    for (const [from, said] of [
      ['old-offer', /starts with \//],
      ['/old offer', /no valid path/],
      ['/a//b', /no valid path/],
      ['/a/../b', /no valid path/],
      ['/old?x=1', /without \? or #/],
      ['/staff/inbox', /back office/],
      ['/api/documents', /back office, the API/],
      ['/assets/main.js', /site’s files/],
      ['/', /home page/],
      ['/about', /is a page of the site: a redirect would hide it/],
    ] as const) {
      const { field, message } = await refusal(
        redirects.addRedirect({ from, to: '/pricing' }, owner),
      );
      expect(field).toBe('from');
      expect(message).toMatch(said);
    }
    expect((await store.redirects.all()).length).toBe(0);
  });

  it('refuses a target that is no page, a chain (naming the final target), a loop', async () => {
    expect(await refusal(redirects.addRedirect({ from: '/x', to: '/nowhere' }, owner))).toEqual({
      field: 'to',
      message: 'No public page of the site answers /nowhere.',
    });
    expect(
      (await refusal(redirects.addRedirect({ from: '/x', to: 'ftp://example.com' }, owner))).field,
    ).toBe('to');
    await redirects.addRedirect({ from: '/old-offer', to: '/pricing' }, owner);
    expect(
      await refusal(redirects.addRedirect({ from: '/older', to: '/old-offer' }, owner)),
    ).toEqual({
      field: 'to',
      message: '/old-offer is itself redirected to /pricing: point to /pricing instead.',
    });
    expect(await refusal(redirects.addRedirect({ from: '/x', to: '/X/' }, owner))).toEqual({
      field: 'to',
      message: 'A redirect to its own address would loop.',
    });
    expect(
      await refusal(redirects.addRedirect({ from: '/pricing', to: '/old-offer' }, owner)),
    ).toEqual({ field: 'to', message: 'That would loop: /old-offer already leads to /pricing.' });
    // An address on another site is a target as it is.
    await redirects.addRedirect({ from: '/docs', to: 'https://docs.example.com/start' }, owner);
    expect(redirects.resolve('/docs?page=2')).toEqual({
      status: 301,
      location: 'https://docs.example.com/start?page=2',
    });
  });

  it('refuses a duplicate, ignoring case and a trailing slash; a change keeps its own', async () => {
    const first = await redirects.addRedirect({ from: '/old-offer', to: '/pricing' }, owner);
    expect(
      await refusal(redirects.addRedirect({ from: '/Old-Offer/', to: '/about' }, owner)),
    ).toEqual({
      field: 'from',
      message: '/old-offer is redirected already: change that redirect instead.',
    });
    const changed = await redirects.updateRedirect(
      first.id,
      { from: '/old-offer', to: '/about' },
      owner,
    );
    expect(changed).toMatchObject({ from: '/old-offer', to: '/about', kind: 'permanent' });
    expect(redirects.resolve('/old-offer')).toEqual({ status: 301, location: '/about' });
    await redirects.removeRedirect(first.id, owner);
    expect(redirects.resolve('/old-offer')).toBeUndefined();
    // Each change is in the audit log.
    const audit = await store.staff.audit.list({});
    expect(audit.items.map((entry) => entry.action).slice(0, 3)).toEqual([
      'redirect.delete',
      'redirect.update',
      'redirect.create',
    ]);
  });

  it('moves a page: the old address follows it, and so do redirects that led to it', async () => {
    // A study renamed twice, then back: always one hop, never a loop.
    const moved = { moved: true };
    await redirects.addRedirect({ from: '/case-studies/a', to: '/case-studies/b' }, owner, moved);
    await redirects.addRedirect({ from: '/case-studies/b', to: '/case-studies/c' }, owner, moved);
    expect(redirects.resolve('/case-studies/a')).toEqual({
      status: 301,
      location: '/case-studies/c',
    });
    await redirects.addRedirect({ from: '/case-studies/c', to: '/case-studies/a' }, owner, moved);
    expect(redirects.resolve('/case-studies/a')).toBeUndefined();
    expect(redirects.resolve('/case-studies/b')).toEqual({
      status: 301,
      location: '/case-studies/a',
    });
    // Deleted: every address that led to it is gone too.
    await redirects.addRedirect({ from: '/case-studies/a', kind: 'gone' }, owner, moved);
    expect(redirects.resolve('/case-studies/b')).toEqual({ status: 410 });
    expect(redirects.resolve('/case-studies/c')).toEqual({ status: 410 });
  });

  it('lists by old address, searching the old address and the target, 20 a page', async () => {
    for (let i = 0; i < 23; i += 1) {
      const n = String(i).padStart(2, '0');
      await redirects.addRedirect({ from: `/old-${n}`, to: i % 2 ? '/pricing' : '/about' }, owner);
    }
    const first = await store.redirects.list({});
    expect(first.items.map((r) => r.from).slice(0, 2)).toEqual(['/old-00', '/old-01']);
    expect(first).toMatchObject({ total: 23, pageSize: 20 });
    const second = await store.redirects.list({ cursor: first.next! });
    expect(second.items.map((r) => r.from)).toEqual(['/old-20', '/old-21', '/old-22']);
    expect((await store.redirects.list({ q: 'PRIC' })).total).toBe(11);
    expect((await store.redirects.list({ q: 'old-1' })).total).toBe(10);
    expect((await store.redirects.list({ q: '%' })).total).toBe(0);
  });
});
