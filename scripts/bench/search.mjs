// npm run bench:search: the site search at a company's scale (docs/performance.md, "Site
// search"). On SQLite, and on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL names a server
// (a database of its own is made there and dropped), it migrates a database with the server's
// own code (build/server), seeds 100,000 other records straight through the driver (contact
// messages, members, audit rows, products: scripts/bench/data-seed.mjs), writes 10,000
// published pages' worth of text into the search index through the index's own store, and times
// the site search's service (the query, the count and the snippets) for a common word, a rare
// word, two words and a word that matches nothing: median and p95 of each, against 30 ms.
//
//   --runs N     searches per query, 5 to 500 (default 100), after 5 not counted
//   --pages N    pages of indexed text, 100 to 20,000 (default 10,000)
//   --no-build   use the server already in build/server/ (else npm run build:server first)

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, show, table } from './data-report.mjs';
import { seed } from './data-seed.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TARGET_MS = 30;
/** The other records: 100,000 in all. */
const OTHERS = {
  contact_messages: 80_000,
  users: 10_000,
  audit_log: 5_000,
  products: 5_000,
  email_outbox: 0,
};
const QUERIES = [
  ['common word', 'software'],
  ['rare word', 'quetzal'],
  ['two words', 'cloud migration'],
  ['prefix', 'integ'],
  ['no match', 'zzyzxq'],
];

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '100' },
      pages: { type: 'string', default: '10000' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const pages = Number(values.pages);
  if (!Number.isInteger(runs) || runs < 5 || runs > 500) throw new Error('--runs takes 5 to 500');
  if (!Number.isInteger(pages) || pages < 100 || pages > 20_000) {
    throw new Error('--pages takes 100 to 20,000');
  }
  return { runs, pages, build: !values['no-build'] };
}

/** A repeatable generator of numbers in [0, 1) (mulberry32). */
function random(seedValue) {
  let a = seedValue;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ten thousand pages of site text: a few common words, many rarer ones, a handful of rare. */
function pagesOfText(count) {
  const next = random(42);
  const syllables = ['ka', 'lo', 'mer', 'dan', 'ti', 'sor', 'ven', 'qua', 'ri', 'bel', 'nox', 'ta'];
  const vocabulary = Array.from({ length: 3000 }, (_, i) => {
    let word = '';
    for (let n = i + 1; n > 0; n = Math.floor(n / syllables.length)) {
      word += syllables[n % syllables.length];
    }
    return word;
  });
  const common = ['software', 'website', 'team', 'project', 'service', 'design', 'support'];
  const pick = () =>
    next() < 0.15
      ? common[Math.floor(next() * common.length)]
      : vocabulary[Math.floor(next() ** 2 * vocabulary.length)];
  const sentence = (words) => Array.from({ length: words }, pick).join(' ');
  return Array.from({ length: count }, (_, i) => {
    let body = `${sentence(60)}. ${sentence(60)}. ${sentence(40)}.`;
    if (i % 20 === 0) body += ' We plan each cloud migration with care.';
    if (i % 7 === 0) body += ' Integration with the systems you have.';
    if (i % 3333 === 1) body += ' Our quetzal project.';
    return { path: `/pages/page-${i}`, title: `${sentence(4)} ${i}`, body, until: null };
  });
}

async function measureOn(db, options, url) {
  const require = createRequire(import.meta.url);
  const { openDataStore } = require(path.join(ROOT, 'build/server/db/index.js'));
  const { siteSearch } = require(path.join(ROOT, 'build/server/content/search/service.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-search-'));
  const file = path.join(dir, 'kestrel.sqlite');
  try {
    console.log(`> ${db}: seeding 100,000 other records`);
    const { writer } = await seed({ root: ROOT, file, url, sizes: OTHERS, log: console.log });
    await writer.close();
    const store = await openDataStore(
      url === undefined ? { databaseFile: file } : { databaseFile: '', databaseUrl: url },
    );
    try {
      const began = performance.now();
      await store.search.replace('bench', pagesOfText(options.pages), new Date().toISOString());
      const indexSeconds = (performance.now() - began) / 1000;
      console.log(`> ${db}: ${options.pages} pages indexed in ${indexSeconds.toFixed(1)} s`);
      const rows = [];
      for (const [name, q] of QUERIES) {
        const times = [];
        let answer;
        for (let run = 0; run < options.runs + 5; run += 1) {
          const t = performance.now();
          answer = await siteSearch(store, { q, page: 1 });
          if (run >= 5) times.push(performance.now() - t);
        }
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        rows.push([
          name,
          `\`${q}\``,
          show.count(answer.total),
          show.ms(p50),
          show.ms(p95),
          p95 <= TARGET_MS ? 'yes' : 'NO',
        ]);
      }
      return { db, indexSeconds, rows };
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const options = readOptions();
  if (options.build) {
    console.log('> npm run build:server');
    const { execFileSync } = await import('node:child_process');
    execFileSync('npm', ['run', 'build:server'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; Node ${process.version}; ` +
      `${options.pages} pages, ${options.runs} searches per query`,
  );
  const results = [await measureOn('SQLite', options)];
  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    process.env.TEST_DATABASE_URL = serverUrl;
    const harness = await import('../scale/harness.mjs');
    try {
      results.push(await measureOn('PostgreSQL', options, await harness.startDatabase()));
    } finally {
      await harness.cleanup();
    }
  } else {
    console.log('\nPostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to a server.');
  }
  for (const { db, indexSeconds, rows } of results) {
    console.log(`\n## ${db}: ${options.pages} pages indexed in ${indexSeconds.toFixed(1)} s\n`);
    console.log(
      table(['query', 'words', 'found', 'median', 'p95', `≤ ${TARGET_MS} ms`], rows, [
        'found',
        'median',
        'p95',
      ]),
    );
  }
  return results.some(({ rows }) => rows.some((row) => row.at(-1) === 'NO')) ? 1 : 0;
}

process.exitCode = await main();
