// Prerenders every static route of the site to its own HTML file in dist/, with the page's own
// title, description and canonical link in <head>, its own CSS inline and its code preloaded (from
// the build's manifest), so that search engines and visitors without JavaScript get real pages and
// the browser hydrates them without a second paint. Runs after the webpack build (npm run
// build:web), which bundles src/prerender.tsx for Node into build/prerender/. Each page is also
// written brotli- and gzip-compressed, as the server sends it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
// The built site: dist/, or the folder given as the first argument.
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const require = createRequire(import.meta.url);
const {
  renderDocument,
  renderShell,
  SITE_ROUTES,
  HELP_REDIRECTS,
  APP_ONLY_ROUTES,
  STAFF_SHELL,
  BLOCK_CHUNKS,
} = require(path.join(root, 'build/prerender/prerender.js'));

// What the client build wrote for the prerenderer and the server (webpack.config.ts).
const meta = path.join(dist, '.site');
const shell = fs.readFileSync(path.join(meta, 'shell.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(meta, 'manifest.json'), 'utf8'));

// Each kind of block's renderer is a chunk the server names for the pages that show the kind
// (src/components/blocks/Blocks.tsx): a name the build does not have would fail those pages.
const missing = BLOCK_CHUNKS.filter((name) => !manifest.chunks[name]);
if (missing.length > 0) throw new Error(`the build has no chunk ${missing.join(', ')}`);

const outputFor = (route) =>
  route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');

const write = (file, html) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  const bytes = Buffer.from(html);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
};

// Each page carries its own stylesheets inline (src/prerender.tsx, readStyle): a few kB of CSS
// cost less than the round trip a render-blocking request costs a phone (docs/performance.md).
const styles = new Map();
const readStyle = (href) => {
  if (!styles.has(href)) styles.set(href, fs.readFileSync(path.join(dist, href), 'utf8'));
  return styles.get(href);
};

const redirects = new Set(Object.keys(HELP_REDIRECTS));
let count = 0;
for (const route of SITE_ROUTES) {
  if (redirects.has(route)) continue; // the server answers these with a redirect
  const page = await renderDocument(route, shell, manifest, { readStyle });
  if (page.redirect) continue;
  write(outputFor(route), page.html);
  count += 1;
}

// The back office's pages are made in the browser (they depend on who is logged in): each gets
// the empty app shell with its title, noindex and its chunk preloaded, so the server answers them.
for (const route of APP_ONLY_ROUTES) {
  write(outputFor(route), renderShell(shell, manifest, STAFF_SHELL));
  count += 1;
}

// The catch-all route's page; the server answers unknown paths with it and HTTP 404.
const notFound = await renderDocument('/__not-found__', shell, manifest, {
  notFound: true,
  readStyle,
});
write(path.join(dist, '404.html'), notFound.html);

// The renderer itself, for the pages the server renders with live data at request time
// (server/site/live-pages.ts): kept with the site it renders for, in the folder the server never serves.
fs.copyFileSync(path.join(root, 'build/prerender/prerender.js'), path.join(meta, 'render.cjs'));

console.log(`prerendered ${count} pages and 404.html into ${path.relative(root, dist) || dist}/`);
