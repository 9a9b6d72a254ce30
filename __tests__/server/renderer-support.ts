// A stand-in for the renderer the build keeps in DIST_DIR/.site/render.cjs (src/prerender.tsx),
// written into a test server's built site: server/site/live-pages.ts loads it on the first page.

import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A renderer whose every page holds a form (its empty hidden `_xsrf` field, which the server
 * fills) and the data it was rendered with, and that refuses no form itself: the API decides.
 */
export const FORM_RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => [];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>RENDERED ' + route + '</main>' +
    '<form><input type="hidden" name="_xsrf"/></form>' +
    '<script id="page-data" type="application/json">' +
    JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script></body>'),
});
exports.formRefused = () => false;
`;

/** Writes `source` as the site's renderer, with a manifest and the stylesheet it reads. */
export const writeRenderer = async (root: string, source: string) => {
  const site = path.join(root, 'dist', '.site');
  await fs.writeFile(path.join(site, 'render.cjs'), source);
  await fs.writeFile(
    path.join(site, 'manifest.json'),
    JSON.stringify({ entry: {}, chunks: { shop: {} } }),
  );
  await fs.writeFile(path.join(root, 'dist', 'assets', 'page.css'), '.live{color:teal}');
};
