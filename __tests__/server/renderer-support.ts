// A stand-in for the renderer the build keeps in DIST_DIR/.site/render.cjs (src/prerender.tsx),
// written into a test server's built site: server/live-pages.ts loads it on the first page.

import fs from 'node:fs/promises';
import path from 'node:path';

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
