// The bundle budget: the JavaScript and CSS each prerendered page loads before the visitor can
// use it (its <script>s, script preloads, the scripts #root lists for after the first paint, and
// its stylesheets, linked or inlined), brotli-compressed as the server sends
// them, against the limits in budget.json. Exits 1 when a page is over budget, so the build fails.
//
//   node scripts/check-budget.mjs [DIST_DIR]      (npm run build:web runs it after prerendering)
// BUDGET_FILE names another budget file (the tests use it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const budgetFile = process.env.BUDGET_FILE ?? path.join(root, 'budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));

/** Every prerendered page: the HTML files of DIST_DIR, with the site path each one answers. */
const pages = (dir, prefix = '') =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'assets') return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(file, `${prefix}/${entry.name}`);
    if (entry.name === 'index.html') return [{ route: prefix || '/', file }];
    if (entry.name === '404.html') return [{ route: '(404)', file }];
    return [];
  });

/** The brotli size of a built file: the build's .br copy, or the file compressed here. */
const brotliBytes = (url) => {
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
const startupFiles = (html) => {
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

const kB = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
let over = 0;
for (const { route, file } of pages(dist).sort((a, b) => a.route.localeCompare(b.route))) {
  const { js, css } = startupFiles(fs.readFileSync(file, 'utf8'));
  const jsBytes = js.reduce((sum, url) => sum + brotliBytes(url), 0);
  const cssBytes = css.reduce((sum, url) => sum + brotliBytes(url), 0);
  const limit = { ...budget.default, ...budget.pages?.[route] };
  const problems = [];
  if (jsBytes > limit.jsBrotliBytes)
    problems.push(`JS ${kB(jsBytes)} kB > ${kB(limit.jsBrotliBytes)} kB`);
  if (cssBytes > limit.cssBrotliBytes)
    problems.push(`CSS ${kB(cssBytes)} kB > ${kB(limit.cssBrotliBytes)} kB`);
  over += problems.length > 0 ? 1 : 0;
  rows.push(
    `${route.padEnd(34)} JS ${kB(jsBytes).padStart(6)} kB  CSS ${kB(cssBytes).padStart(5)} kB  ${problems.join('; ') || 'ok'}`,
  );
}
console.log('Bundle budget (brotli, loaded before interaction; limits in budget.json):');
console.log(rows.join('\n'));
if (rows.length === 0) {
  console.error(`No prerendered pages in ${dist}: run the build first.`);
  process.exit(1);
}
if (over > 0) {
  console.error(`${over} page(s) over budget.`);
  process.exit(1);
}
