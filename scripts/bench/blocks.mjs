// npm run bench:blocks: Lighthouse (mobile) on a page built from eight blocks (docs/performance.md,
// "A page built from eight blocks"). Builds (--no-build skips it), runs the real server on a free
// loopback port with a fresh data folder, makes a staff editor (scripts/bench/staff.mjs), creates
// a page under Services through the API with eight blocks (hero first, rich text, feature grid,
// image with text, figures, FAQ, pricing table, call to action; images of the site's /images/),
// publishes it, then runs Lighthouse's mobile preset on it `--runs` times, each in a fresh
// Chromium (scripts/bench/lighthouse.mjs, as npm run bench:web does). Prints each run and the
// median with the spread (min–max) of the performance score, LCP, TBT, CLS, the accessibility,
// best practices and SEO scores and the page's start-up JavaScript (brotli, as budget.json counts
// it), then the audits that did not pass in some run. Times are printed, never judged; a run
// Lighthouse could not finish is told, left out of the medians, and makes the exit code 1.
//
//   npm run bench:blocks -- [--runs 3] [--no-build]
//
// CHROMIUM_PATH names the browser (default /usr/bin/chromium). Bounded: at most 10 runs, each
// Lighthouse run at most 150 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runLighthouse, stopBrowsers } from './lighthouse.mjs';
import { build, startServer } from './server.mjs';
import { editorToken } from './staff.mjs';
import { brotliBytes, startupFiles } from './startup.mjs';
import { median, show } from './web-tables.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 10) {
  console.error('--runs must be a whole number from 1 to 10');
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const paragraphs = (...texts) => ({
  root: {
    type: 'root',
    children: texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
});
const image = (name, alt, width, height) => ({ url: `/images/${name}.svg`, alt, width, height });
const feature = (title, icon) => ({
  title,
  text: `${title} for every client, from the first call to the launch and after it.`,
  icon: [image(icon, `An icon for ${title.toLowerCase()}`, 48, 48)],
});

/** The eight blocks, one of each kind the issue names, as an owner would fill them. */
const BLOCKS = [
  {
    type: 'hero',
    id: 'top',
    headline: 'Cloud migration',
    text: 'Move your systems to the cloud without stopping them: planned, tested and handed over.',
    image: [image('hero', 'A kestrel over a city', 640, 480)],
    links: [
      { label: 'Get a quote', path: '/quote', context: '' },
      { label: 'Read more', path: '/services', context: 'about our services' },
    ],
  },
  {
    type: 'richText',
    id: 'intro',
    heading: 'How we move you',
    body: {
      root: {
        type: 'root',
        children: [
          ...paragraphs(
            'We start with what you run today, and what it costs you to run it.',
            'Then we move it piece by piece, each piece tested before the next one.',
          ).root.children,
          {
            type: 'list',
            listType: 'bullet',
            children: ['An inventory', 'A plan with dates', 'A tested move'].map((text) => ({
              type: 'listitem',
              children: [{ type: 'text', text }],
            })),
          },
        ],
      },
    },
  },
  {
    type: 'featureGrid',
    id: 'features',
    heading: 'What you get',
    intro: 'Everything included in the price.',
    items: [
      feature('Speed', 'why-on-time-delivery'),
      feature('Support', 'why-client-centric'),
      feature('Expertise', 'why-expertise'),
      feature('Reliability', 'why-reliability'),
    ],
  },
  {
    type: 'imageWithText',
    id: 'why',
    heading: 'Why move',
    body: paragraphs('Less to run, less to pay for, and room to grow when you need it.'),
    image: image('softwaredev', 'Developers at work on a migration plan', 640, 480),
    imageRight: true,
  },
  {
    type: 'stats',
    id: 'figures',
    heading: 'In numbers',
    items: [
      { value: '120', label: 'Sites launched' },
      { value: '98 %', label: 'Clients who stay' },
      { value: '24/7', label: 'Support' },
    ],
  },
  {
    type: 'faq',
    id: 'faq',
    heading: 'Frequently asked questions',
    intro: '',
    questions: [
      {
        id: 'downtime',
        question: 'Will our systems stop?',
        answer: 'No.\nWe move them while they run.',
      },
      { id: 'who', question: 'Who do we call?', answer: 'Call {name} on {phone}.' },
      { id: 'how-long', question: 'How long does it take?', answer: 'Most moves take six weeks.' },
    ],
  },
  { type: 'pricing', id: 'prices', plan: '' },
  {
    type: 'callToAction',
    id: 'next',
    heading: 'Ready to move?',
    text: 'Call {name} on {phone}.',
    link: { label: 'Contact us', path: '/contact', context: '' },
  },
];

/** Creates the page under Services, gives its draft the eight blocks, publishes it: its path. */
async function publishPage(origin, token) {
  const send = async (method, url, body) => {
    const response = await fetch(origin + url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const created = await send('POST', '/api/staff/pages', {
    title: 'Cloud migration',
    section: '/services',
  });
  const key = `page-${created.id}`;
  const state = await send('GET', `/api/staff/documents/${key}`);
  await send('PUT', `/api/staff/documents/${key}/draft`, {
    revision: state.revision,
    data: { ...(state.draft ?? state.published), blocks: BLOCKS },
  });
  const { revision } = await send('GET', `/api/staff/documents/${key}`);
  await send('POST', `/api/staff/documents/${key}/publish`, { revision });
  return created.draftPath;
}

const spread = (numbers, format) => {
  const known = numbers.filter((n) => typeof n === 'number');
  if (known.length === 0) return '–';
  return `${format(median(known))} (${format(Math.min(...known))}–${format(Math.max(...known))})`;
};

const FIGURES = [
  ['performance', 'perf', show.score],
  ['LCP', 'lcp', show.ms],
  ['TBT', 'tbt', show.ms],
  ['CLS', 'cls', show.cls],
  ['start-up JS (brotli)', 'js', show.kb],
  ['accessibility', 'a11y', show.score],
  ['best practices', 'bestPractices', show.score],
  ['SEO', 'seo', show.score],
];

const cpus = os.cpus();
if (!fs.existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: set CHROMIUM_PATH`);
  process.exit(2);
}
if (!values['no-build']) await build(root);
const server = await startServer(root);
const stopOnSignal = (signal) => {
  console.error(`\n${signal}: stopping the browser and the server`);
  void Promise.all([stopBrowsers(), server.stop()]).then(() => process.exit(130));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
let code = 0;
try {
  const token = await editorToken(root, server.origin, server.dataDir);
  const page = await publishPage(server.origin, token);
  const url = new URL(page, server.origin).href;
  const html = await (await fetch(url)).text();
  if (!html.includes('Ready to move?')) throw new Error(`${page} does not show its blocks`);
  const js = startupFiles(html).js.reduce(
    (sum, file) => sum + brotliBytes(path.join(root, 'dist'), file),
    0,
  );
  const load = os.loadavg()[0];
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, load ${load.toFixed(1)}`,
  );
  console.log(`Page: ${page}, eight blocks; Lighthouse mobile, ${runs} run(s)\n`);
  const done = [];
  const failed = new Map();
  const errors = [];
  for (let run = 1; run <= runs; run++) {
    let result;
    try {
      result = { ...(await runLighthouse({ url, preset: 'mobile', chromePath })), js };
    } catch (error) {
      // Lighthouse now and then loses a trace on a busy machine: the run is told and left out.
      errors.push(`run ${run}: ${error.message}`);
      console.error(`run ${run} FAILED: ${error.message}`);
      continue;
    }
    done.push(result);
    for (const audit of result.failed) {
      const seen = failed.get(audit.id) ?? { ...audit, runs: 0 };
      failed.set(audit.id, { ...seen, runs: seen.runs + 1 });
    }
    const figures = FIGURES.map(([name, field, format]) => `${name} ${format(result[field])}`);
    const warnings = result.warnings.length ? ` (${result.warnings.join('; ')})` : '';
    console.log(`run ${run}: ${figures.join(', ')}${warnings}`);
  }
  if (done.length === 0) throw new Error('no run gave a result');
  if (errors.length > 0) code = 1;
  console.log(`\nMedian (min–max) of ${done.length} run(s):`);
  for (const [name, field, format] of FIGURES) {
    console.log(
      `  ${name.padEnd(22)} ${spread(
        done.map((r) => r[field]),
        format,
      )}`,
    );
  }
  console.log(`  largest paint          ${done[0].lcpResource ?? 'text'}`);
  console.log(`\nAudits that did not pass (score under 0.9), worst first:`);
  if (failed.size === 0) console.log('  none');
  for (const a of [...failed.values()].sort((x, y) => x.score - y.score)) {
    const value = a.value ? ` — ${a.value}` : '';
    console.log(`  ${a.category}: ${a.id} (${a.title})${value}, ${a.runs}/${done.length} run(s)`);
    if (a.where.length > 0) console.log(`    at ${a.where.join(', ')}`);
  }
  console.log(`\nLoad average at the end: ${os.loadavg()[0].toFixed(1)}`);
  const { lighthouse: version, browser } = done[0].environment;
  console.log(`\nLighthouse ${version}, ${browser ?? 'browser unknown'}; kB = 1000 bytes.`);
} catch (error) {
  console.error(`bench:blocks failed: ${error.message}`);
  code = 1;
} finally {
  await stopBrowsers();
  await server.stop();
}
process.exit(code);
