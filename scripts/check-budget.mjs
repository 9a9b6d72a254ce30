// The bundle budget: the JavaScript and CSS each prerendered page loads before the visitor can
// use it (its <script>s, script preloads, the scripts #root lists for after the first paint, and
// its stylesheets, linked or inlined), brotli-compressed as the server sends
// them, against the limits in budget.json. Exits 1 when a page is over budget, so the build fails.
//
//   node scripts/check-budget.mjs [DIST_DIR]      (npm run build:web runs it after prerendering)
// BUDGET_FILE names another budget file (the tests use it).
import fs from 'node:fs';
import path from 'node:path';
import { brotliBytes, pages, startupFiles } from './bench/startup.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const budgetFile = process.env.BUDGET_FILE ?? path.join(root, 'budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));

const kB = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
let over = 0;
for (const { route, file } of pages(dist).sort((a, b) => a.route.localeCompare(b.route))) {
  const { js, css } = startupFiles(fs.readFileSync(file, 'utf8'));
  const jsBytes = js.reduce((sum, url) => sum + brotliBytes(dist, url), 0);
  const cssBytes = css.reduce((sum, url) => sum + brotliBytes(dist, url), 0);
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
