// Content documents as the back office changes them, and the pages that show them, for the tests
// of live pages: a draft saved and published through the staff API, then the page polled until the
// publish has reached it (every instance follows publishes at once: server/content/published.ts).

import fs from 'node:fs/promises';
import path from 'node:path';
import { type TestServer, call } from '../helpers';
import { writeRenderer } from '../renderer-support';

type State = { revision: number; published: Record<string, unknown> };

/** Saves `change(published)` as the draft of `key` and publishes it, as the editor does. */
export async function publishDocument(
  server: TestServer,
  token: string,
  key: string,
  change: (published: State['published']) => unknown,
): Promise<void> {
  const state = (await call(server, `/api/staff/documents/${key}`, { token })).json as State;
  const saved = await call(server, `/api/staff/documents/${key}/draft`, {
    method: 'PUT',
    token,
    json: { revision: state.revision, data: change(state.published) },
  });
  expect(saved.status).toBe(200);
  const published = await call(server, `/api/staff/documents/${key}/publish`, {
    token,
    json: { revision: (saved.json as State).revision },
  });
  expect(published.status).toBe(200);
}

/** The page at `route` once it shows `text` (or after a second, as it is then). */
export async function pageShowing(server: TestServer, route: string, text: string) {
  let page = await call(server, route);
  for (let i = 0; i < 40 && !page.text.includes(text); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    page = await call(server, route);
  }
  return page;
}

// A stand-in renderer writing the first case study's first image as the page's data holds it.
const IMAGE_RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site', 'company', 'caseStudies'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>IMAGE ' +
    JSON.stringify(data.documents.caseStudies.studies[0].images[0]) + '</main></body>'),
});
`;

/** Makes `/` and `/case-studies` show the first case study's first image as served. */
export async function renderCaseStudyImage(server: TestServer): Promise<void> {
  await writeRenderer(server.root, IMAGE_RENDERER);
  await fs.writeFile(
    path.join(server.root, 'dist', '.site', 'routes.json'),
    JSON.stringify(['/', '/case-studies']),
  );
}

/** The image a page rendered by renderCaseStudyImage shows. */
export const shownImage = (text: string) =>
  JSON.parse(/IMAGE (\{.*?\})<\/main>/.exec(text)?.[1] ?? 'null') as Record<string, unknown>;
