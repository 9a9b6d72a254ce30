// The stand-in renderer of the live pages' tests (server/site/live-pages.ts),
// live-pages-products.test.ts and live-pages-documents.test.ts: it writes the data it was given
// into the page. The build's real one is tested in __tests__/prerender.test.tsx and in the
// browser (e2e/site/shop.spec.ts, e2e/content/content.spec.ts).

import type { DataStore } from '../../../server/db';
import { type TestServer, startServer } from '../helpers';
import { writeRenderer } from '../renderer-support';

const RENDERER = `
let renders = 0;
exports.renders = () => renders;
exports.APP_ONLY_ROUTES = ['/profile'];
exports.documentKeys = async (route) => (route === '/' ? ['site', 'home'] : ['site']);
exports.renderDocument = async (route, shell, manifest, { readStyle, data, notFound }) => {
  renders += 1;
  const products = (data.shop && data.shop.page.items) || [];
  if (products.some((p) => p.title === 'BREAK THE RENDERER')) throw new Error('render failed');
  const titles = data.documents.home
    ? data.documents.home.hero.headline
    : products.map((p) => p.title + ' ' + p.price).join(' | ');
  const css = readStyle('/assets/page.css');
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + titles + '</main><style>' + css +
      '</style><script id="page-data" type="application/json">' + JSON.stringify(data) +
      '</script></body>') + '<!-- chunks ' + Object.keys(manifest.chunks).join(',') + ' -->',
  };
};
`;

/** Who the tests' changes are made by, as the store records it. */
export const staff = { id: null, email: 'tests@example.com' };

/** A test server whose build has the stand-in renderer, and its store. */
export async function startLiveServer(): Promise<{ server: TestServer; store: DataStore }> {
  const server = await startServer();
  await writeRenderer(server.root, RENDERER);
  return { server, store: (server.app as unknown as { store: DataStore }).store };
}
