// The services and courses pages are rendered live from their content documents as published
// (server/site/live-pages.ts; contract/documents/: services, webDevelopment, courses): a change
// published through the staff API shows on the next load of the pages showing that document,
// and only theirs are rendered again.

import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENTS } from '../../../contract/documents';
import { type TestServer, call, startServer } from '../helpers';
import { writeRenderer } from '../renderer-support';
import { pageShowing as pageShowingOf, publishDocument } from '../content/document-support';
import { newStaff } from '../staff-support';

describe('the services and courses pages, rendered from their documents as published', () => {
  // A stand-in renderer naming the documents of these pages as src/app/routes.tsx does
  // (__tests__/prerender.test.tsx checks the real route table's) and writing their headings.
  const AREA_RENDERER = `
const SHOWN = {
  '/services': ['services'],
  '/services/csd': ['services', 'pricing'],
  '/services/webdevelopment': ['webDevelopment', 'services', 'pricing'],
  '/courses': ['courses'],
  '/courses/dsa': ['courses'],
};
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) => ['site', 'company', ...(SHOWN[route] || [])];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const d = data.documents;
  const words = [d.services && d.services.heading, d.webDevelopment && d.webDevelopment.title,
    d.courses && d.courses.heading, d.courses && d.courses.notRunning.heading];
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + words.filter(Boolean).join(' / ') +
      '</main></body>'),
  };
};
`;
  let site: TestServer;
  let token: string;

  beforeAll(async () => {
    site = await startServer();
    await writeRenderer(site.root, AREA_RENDERER);
    await fs.writeFile(
      path.join(site.root, 'dist', '.site', 'routes.json'),
      JSON.stringify([
        '/',
        '/services',
        '/services/csd',
        '/services/webdevelopment',
        '/courses',
        '/courses/dsa',
      ]),
    );
    token = (await newStaff(site, 'area-editor')).token;
  });

  afterAll(async () => {
    await site.close();
  });

  const publish = (key: string, change: (data: Record<string, unknown>) => unknown) =>
    publishDocument(site, token, key, change);
  const pageShowing = (route: string, text: string) => pageShowingOf(site, route, text);

  const etags = async (routes: string[]) =>
    Promise.all(routes.map(async (route) => (await call(site, route)).headers.get('etag')));

  it('shows a published change to `services` on the pages showing it, and only there', async () => {
    const routes = ['/services', '/services/csd', '/services/webdevelopment', '/courses'];
    const before = await etags(routes);
    expect((await call(site, '/services')).text).toContain(
      `LIVE /services: ${DOCUMENTS.services.seed.heading}`,
    );
    await publish('services', (data) => ({ ...data, heading: 'What we can do for you' }));
    const page = await pageShowing('/services', 'What we can do for you');
    expect(page.text).toContain('LIVE /services: What we can do for you');
    expect((await call(site, '/services/csd')).text).toContain('What we can do for you');
    const after = await etags(routes);
    // The three services pages are rendered again; the courses page is the same render.
    expect(after.slice(0, 3).map((etag, i) => etag === before[i])).toEqual([false, false, false]);
    expect(after[3]).toBe(before[3]);
  });

  it('shows a published change to `webDevelopment` and to `courses` on their pages', async () => {
    const [services, dsa] = await etags(['/services', '/courses/dsa']);
    await publish('webDevelopment', (data) => ({ ...data, title: 'Websites' }));
    expect((await pageShowing('/services/webdevelopment', 'Websites')).text).toContain(
      'LIVE /services/webdevelopment: What we can do for you / Websites',
    );
    await publish('courses', (data) => ({
      ...data,
      heading: 'Training',
      notRunning: { ...(data.notRunning as object), heading: 'Not running yet' },
    }));
    expect((await pageShowing('/courses/dsa', 'Not running yet')).text).toContain(
      'LIVE /courses/dsa: Training / Not running yet',
    );
    expect((await call(site, '/courses')).text).toContain('Training');
    expect((await etags(['/services']))[0]).toBe(services);
    expect((await etags(['/courses/dsa']))[0]).not.toBe(dsa);
  });
});
