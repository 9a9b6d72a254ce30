// npm run analyze: what the site's JavaScript holds, by package. It builds the site as
// `npm run build:web` does, with webpack's stats, then prints, as Markdown:
//   1. each page's start-up code (what scripts/check-budget.mjs weighs): its chunks, brotli;
//   2. each chunk a page loads at start, by package (a node_modules package, or a folder of the
//      site's own code), its brotli bytes shared out by the modules' sizes before minifying (an
//      estimate: minifying and compressing shrink code unevenly);
//   3. modules bundled into more than one chunk (code a visitor may download twice).
//
//   npm run analyze                   build, then analyse
//   npm run analyze -- --no-build     analyse the last analysed build
//   npm run analyze -- --all          every page, the back office's included
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliBytes, pages, startupFiles } from './bench/startup.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const statsFile = path.join(root, 'node_modules/.cache/analyze/stats.json');
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const run = (command, ...rest) =>
    execFileSync(command, rest, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  fs.mkdirSync(path.dirname(statsFile), { recursive: true });
  run('npx', 'webpack', '--mode', 'production', `--json=${statsFile}`);
  run('node', 'scripts/prerender.mjs');
}
if (!fs.existsSync(statsFile)) {
  console.error('No build to analyse: run `npm run analyze` without --no-build first.');
  process.exit(1);
}

const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
const client = (stats.children ?? [stats]).find((c) => c.name === 'client') ?? stats;

/** Who wrote a module: its npm package, or the folder of the site's code it lives in. */
const ownerOf = (name = '') => {
  const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/!?]+)(?!.*node_modules)/);
  if (name.includes('css-loader')) return '(CSS loader runtime)';
  if (pkg) return pkg[1];
  if (name.startsWith('webpack/')) return '(webpack runtime)';
  const parts = name.replace(/^\.\//, '').split(' ')[0].split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : parts.join('/');
};

/**
 * The JavaScript modules of a chunk, concatenated ones taken apart, with their sizes before
 * minifying (a stylesheet's own module, `css …`, goes to the chunk's CSS file, not its script).
 */
const modulesOf = (chunk) =>
  (chunk.modules ?? [])
    .flatMap((m) => (m.modules ?? [m]).map((x) => [x.name ?? '', x.size ?? 0]))
    .filter(([name]) => !name.startsWith('css '));

const chunkOfFile = new Map();
for (const chunk of client.chunks ?? []) {
  for (const file of chunk.files ?? [])
    if (file.endsWith('.js')) chunkOfFile.set(`/${file}`, chunk);
}
const chunkName = (chunk) => chunk.names?.[0] ?? `#${chunk.id}`;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

// 1. Each page's start-up code.
const all = args.has('--all');
const pageRows = [];
const startupChunks = new Map();
for (const { route, file } of pages(dist).sort((a, b) => a.route.localeCompare(b.route))) {
  if (!all && route.startsWith('/staff')) continue;
  const { js } = startupFiles(fs.readFileSync(file, 'utf8'));
  const parts = js.map((url) => ({
    url,
    bytes: brotliBytes(dist, url),
    chunk: chunkOfFile.get(url),
  }));
  for (const part of parts) if (part.chunk) startupChunks.set(part.url, part);
  const total = parts.reduce((sum, p) => sum + p.bytes, 0);
  const list = parts
    .map((p) => `${p.chunk ? chunkName(p.chunk) : p.url} ${kB(p.bytes)}`)
    .join(', ');
  pageRows.push([route, kB(total), list]);
}
console.log('## Start-up JavaScript per page (brotli, kB)\n');
console.log(table(['page', 'kB', 'chunks (kB)'], pageRows));

// 2. Each start-up chunk by package.
console.log('\n## What each start-up chunk holds (brotli kB, estimated per package)\n');
for (const { url, bytes, chunk } of [...startupChunks.values()].sort((a, b) => b.bytes - a.bytes)) {
  const byOwner = new Map();
  let raw = 0;
  for (const [name, size] of modulesOf(chunk)) {
    byOwner.set(ownerOf(name), (byOwner.get(ownerOf(name)) ?? 0) + size);
    raw += size;
  }
  const rows = [...byOwner]
    .sort((a, b) => b[1] - a[1])
    .filter(([, size]) => size / raw >= 0.005)
    .map(([owner, size]) => [
      owner,
      kB((bytes * size) / raw),
      `${((100 * size) / raw).toFixed(1)} %`,
    ]);
  console.log(`### ${chunkName(chunk)} (${url}): ${kB(bytes)} kB\n`);
  console.log(table(['package or folder', 'kB', 'share'], rows), '\n');
}

// 3. Modules in more than one chunk.
const chunksOfModule = new Map();
for (const chunk of client.chunks ?? []) {
  for (const [name, size] of modulesOf(chunk)) {
    if (!name || name.startsWith('webpack/')) continue;
    const entry = chunksOfModule.get(name) ?? { size, chunks: new Set() };
    entry.chunks.add(chunkName(chunk));
    chunksOfModule.set(name, entry);
  }
}
const repeated = [...chunksOfModule]
  .filter(([, e]) => e.chunks.size > 1)
  .sort((a, b) => b[1].size * b[1].chunks.size - a[1].size * a[1].chunks.size);
console.log('## Modules in more than one chunk\n');
console.log(
  repeated.length === 0
    ? 'None.'
    : table(
        ['module', 'size before minifying', 'chunks'],
        repeated.slice(0, 30).map(([name, e]) => [name, `${e.size} B`, [...e.chunks].join(', ')]),
      ),
);
