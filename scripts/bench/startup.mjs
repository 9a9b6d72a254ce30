// What a prerendered page makes the browser load before the visitor can use it (its scripts,
// script preloads, the scripts #root lists for after the first paint, its stylesheets, linked or
// inlined), and their brotli sizes as the server sends them. Read by the bundle budget
// (scripts/check-budget.mjs) and the bundle analysis (scripts/analyze.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Every prerendered page: the HTML files of DIST_DIR, with the site path each one answers. */
export const pages = (dir, prefix = '') =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'assets') return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(file, `${prefix}/${entry.name}`);
    if (entry.name === 'index.html') return [{ route: prefix || '/', file }];
    if (entry.name === '404.html') return [{ route: '(404)', file }];
    return [];
  });

/** The brotli size of a built file: the build's .br copy, or the file compressed here. */
export const brotliBytes = (dist, url) => {
  const file = path.join(dist, url.replace(/^\//, ''));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
  return zlib.brotliCompressSync(fs.readFileSync(file), { params }).length;
};

const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([a-z-]+)=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => [m[1], m[2] ?? m[3]]),
  );

/** The scripts and stylesheets a page's HTML makes the browser load at start. */
export const startupFiles = (html) => {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link|style)\b[^>]*>/g)) {
    const a = attributes(tag);
    if (tag.startsWith('<script') && a.src) js.add(a.src);
    // A stylesheet inlined by the prerenderer counts as the file it came from.
    else if (tag.startsWith('<style') && a['data-href']) css.add(a['data-href']);
    else if (a.rel === 'preload' && a.as === 'script') js.add(a.href);
    else if (a.rel === 'stylesheet') css.add(a.href);
  }
  // The code the page downloads once painted (src/main.tsx reads #root's data-scripts).
  const listed = html.match(/<div id="?root"?[^>]*\sdata-scripts="([^"]*)"/)?.[1] ?? '';
  for (const src of listed.split(' ').filter(Boolean)) js.add(src);
  return { js: [...js], css: [...css] };
};
