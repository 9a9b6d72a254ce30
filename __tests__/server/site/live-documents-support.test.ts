// A publish of a page's document through the staff API changes that page's live HTML on the next
// request, and only the pages that show the document (server/site/live-pages.ts). A stand-in renderer
// names the documents each route shows as src/app/routes.tsx does for the support and contact
// pages, and writes the words it was given into the page; the real renderer's pages are tested
// in __tests__/documentPages.test.tsx.

import fs from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENTS } from '../../../contract/documents';
import { type TestServer, call, startServer } from '../helpers';
import { newStaff } from '../staff-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
const SHOWS = { '/support/FAQ': 'support', '/support/HelpCentre': 'support', '/contact': 'contact' };
exports.documentKeys = async (route) =>
  SHOWS[route] ? ['site', 'company', SHOWS[route]] : ['site', 'company'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const d = data.documents;
  const words = d.support ? d.support.faq.heading : d.contact ? d.contact.heading : '';
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + words + '</main></body>'),
  };
};
`;

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  const site = path.join(server.root, 'dist', '.site');
  await fs.writeFile(path.join(site, 'render.cjs'), RENDERER);
  await fs.writeFile(path.join(site, 'manifest.json'), JSON.stringify({ entry: {}, chunks: {} }));
});

afterAll(async () => {
  await server.close();
});

it('publishing the support document changes the FAQ and Help Centre, not the contact page', async () => {
  const editor = await newStaff(server, 'support-editor', 'editor');
  const faq = await call(server, '/support/FAQ');
  const contact = await call(server, '/contact');
  expect(faq.text).toContain(`LIVE /support/FAQ: ${DOCUMENTS.support.seed.faq.heading}`);
  expect(contact.text).toContain(`LIVE /contact: ${DOCUMENTS.contact.seed.heading}`);

  const state = (await call(server, '/api/staff/documents/support', { token: editor.token }))
    .json as { revision: number; published: typeof DOCUMENTS.support.seed };
  const data = structuredClone(state.published);
  data.faq.heading = 'Questions people ask';
  const saved = await call(server, '/api/staff/documents/support/draft', {
    method: 'PUT',
    token: editor.token,
    json: { revision: state.revision, data },
  });
  expect(saved.status).toBe(200);
  const published = await call(server, '/api/staff/documents/support/publish', {
    token: editor.token,
    json: { revision: (saved.json as { revision: number }).revision },
  });
  expect(published.status).toBe(200);

  let after = await call(server, '/support/FAQ');
  for (let i = 0; i < 40 && !after.text.includes('Questions people ask'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    after = await call(server, '/support/FAQ');
  }
  expect(after.text).toContain('LIVE /support/FAQ: Questions people ask');
  expect(after.headers.get('etag')).not.toBe(faq.headers.get('etag'));
  expect((await call(server, '/support/HelpCentre')).text).toContain('Questions people ask');
  // The contact page shows nothing of the support document: the same render, the same ETag.
  expect((await call(server, '/contact')).headers.get('etag')).toBe(contact.headers.get('etag'));
});
