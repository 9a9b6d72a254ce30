// npm run bench:web: Lighthouse medians of the production site, as a visitor's phone and a desktop
// see it (README.md, "Performance").
//
// Builds (npm run build; --no-build skips it), starts the real server on a free loopback port with
// a fresh data folder, runs Lighthouse (mobile and desktop presets) in a fresh Chromium for every
// run of every page, and prints one Markdown table per preset of the medians per page, with the
// compressed bytes of the scripts and stylesheets each page loads; then, on a mid-range phone's
// profile (4 × CPU slowdown, 1.6 Mbit/s, 150 ms round trip), the median time from each page's
// first paint to the app attached to it (scripts/bench/attach.mjs): the window in which a tap
// does nothing the app handles; and the time of the first request for each page after a publish
// that changes every page, against the next one (scripts/bench/publish.mjs); last, per page, the
// phone's LCP, TBT (median and worst run), CLS, start-up JavaScript beside budget.json's limit,
// first paint to attached and what the largest paint waits for. It exits 1 when a page's start-up
// code is over its budget or a script besides the entry point has loaded before the largest
// paint (times are printed, never judged: they move with the machine).
//
//   --runs N                  runs per page and preset (default 5)
//   --pages /,/pricing        pages to measure (default: /, /services/webdevelopment, /pricing,
//                             /contact, /products, /about, /support/FAQ, /insights and an
//                             article: scripts/bench/article.mjs publishes one first)
//   --preset mobile|desktop|both   (default both)
//   --json FILE               also write the medians (and every run's figures) as JSON
//   --no-build                measure the build already in dist/ and build/server/
//   --attach-only             only the paint-to-attached window and the publish times, no
//                             Lighthouse
//
// CHROMIUM_PATH names the browser (default /usr/bin/chromium). Run it on a quiet machine: the
// figures move with the load of the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ARTICLE_PATH, publishArticle } from './bench/article.mjs';
import { measureAttach, stopAttachBrowser } from './bench/attach.mjs';
import { pageBytes } from './bench/bytes.mjs';
import { brotliBytes, startupFiles } from './bench/startup.mjs';
import { runLighthouse, stopBrowsers } from './bench/lighthouse.mjs';
import { measureAfterPublish } from './bench/publish.mjs';
import { build, startServer } from './bench/server.mjs';
import {
  budgetTable,
  lighthouseTable,
  median,
  medians,
  publishTable,
  show,
  windowTable,
} from './bench/web-tables.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const DEFAULT_PAGES = [
  '/',
  '/services/webdevelopment',
  '/pricing',
  '/contact',
  '/products',
  '/about',
  '/support/FAQ',
  '/insights',
  ARTICLE_PATH,
];

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      pages: { type: 'string' },
      preset: { type: 'string', default: 'both' },
      json: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'attach-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes 1 to 20');
  const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : DEFAULT_PAGES;
  if (pages.some((p) => !p.startsWith('/')))
    throw new Error('--pages takes paths such as /,/about');
  const presets = values['attach-only']
    ? []
    : values.preset === 'both'
      ? ['mobile', 'desktop']
      : [values.preset];
  if (!presets.every((p) => p === 'mobile' || p === 'desktop')) {
    throw new Error('--preset takes mobile, desktop or both');
  }
  const build = !values['no-build'];
  return { runs, pages, presets, json: values.json, build, help: values.help };
}

/** The paint-to-attached window per page, in run after run over all pages. */
async function measureWindows(pages, runs, origin, chromePath, failures) {
  const results = Object.fromEntries(pages.map((p) => [p, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        const label = `attach ${page} run ${run}/${runs}`;
        try {
          const figures = await measureAttach({ url: new URL(page, origin).href, chromePath });
          results[page].push(figures);
          console.log(`${label}: ${show.ms(figures.window)}`);
        } catch (error) {
          failures.push(`${label}: ${error.message}`);
          console.error(`${label} FAILED: ${error.message}`);
        }
      }
    }
  } finally {
    await stopAttachBrowser();
  }
  return Object.fromEntries(
    Object.entries(results).map(([page, done]) => [
      page,
      {
        runs: done,
        median: {
          paint: median(done.map((r) => r.paint)),
          attached: median(done.map((r) => r.attached)),
          window: median(done.map((r) => r.window)),
        },
      },
    ]),
  );
}
/** Each page's start-up JavaScript as the server sends it now (brotli), and its budget. */
async function startupBytes(pages, origin) {
  const budget = JSON.parse(fs.readFileSync(path.join(ROOT, 'budget.json'), 'utf8'));
  const result = {};
  for (const page of pages) {
    const html = await (await fetch(new URL(page, origin))).text();
    const { js } = startupFiles(html);
    result[page] = {
      jsBrotli: js.reduce((sum, url) => sum + brotliBytes(DIST, url), 0),
      limit: { ...budget.default, ...budget.pages?.[page] }.jsBrotliBytes,
    };
  }
  return result;
}

async function main() {
  const options = readOptions();
  if (options.help) {
    const header = fs.readFileSync(import.meta.filename, 'utf8').split('\nimport ')[0];
    console.log(header.replace(/^\/\/ ?/gm, ''));
    return 0;
  }
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`No browser at ${chromePath}: set CHROMIUM_PATH`);
  if (options.build) await build(ROOT);

  const cpus = os.cpus();
  const load = os.loadavg()[0];
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load ${load.toFixed(1)}`,
  );
  if (load > cpus.length / 2) {
    console.warn('The machine is busy: the figures will be worse and noisier than on a quiet one.');
  }

  let server = null;
  const stopOnSignal = (signal) => {
    console.error(`\n${signal}: stopping the browser and the server`);
    void Promise.all([stopBrowsers(), server?.stop()]).then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  server = await startServer(ROOT);

  const report = { origin: server.origin, runs: options.runs, environment: null, presets: {} };
  const failures = [];
  try {
    // The insights' pages need an article to list and to show.
    if (options.pages.some((page) => page.startsWith('/insights'))) {
      await publishArticle({ origin: server.origin, dataDir: server.dataDir });
    }
    for (const preset of options.presets) {
      const results = Object.fromEntries(options.pages.map((p) => [p, { runs: [] }]));
      // Run after run over all pages, so that a busy moment of the machine spreads over pages.
      for (let run = 1; run <= options.runs; run += 1) {
        for (const page of options.pages) {
          const label = `${preset} ${page} run ${run}/${options.runs}`;
          try {
            const url = new URL(page, server.origin).href;
            const result = await runLighthouse({ url, preset, chromePath });
            const figures = { ...result, ...pageBytes(DIST, result.assets, page) };
            report.environment ??= result.environment;
            results[page].runs.push(figures);
            const warnings = result.warnings.length ? ` (${result.warnings.join('; ')})` : '';
            console.log(`${label}: perf ${show.score(figures.perf)}${warnings}`);
          } catch (error) {
            failures.push(`${label}: ${error.message}`);
            console.error(`${label} FAILED: ${error.message}`);
          }
        }
      }
      for (const entry of Object.values(results)) entry.median = medians(entry.runs);
      report.presets[preset] = results;
    }
    report.startup = await startupBytes(options.pages, server.origin);
    report.attach = await measureWindows(
      options.pages,
      options.runs,
      server.origin,
      chromePath,
      failures,
    );
    try {
      report.publish = await measureAfterPublish({
        origin: server.origin,
        dataDir: server.dataDir,
        pages: options.pages,
        runs: options.runs,
      });
    } catch (error) {
      failures.push(`after a publish: ${error.message}`);
      console.error(`after a publish FAILED: ${error.message}`);
    }
  } finally {
    await server.stop();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
  }

  console.log('');
  for (const [preset, results] of Object.entries(report.presets)) {
    console.log(`${lighthouseTable(preset, results, options.runs)}\n`);
  }
  console.log(`${windowTable(report.attach, options.runs)}\n`);
  if (report.publish) console.log(`${publishTable(report.publish, options.runs)}\n`);
  const budgets = budgetTable(report.presets.mobile, report.attach, report.startup, options.runs);
  console.log(`${budgets.table}\n`);
  const { lighthouse: version, browser, benchmarkIndex } = report.environment ?? {};
  if (report.environment) {
    // Lighthouse's measure of this machine's speed: figures from machines whose index differs
    // much are not comparable.
    const speed = benchmarkIndex ? `, benchmark index ${Math.round(benchmarkIndex)}` : '';
    console.log(`Lighthouse ${version}, ${browser ?? 'browser unknown'}${speed}`);
  }
  console.log('Bytes: the scripts and stylesheets each page loads, compressed (kB = 1000 bytes).');
  if (options.json) {
    const json = { ...report, failures, budgetFailures: budgets.failures };
    fs.writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`Medians written to ${options.json}`);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} run(s) failed:\n${failures.join('\n')}`);
  }
  if (budgets.failures.length > 0) {
    console.error(`\nOver budget or out of order:\n${budgets.failures.join('\n')}`);
  }
  if (failures.length > 0 || budgets.failures.length > 0) return 1;
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:web failed: ${error.message}`);
    process.exit(1);
  },
);
