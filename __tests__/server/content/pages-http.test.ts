// Pages staff build from blocks over real HTTP: the back office's routes behind the one guard
// (the list, a new page, the navigation, unpublish, delete), the page's document under
// /api/staff/documents/page-<id> (draft, publish, versions, restore, the revision check), an
// address the site has already refused at the draft's field, the public read by address, and
// the site answering a renamed page's old address 301 and a deleted page's 410, and the media
// library naming a page by its title where it lists its images.

import fs from 'node:fs/promises';
import path from 'node:path';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { rawGet } from '../raw-requests';
import { writeRenderer } from '../renderer-support';
import { newStaff, pngImage, upload } from '../staff-support';
import type { SiteFrame } from '../../../contract/documents/site/schema';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>LIVE ' + route + ' DOCUMENTS ' +
    Object.keys(data.documents || {}).sort().join(',') + ' HEADER ' +
    (data.documents && data.documents.site ? data.documents.site.nav.links.map((l) => l.path).join(',') : '') +
    '</main></body>'),
});
`;

type Summary = { id: number; key: string; draftPath: string; status: string; path: string | null };
type State = {
  revision: number;
  title: string;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
};

describe('pages built from blocks over HTTP', () => {
  let site: TestServer;
  let token: string;

  beforeAll(async () => {
    site = await startServer();
    await writeRenderer(site.root, RENDERER);
    await fs.writeFile(
      path.join(site.root, 'dist', '.site', 'routes.json'),
      JSON.stringify(['/', '/pricing', '/about', '/services', '/services/csd']),
    );
    token = (await newStaff(site, 'page-editor', 'editor')).token;
  });

  afterAll(async () => {
    await site.close();
  });

  const create = async (title: string, section = '/services') => {
    const answer = await call(site, '/api/staff/pages', { token, json: { title, section } });
    expect(answer.status).toBe(201);
    return answer.json as Summary;
  };
  const state = async (key: string) =>
    (await call(site, `/api/staff/documents/${key}`, { token })).json as State;
  const saveDraft = async (key: string, change: (draft: Record<string, unknown>) => object) => {
    const { revision, draft, published } = await state(key);
    return call(site, `/api/staff/documents/${key}/draft`, {
      method: 'PUT',
      token,
      json: { revision, data: change(draft ?? published) },
    });
  };
  const publish = async (key: string) => {
    const answer = await call(site, `/api/staff/documents/${key}/publish`, {
      token,
      json: { revision: (await state(key)).revision },
    });
    expect(answer.status).toBe(200);
  };

  it('keeps the routes behind the one guard: editors and admins, not members', async () => {
    expect((await call(site, '/api/staff/pages')).status).toBe(401);
    const member = await newUser(site, 'member');
    const refused = await call(site, '/api/staff/pages', {
      token: member.token,
      json: { title: 'Mine', section: '/' },
    });
    expect(refused.status).toBe(403);
    expect((await call(site, '/api/staff/pages', { token })).status).toBe(200);
  });

  it('is named by its title, with a link to its editor, where the media library lists an image', async () => {
    const page = await create('Pictured offer');
    const uploaded = await upload(site, token, pngImage(8, 8), 'offer.png', 'image/png');
    const { key, url } = uploaded.json as { key: string; url: string };
    const image = { url, alt: 'An offer', width: 8, height: 8 };
    expect((await saveDraft(page.key, (draft) => ({ ...draft, image }))).status).toBe(200);
    const listed = (await call(site, '/api/staff/media', { token })).json as {
      key: string;
      usedBy: unknown;
    }[];
    expect(listed.find((item) => item.key === key)?.usedBy).toEqual([
      { label: 'page “Pictured offer” (draft)', path: `/staff/pages/edit?page=${page.id}` },
    ]);
  }, 60_000);

  it('creates, publishes, renames (301) and deletes (410) a page', async () => {
    const page = await create('Cloud migration');
    expect(page).toMatchObject({ draftPath: '/services/cloud-migration', status: 'draft' });
    expect((await state(page.key)).title).toBe('Cloud migration');
    // A draft: no one sees it.
    const hidden = await call(site, '/api/pages/by-path?path=/services/cloud-migration');
    expect(hidden.status).toBe(404);

    await publish(page.key);
    const shown = await call(site, '/api/pages/by-path?path=/services/cloud-migration');
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ id: page.id, content: { title: 'Cloud migration' } });

    const renamed = await saveDraft(page.key, (draft) => ({ ...draft, slug: 'cloud-moves' }));
    expect(renamed.status).toBe(200);
    await publish(page.key);
    const moved = await rawGet(site, '/services/cloud-migration?from=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/services/cloud-moves?from=mail');
    const versions = await call(site, `/api/staff/documents/${page.key}/versions`, { token });
    expect((versions.json as { version: number }[]).map((v) => v.version)).toEqual([2, 1]);
    const restored = await call(site, `/api/staff/documents/${page.key}/versions/1/restore`, {
      token,
      json: { revision: (await state(page.key)).revision },
    });
    expect(restored.status).toBe(200);
    expect((restored.json as State).draft).toMatchObject({ slug: 'cloud-migration' });

    const deleted = await call(site, `/api/staff/pages/${page.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect((await rawGet(site, '/services/cloud-moves')).status).toBe(410);
    expect((await rawGet(site, '/services/cloud-migration')).status).toBe(410);
    expect((await call(site, `/api/staff/documents/${page.key}`, { token })).status).toBe(404);
  });

  it('refuses an address the site has, and a change on an older revision', async () => {
    const page = await create('Another service');
    for (const [section, slug] of [
      ['/services', 'csd'],
      ['/', 'pricing'],
      ['/', 'staff'],
    ]) {
      const answer = await saveDraft(page.key, (draft) => ({ ...draft, section, slug }));
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'data.slug' });
    }
    const bad = await saveDraft(page.key, (draft) => ({ ...draft, section: '/nowhere' }));
    expect(bad.status).toBe(400);
    const { revision, draft } = await state(page.key);
    await saveDraft(page.key, (d) => ({ ...d, title: 'First' }));
    const stale = await call(site, `/api/staff/documents/${page.key}/draft`, {
      method: 'PUT',
      token,
      json: { revision, data: { ...draft, title: 'Second' } },
    });
    expect(stale.status).toBe(409);
    expect(
      (await call(site, '/api/staff/pages/999999/unpublish', { method: 'POST', token })).status,
    ).toBe(404);
  });

  it('renders a page with the documents its blocks show, and the header with placed pages', async () => {
    const page = await create('Plans for towns', '/');
    const saved = await saveDraft(page.key, (draft) => ({
      ...draft,
      blocks: [{ type: 'pricing', id: 'plans1', plan: '' }],
    }));
    expect(saved.status).toBe(200);
    await publish(page.key);
    const placed = await call(site, '/api/staff/pages/navigation', {
      method: 'PUT',
      token,
      json: { places: [{ id: page.id, navPlace: 'header', navOrder: 0 }] },
    });
    expect(placed.status).toBe(200);
    const text = async (at: string) => (await rawGet(site, at)).body.toString();
    const html = await text('/plans-for-towns');
    // The pricing table's plans are the pricing document's: the page is rendered with it.
    expect(html).toMatch(/DOCUMENTS [a-zA-Z,]*\bpricing\b/);
    expect(html).toMatch(/HEADER [^<]*\/plans-for-towns/);
    // Another page's frame shows it too.
    expect(await text('/pricing')).toMatch(/HEADER [^<]*\/plans-for-towns/);
    await call(site, `/api/staff/pages/${page.id}`, { method: 'DELETE', token });
    expect(await text('/pricing')).not.toContain('/plans-for-towns');
  });

  it('places a page beside one another editor deleted meanwhile, and refuses only unknown pages', async () => {
    const kept = await create('Kept', '/');
    const gone = await create('Gone', '/');
    for (const page of [kept, gone]) await publish(page.key);
    const place = (places: { id: number; navPlace: string; navOrder: number }[]) =>
      call(site, '/api/staff/pages/navigation', { method: 'PUT', token, json: { places } });
    expect((await place([{ id: gone.id, navPlace: 'header', navOrder: 0 }])).status).toBe(200);
    // Another editor deletes "Gone"; this editor's list still has it in the top menu, and so
    // names it beside the page they add there.
    await call(site, `/api/staff/pages/${gone.id}`, { method: 'DELETE', token });
    const placed = await place([
      { id: gone.id, navPlace: 'header', navOrder: 0 },
      { id: kept.id, navPlace: 'header', navOrder: 1 },
    ]);
    expect(placed.status).toBe(200);
    const pages = placed.json as { id: number; navPlace: string }[];
    expect(pages.find((p) => p.id === kept.id)?.navPlace).toBe('header');
    expect(pages.map((p) => p.id)).not.toContain(gone.id);
    // Only pages that are gone: nothing to place, and the answer says so.
    const refused = await place([{ id: gone.id, navPlace: 'footer', navOrder: 0 }]);
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ message: `No such page: ${gone.id}.` });
  });

  it('places published pages in the navigation, and takes one down', async () => {
    const page = await create('Offer', '/');
    await publish(page.key);
    const placed = await call(site, '/api/staff/pages/navigation', {
      method: 'PUT',
      token,
      json: { places: [{ id: page.id, navPlace: 'footer', navOrder: 0 }] },
    });
    expect(placed.status).toBe(200);
    // The site's words visitors read end their footer's last group with it, their header without.
    const frame = async () => (await call(site, '/api/documents/site')).json as SiteFrame;
    const placedFrame = await frame();
    expect(placedFrame.footer.groups.at(-1)?.links.at(-1)).toEqual({
      label: 'Offer',
      path: '/offer',
    });
    expect(placedFrame.nav.links.map((l) => l.path)).not.toContain('/offer');
    const down = await call(site, `/api/staff/pages/${page.id}/unpublish`, {
      method: 'POST',
      token,
    });
    expect(down.json).toMatchObject({ status: 'unpublished' });
    const links = (await frame()).footer.groups.flatMap((group) => group.links);
    expect(links.map((l) => l.path)).not.toContain('/offer');
    expect((await call(site, '/api/pages/by-path?path=/offer')).status).toBe(404);
  });
});
