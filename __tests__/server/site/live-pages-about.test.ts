// The about and careers pages are rendered from their documents as published
// (server/site/live-pages.ts): a change staff publish through the back office's API shows on the next
// request of the pages that show that document, and only theirs. A small stand-in renderer
// (as in live-pages-support.ts) writes the words it was given into the page; which documents each
// path shows is the route table's (__tests__/prerender.test.tsx checks the real one).

import fs from 'node:fs/promises';
import path from 'node:path';
import { FIXTURE, type TestServer, call, startServer } from '../helpers';
import { pageShowing as pageShowingOf, publishDocument } from '../content/document-support';
import { newStaff } from '../staff-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) =>
  route.startsWith('/about') ? ['site', 'company', 'about']
  : route.startsWith('/careers') ? ['site', 'company', 'careers']
  : ['site', 'company'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const d = data.documents;
  const words = d.about ? d.about.whoWeAre.heading + ' / ' + d.about.eyebrow
    : d.careers ? d.careers.heading : '';
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + words + '</main></body>'),
  };
};
`;

let server: TestServer;
let editor: { token: string };

beforeAll(async () => {
  server = await startServer();
  const site = path.join(server.root, 'dist', '.site');
  await fs.writeFile(path.join(site, 'render.cjs'), RENDERER);
  await fs.writeFile(path.join(site, 'manifest.json'), JSON.stringify({ entry: {}, chunks: {} }));
  // The built site's pages: the fixture's and those of the about and careers areas.
  const routes = [...FIXTURE.routes, '/about/who-we-are', '/careers', '/careers/jobs'];
  await fs.writeFile(path.join(site, 'routes.json'), JSON.stringify(routes));
  editor = await newStaff(server, 'about-editor', 'editor');
});

afterAll(async () => {
  await server.close();
});

const publish = (key: string, change: (published: Record<string, unknown>) => unknown) =>
  publishDocument(server, editor.token, key, change);
const pageShowing = (route: string, text: string) => pageShowingOf(server, route, text);

it("a publish of the about document changes the about pages' HTML, not the careers pages'", async () => {
  const who = await call(server, '/about/who-we-are');
  const careers = await call(server, '/careers');
  expect(who.text).toContain('LIVE /about/who-we-are: Who We Are / About {name}');
  expect(careers.text).toContain('LIVE /careers: Careers at {name}');

  await publish('about', (about) => ({
    ...about,
    whoWeAre: { ...(about.whoWeAre as object), heading: 'The people' },
  }));
  const after = await pageShowing('/about/who-we-are', 'The people');
  expect(after.text).toContain('LIVE /about/who-we-are: The people / About {name}');
  expect(after.headers.get('etag')).not.toBe(who.headers.get('etag'));
  expect((await call(server, '/careers')).headers.get('etag')).toBe(careers.headers.get('etag'));
});

it("a publish of the careers document changes the careers pages' HTML, not the about pages'", async () => {
  const about = await call(server, '/about');
  const jobs = await call(server, '/careers/jobs');
  await publish('careers', (careers) => ({ ...careers, heading: 'Work at {name}' }));
  const after = await pageShowing('/careers/jobs', 'Work at');
  expect(after.text).toContain('LIVE /careers/jobs: Work at {name}');
  expect(after.headers.get('etag')).not.toBe(jobs.headers.get('etag'));
  expect((await call(server, '/about')).headers.get('etag')).toBe(about.headers.get('etag'));
});

it('refuses a text naming a value the page does not know, and says which field', async () => {
  const state = (await call(server, '/api/staff/documents/careers', { token: editor.token }))
    .json as { revision: number; published: Record<string, unknown> };
  const saved = await call(server, '/api/staff/documents/careers/draft', {
    method: 'PUT',
    token: editor.token,
    json: { revision: state.revision, data: { ...state.published, heading: 'Work at {nmae}' } },
  });
  expect(saved.status).toBe(400);
  expect((saved.json as { message: string }).message).toMatch(/heading/);
});
