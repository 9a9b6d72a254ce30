// Prerenders every static route of the site to its own HTML file in dist/, with the page's own
// title, description and canonical link in <head>, so that search engines and visitors without
// JavaScript get real pages. Runs after the webpack build (npm run build:web), which bundles
// src/prerender.tsx for Node into build/prerender/.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
// The built site: dist/, or the folder given as the first argument.
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const require = createRequire(import.meta.url);
const { renderDocument, SITE_ROUTES, HELP_REDIRECTS } = require(
  path.join(root, 'build/prerender/prerender.js'),
);

// The empty app shell written by the client build; '/' is prerendered into index.html.
const shell = fs.readFileSync(path.join(dist, 'shell.html'), 'utf8');
const outputFor = (route) =>
  route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');

const redirects = new Set(Object.keys(HELP_REDIRECTS));
let count = 0;
for (const route of SITE_ROUTES) {
  if (redirects.has(route)) continue; // the server answers these with a redirect
  const page = await renderDocument(route, shell);
  if (page.redirect) continue;
  const file = outputFor(route);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, page.html);
  count += 1;
}

// The catch-all route's page; the server answers unknown paths with it and HTTP 404.
const notFound = await renderDocument('/__not-found__', shell);
fs.writeFileSync(path.join(dist, '404.html'), notFound.html);

console.log(`prerendered ${count} pages and 404.html into ${path.relative(root, dist) || dist}/`);
