// The tables npm run bench:web prints (scripts/bench-web.mjs): Lighthouse medians per preset,
// the paint-to-attached window and the first request after a publish, as Markdown; and the
// medians they show.
import { PHONE_PROFILE } from './attach.mjs';

const FIELDS = ['perf', 'lcp', 'tbt', 'cls', 'fcp', 'si', 'a11y', 'bestPractices', 'seo'];
const BYTE_FIELDS = ['jsGzip', 'jsBrotli', 'cssGzip', 'cssBrotli'];

export const median = (numbers) => {
  const sorted = numbers.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const medians = (runs) =>
  Object.fromEntries([...FIELDS, ...BYTE_FIELDS].map((f) => [f, median(runs.map((r) => r[f]))]));

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
