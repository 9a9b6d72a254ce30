// Redirects over real HTTP (docs/product.md §10.20): the staff routes behind the one guard, the
// site answering an old address 301 (its query kept) or 410 with the site's "gone" page, never
// hiding a page of the site, a case study's renamed slug answering 301 to its new page, and, on
// PostgreSQL, a change made on one instance answered by another. A small stand-in renderer
// writes the route it rendered and the heading of the document it showed.

import fs from 'node:fs/promises';
import path from 'node:path';
import { caseStudiesSeed } from '../../../contract/documents/caseStudies/seed';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { rawGet } from '../raw-requests';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';
import { STORE_TABLE } from '../stores';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) =>
  ['site', ...(route.startsWith('/case-studies') ? ['caseStudies'] : [])];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const gone = data.documents.gone;
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + (gone ? ': ' + gone.heading : '') +
      '</main></body>'),
  };
};
`;

const start = async (env: Record<string, string> = {}) => {
  const server = await startServer({ env });
  await writeRenderer(server.root, RENDERER);
  await fs.writeFile(
    path.join(server.root, 'dist', '.site', 'routes.json'),
    JSON.stringify(['/', '/pricing', '/about', '/case-studies']),
  );
  return server;
};

describe('redirects over HTTP', () => {
  let site: TestServer;
  let token: string;

  beforeAll(async () => {
    site = await start();
    token = (await newStaff(site, 'redirect-editor', 'editor')).token;
  });

  afterAll(async () => {
    await site.close();
  });

  const add = (json: object) => call(site, '/api/staff/redirects', { token, json });

  it('keeps the routes behind the one guard: editors and admins, not members', async () => {
    expect((await call(site, '/api/staff/redirects')).status).toBe(401);
    const member = await newUser(site, 'member');
    const refused = await call(site, '/api/staff/redirects', {
      token: member.token,
      json: { from: '/x', to: '/pricing' },
    });
    expect(refused.status).toBe(403);
    expect((await call(site, '/api/staff/redirects', { token })).status).toBe(200);
  });

  it('answers an old address 301 with its target, the query kept', async () => {
    const added = await add({ from: '/old-offer', to: '/pricing' });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ from: '/old-offer', to: '/pricing', kind: 'permanent' });
    const moved = await rawGet(site, '/old-offer?utm_source=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/pricing?utm_source=mail');
    // The page it names answers as before.
    expect((await rawGet(site, '/pricing')).status).toBe(200);
    const list = (await call(site, '/api/staff/redirects?q=offer', { token })).json as {
      items: { from: string }[];
      total: number;
    };
    expect(list.total).toBe(1);
    expect(list.items[0]?.from).toBe('/old-offer');
  });

  it('answers a gone address 410 with the site’s gone page, not the 404 page, noindex', async () => {
    expect((await add({ from: '/spring-sale', kind: 'gone' })).status).toBe(201);
    const gone = await rawGet(site, '/spring-sale');
    expect(gone.status).toBe(410);
    expect(gone.headers['x-robots-tag']).toBe('noindex');
    expect(gone.text).toContain('LIVE /__gone__: This page has been removed');
    expect(gone.text).toContain('<meta name="robots" content="noindex">');
    const missing = await rawGet(site, '/never-was');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('This page has been removed');
  });

  it('refuses, at the field, a page of the site, a file, a chain and a loop', async () => {
    const cases = [
      [{ from: '/about', to: '/pricing' }, 'from', '/about is a page of the site'],
      [{ from: '/index.html', to: '/pricing' }, 'from', 'belongs to the site itself'],
      [{ from: '/case-studies/feed.xml', to: '/pricing' }, 'from', 'belongs to the site itself'],
      [{ from: '/x', to: '/old-offer' }, 'to', 'point to /pricing instead'],
      [{ from: '/pricing', to: '/old-offer' }, 'to', 'That would loop'],
      [{ from: '/x', to: '/nowhere' }, 'to', 'No public page of the site answers /nowhere'],
    ] as const;
    for (const [json, field, said] of cases) {
      const answer = await add(json);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field });
      expect((answer.json as { message: string }).message).toContain(said);
    }
  });

  it('changes and deletes a redirect; the address answers at once', async () => {
    const { id } = (await add({ from: '/old-about', to: '/pricing' })).json as { id: number };
    const put = await call(site, `/api/staff/redirects/${id}`, {
      method: 'PUT',
      token,
      json: { from: '/old-about', to: '/about' },
    });
    expect(put.status).toBe(200);
    expect((await rawGet(site, '/old-about')).headers.location).toBe('/about');
    const deleted = await call(site, `/api/staff/redirects/${id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect((await rawGet(site, '/old-about')).status).toBe(404);
    expect((await call(site, '/api/staff/redirects/999', { method: 'DELETE', token })).status).toBe(
      404,
    );
  });

  /** Publishes the case studies with the first one's slug renamed, now or at `at`. */
  const renameFirstStudy = async (slug: string, at?: string) => {
    const state = async () =>
      (await call(site, '/api/staff/documents/caseStudies', { token })).json as {
        revision: number;
        published: typeof caseStudiesSeed;
      };
    const { revision, published } = await state();
    const [first, ...rest] = published.studies;
    await call(site, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: { revision, data: { ...published, studies: [{ ...first!, slug }, ...rest] } },
    });
    const publish = await call(site, '/api/staff/documents/caseStudies/publish', {
      token,
      json: { revision: (await state()).revision, ...(at ? { at } : {}) },
    });
    expect(publish.status).toBe(200);
    return first!.slug;
  };

  it('answers a renamed case study’s old address 301 to its new page, one hop', async () => {
    const oldSlug = await renameFirstStudy('renamed-study');
    const moved = await rawGet(site, `/case-studies/${oldSlug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/case-studies/renamed-study');
    expect((await rawGet(site, '/case-studies/renamed-study')).status).toBe(200);

    // Renamed again by a scheduled publish: both old addresses lead to the newest in one hop.
    await renameFirstStudy('renamed-again', new Date(Date.now() + 60_000).toISOString());
    expect((await rawGet(site, '/case-studies/renamed-study')).status).toBe(200);
    await site.app.scheduler.runOnce(new Date(Date.now() + 120_000));
    for (const old of [oldSlug, 'renamed-study']) {
      const answer = await rawGet(site, `/case-studies/${old}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('/case-studies/renamed-again');
    }
  });

  it('answers the address of a case study a publish removed 410, gone, not 404', async () => {
    const state = async () =>
      (await call(site, '/api/staff/documents/caseStudies', { token })).json as {
        revision: number;
        published: typeof caseStudiesSeed;
      };
    const { revision, published } = await state();
    const removed = published.studies.at(-1)!;
    expect((await rawGet(site, `/case-studies/${removed.slug}`)).status).toBe(200);
    await call(site, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: { revision, data: { ...published, studies: published.studies.slice(0, -1) } },
    });
    const publish = await call(site, '/api/staff/documents/caseStudies/publish', {
      token,
      json: { revision: (await state()).revision },
    });
    expect(publish.status).toBe(200);
    const gone = await rawGet(site, `/case-studies/${removed.slug}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This page has been removed');
    // The studies still published are answered as before.
    const kept = published.studies[1]!.slug;
    expect((await rawGet(site, `/case-studies/${kept}`)).status).toBe(200);
  });
});

// Several instances share a PostgreSQL database only.
const SHARED = STORE_TABLE.filter(([name]) => name === 'PostgreSQL');
if (SHARED.length > 0)
  describe.each(SHARED)('redirects on two instances sharing %s', (_name, harness) => {
    it('a redirect added on one is answered by the other, without a restart', async () => {
      const database = await harness.fresh();
      const first = await start(database.env);
      const second = await start(database.env);
      try {
        const editor = await newStaff(first, 'editor', 'editor');
        const heard = new Promise<void>((resolve) => {
          second.app.store.redirects.onChange(resolve);
        });
        const added = await call(first, '/api/staff/redirects', {
          token: editor.token,
          json: { from: '/old-offer', to: '/pricing' },
        });
        expect(added.status).toBe(201);
        await heard;
        // Read again right after the notice: within a second however busy the machine.
        let answer = await rawGet(second, '/old-offer');
        for (let i = 0; i < 20 && answer.status !== 301; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          answer = await rawGet(second, '/old-offer');
        }
        expect(answer.status).toBe(301);
        expect(answer.headers.location).toBe('/pricing');
      } finally {
        await first.close();
        await second.close();
        await database.dispose();
      }
    });
  });
