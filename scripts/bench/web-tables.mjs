// The tables npm run bench:web prints (scripts/bench-web.mjs): Lighthouse medians per preset,
// the paint-to-attached window, the first request after a publish and the phone's figures beside
// the budgets, as Markdown; and the medians they show.
import { PHONE_PROFILE } from './attach.mjs';

const FIELDS = ['perf', 'lcp', 'tbt', 'cls', 'fcp', 'si', 'a11y', 'bestPractices', 'seo'];
const BYTE_FIELDS = ['jsGzip', 'jsBrotli', 'cssGzip', 'cssBrotli'];

export const median = (numbers) => {
  const sorted = numbers.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const medians = (runs) => ({
  ...Object.fromEntries([...FIELDS, ...BYTE_FIELDS].map((f) => [f, median(runs.map((r) => r[f]))])),
  // The spread of the blocking time, so that one noisy run shows as noise.
  tbtMax: runs.length ? Math.max(...runs.map((r) => r.tbt ?? 0)) : null,
  scriptsBeforeLcp: median(runs.map((r) => r.scriptsBeforeLcp)),
  lcpResource: runs.find((r) => r.lcpResource)?.lcpResource ?? null,
});

export const show = {
  ms: (v) => (v === null ? '–' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  cls: (v) => (v === null ? '–' : v.toFixed(3)),
  score: (v) => (v === null ? '–' : String(Math.round(v))),
  kb: (v) => (v === null ? '–' : `${(v / 1000).toFixed(1)} kB`),
};

const line = (cells) => `| ${cells.join(' | ')} |`;

export function windowTable(results, runs) {
  const { cpuSlowdown, latencyMs, downloadBytesPerSecond } = PHONE_PROFILE;
  const mbits = ((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1);
  return [
    `### First paint → app attached, phone profile (${cpuSlowdown} × CPU, ${mbits} Mbit/s, ` +
      `${latencyMs} ms RTT; median of ${runs} run${runs > 1 ? 's' : ''})`,
    '',
    line(['page', 'first paint', 'attached', 'window']),
    line(['---', '---:', '---:', '---:']),
    ...Object.entries(results).map(([page, { median: m, runs: done }]) =>
      line([
        done.length === runs ? page : `${page} (${done.length}/${runs} runs)`,
        show.ms(m.paint),
        show.ms(m.attached),
        show.ms(m.window),
      ]),
    ),
  ].join('\n');
}

export function publishTable(results, runs) {
  return [
    `### The first request after a publish that changes every page (median of ${runs})`,
    '',
    line(['page', 'first request (rendered now)', 'next request (kept)']),
    line(['---', '---:', '---:']),
    ...Object.entries(results).map(([page, { first, kept }]) =>
      line([page, show.ms(median(first)), show.ms(median(kept))]),
    ),
  ].join('\n');
}

export function lighthouseTable(preset, results, runs) {
  const head = [
    'page',
    'perf',
    'LCP',
    'TBT',
    'TBT max',
    'CLS',
    'FCP',
    'SI',
    'a11y',
    'BP',
    'SEO',
    'JS gzip',
    'JS br',
    'CSS gzip',
    'CSS br',
  ];
  const rows = Object.entries(results).map(([page, { median: m, runs: done }]) => [
    done.length === runs ? page : `${page} (${done.length}/${runs} runs)`,
    show.score(m.perf),
    show.ms(m.lcp),
    show.ms(m.tbt),
    show.ms(m.tbtMax),
    show.cls(m.cls),
    show.ms(m.fcp),
    show.ms(m.si),
    show.score(m.a11y),
    show.score(m.bestPractices),
    show.score(m.seo),
    show.kb(m.jsGzip),
    show.kb(m.jsBrotli),
    show.kb(m.cssGzip),
    show.kb(m.cssBrotli),
  ]);
  return [
    `### Lighthouse ${preset} (median of ${runs} run${runs > 1 ? 's' : ''})`,
    '',
    line(head),
    line(head.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}

/**
 * Per page on the phone: LCP, TBT and its worst run, CLS, the start-up JavaScript beside its
 * budget, first paint to attached and what the largest paint waits for; and what fails the
 * bench: start-up code over budget.json's limit, or a script besides the entry point loaded
 * before the largest paint was on screen. Times are shown, never judged: they move with the machine.
 */
export function budgetTable(mobile, attach, startup, runs) {
  const failures = [];
  const rows = Object.entries(startup).map(([page, { jsBrotli, limit }]) => {
    const m = mobile?.[page]?.median ?? {};
    const window = attach?.[page]?.median?.window ?? null;
    const problems = [];
    if (jsBrotli > limit) problems.push(`JS ${show.kb(jsBrotli)} over ${show.kb(limit)}`);
    if (m.scriptsBeforeLcp > 0) {
      problems.push(`${m.scriptsBeforeLcp} script(s) loaded before the largest paint`);
    }
    failures.push(...problems.map((p) => `${page}: ${p}`));
    return [
      page,
      show.ms(m.lcp ?? null),
      show.ms(m.tbt ?? null),
      show.ms(m.tbtMax ?? null),
      show.cls(m.cls ?? null),
      show.kb(jsBrotli),
      show.kb(limit),
      show.ms(window),
      `${m.lcpResource ?? 'text'} (${m.scriptsBeforeLcp ?? '?'} scripts before)`,
      problems.length ? problems.join('; ') : 'ok',
    ];
  });
  const head = [
    'page',
    'LCP',
    'TBT',
    'TBT max',
    'CLS',
    'start-up JS br',
    'budget',
    'paint → attached',
    'largest paint waits for',
    'checks',
  ];
  const table = [
    `### The phone's figures beside budget.json (median of ${runs}; TBT max: the worst run)`,
    '',
    line(head),
    line(head.map((_, i) => (i === 0 || i >= 8 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
  return { table, failures };
}
