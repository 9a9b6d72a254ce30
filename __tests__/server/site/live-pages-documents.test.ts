// Every page of the site is rendered at request time from its content documents as published
// (server/site/live-pages.ts), by the renderer the build keeps in DIST_DIR/.site/render.cjs: a
// small stand-in (live-pages-support.ts) that writes the data it was given into the page. Staff
// preview a draft at a signed address. /products, rendered from the shop's API:
// live-pages-products.test.ts.

import type { DataStore } from '../../../server/db';
import { DOCUMENTS } from '../../../contract/documents';
import { type TestServer, call } from '../helpers';
import { newStaff } from '../staff-support';
import { previewLinks } from '../../../server/content/preview';
import { staff, startLiveServer } from './live-pages-support';

let server: TestServer;
let store: DataStore;

beforeAll(async () => {
  ({ server, store } = await startLiveServer());
});

afterAll(async () => {
  await server.close();
});

// These tests keep the name of the suite they were written in, beside the /products ones.
describe('/products, rendered with what the API answers now', () => {
  it('renders every page from its documents as published; a publish re-renders only its pages', async () => {
    const home = await call(server, '/');
    const about = await call(server, '/about');
    expect(home.text).toContain(
      `LIVE /: ${(DOCUMENTS.home.seed as { hero: { headline: string } }).hero.headline}`,
    );
    expect(about.text).toContain('LIVE /about:');
    const carried = JSON.parse(
      /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(about.text)![1]!,
    ) as { documents: Record<string, unknown> };
    expect(Object.keys(carried.documents)).toEqual(['site']);

    const doc = (await store.documents.get('home'))!;
    const changed = {
      ...(doc.published as object),
      hero: { ...DOCUMENTS.home.seed.hero, headline: 'Fresh words' },
    };
    const draft = await store.documents.saveDraft('home', changed, doc.revision, staff);
    const published = await store.documents.publish(
      'home',
      { revision: (draft as { revision: number }).revision },
      staff,
    );
    expect(published).toMatchObject({ publishedVersion: 2 });
    // Every instance follows publishes (content/published.ts), reading the new version at once.
    let homeAfter = await call(server, '/');
    for (let i = 0; i < 40 && !homeAfter.text.includes('Fresh words'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      homeAfter = await call(server, '/');
    }
    expect(homeAfter.text).toContain('LIVE /: Fresh words');
    expect(homeAfter.headers.get('etag')).not.toBe(home.headers.get('etag'));
    // /about shows nothing of the home page: same render, same ETag.
    expect((await call(server, '/about')).headers.get('etag')).toBe(about.headers.get('etag'));
  });

  it('answers an unknown path with the not-found page from the published documents, 404', async () => {
    const answer = await call(server, '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('LIVE /__not-found__:');
    const again = await call(server, '/no/such/page', {
      headers: { 'if-none-match': answer.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
  });

  it('previews a draft at a signed address: staff only, never cached or indexed', async () => {
    const staffer = await newStaff(server, 'previewer');
    const doc = (await store.documents.get('home'))!;
    const draft = {
      ...(doc.published as object),
      hero: { ...DOCUMENTS.home.seed.hero, headline: 'Draft words' },
    };
    await store.documents.saveDraft('home', draft, doc.revision, staff);
    expect((await call(server, '/api/staff/documents/home/preview', { json: {} })).status).toBe(
      401,
    );
    const asked = await call(server, '/api/staff/documents/home/preview', {
      token: staffer.token,
      json: {},
    });
    expect(asked.status).toBe(200);
    const { url } = asked.json as { url: string };
    expect(url).toMatch(/^\/preview\/home\?until=\d{13}&sig=[\w-]+$/);

    const preview = await call(server, url);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('LIVE /: Draft words');
    expect(preview.text).toContain('<meta name="robots" content="noindex">');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex');
    // Visitors still see what is published.
    expect((await call(server, '/')).text).not.toContain('Draft words');
    // An altered address, or another document's signature, is refused with the reason.
    // Its first character changed (to another one whatever it was).
    const forged = await call(
      server,
      url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`),
    );
    expect(forged.status).toBe(403);
    expect(forged.text).toMatch(/expired or is not valid/);
    expect((await call(server, url.replace('/home?', '/pricing?'))).status).toBe(403);
  });

  it('leaves the pages made in the browser only to their files', async () => {
    expect((await call(server, '/profile')).text).not.toContain('LIVE');
  });
});

describe('preview addresses', () => {
  const links = previewLinks(new Uint8Array(32).fill(7));
  const parts = (url: string) => new URL(url, 'http://localhost').searchParams;

  it('hold for 30 minutes, then are refused', () => {
    const minted = new Date('2026-11-25T10:00:00Z');
    const q = parts(links.addressFor('home', minted));
    const at = (minutes: number) => new Date(minted.getTime() + minutes * 60_000);
    expect(links.valid('home', q.get('until')!, q.get('sig')!, at(29))).toBe(true);
    expect(links.valid('home', q.get('until')!, q.get('sig')!, at(31))).toBe(false);
  });

  it('cannot be stretched: a later expiry breaks the signature', () => {
    const now = new Date();
    const q = parts(links.addressFor('home', now));
    const later = String(Number(q.get('until')) + 3_600_000);
    expect(links.valid('home', later, q.get('sig')!, now)).toBe(false);
  });
});
