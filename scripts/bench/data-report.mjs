// The figures of `npm run bench:data` (scripts/bench/data.mjs) as Markdown tables, and its budgets
// (docs/performance.md, "Scale with data"): which are over, and which of those count for --check
// (bytes only: times on a shared machine are noise).

/** The nearest-rank percentile `p` (0–100] of `values`; null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

export const show = {
  ms: (v) =>
    v === null || v === undefined
      ? '–'
      : v >= 1000
        ? `${(v / 1000).toFixed(2)} s`
        : v >= 10
          ? `${Math.round(v)} ms`
          : `${v.toFixed(1)} ms`,
  kb: (v) => `${(v / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`,
  mb: (v) => `${(v / 1e6).toFixed(1)} MB`,
  count: (v) => v.toLocaleString('en-US'),
};

/** A Markdown table; columns named in `right` are right-aligned. */
export function table(headers, rows, right = []) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = headers.map((h) => (right.includes(h) ? '---:' : '---'));
  return [line(headers), line(rule), ...rows.map((row) => line(row.map(String)))].join('\n');
}

/** The budgets: a limit on one figure of a database's results. */
export const BUDGETS = [
  {
    name: '/products HTML, uncompressed',
    kind: 'bytes',
    limit: 100_000,
    value: (r) => r.products.htmlBytes,
    show: show.kb,
  },
  {
    name: '/products render after a change (median)',
    kind: 'time',
    limit: 150,
    value: (r) => r.products.renderMs,
    show: show.ms,
  },
  {
    name: 'inbox search p50, slowest query',
    kind: 'time',
    limit: 30,
    value: (r) => Math.max(...r.search.map((s) => s.p50)),
    show: show.ms,
  },
  {
    name: 'server RSS, peak (VmHWM)',
    kind: 'bytes',
    limit: 300_000_000,
    value: (r) => r.memory.peak,
    show: show.mb,
  },
];

/** Each budget against each database's results: `{budget, figures: [{db, value, over}]}`. */
export function checkBudgets(results) {
  return BUDGETS.map((budget) => ({
    budget,
    figures: results.map((r) => {
      const value = budget.value(r);
      return { db: r.db, value, over: value > budget.limit };
    }),
  }));
}

/** What --check fails on: each byte budget a database is over, as a sentence. */
export function byteFailures(checked) {
  return checked
    .filter(({ budget }) => budget.kind === 'bytes')
    .flatMap(({ budget, figures }) =>
      figures
        .filter((f) => f.over)
        .map(
          (f) =>
            `${budget.name} on ${f.db}: ${budget.show(f.value)} > ${budget.show(budget.limit)}`,
        ),
    );
}

/** The budgets table: one column per database. */
export function budgetTable(checked) {
  const dbs = checked[0]?.figures.map((f) => f.db) ?? [];
  return table(
    ['budget', 'limit', 'checked by --check', ...dbs],
    checked.map(({ budget, figures }) => [
      budget.name,
      `≤ ${budget.show(budget.limit)}`,
      budget.kind === 'bytes' ? 'yes' : 'no (time)',
      ...figures.map((f) => `${budget.show(f.value)} ${f.over ? '✗ over' : '✓'}`),
    ]),
    dbs,
  );
}

/** Every table of one database's results. */
export function databaseReport(r) {
  const p = r.products;
  const sizes = Object.entries(r.sizes)
    .map(([name, n]) => `${show.count(n)} ${name}`)
    .join(', ');
  const load = (l) => l.map((n) => n.toFixed(2)).join(' ');
  return [
    `## ${r.db}: ${sizes}`,
    '',
    `Seeded in ${r.seedSeconds.toFixed(1)} s. Load average (1, 5, 15 min) before: ${load(r.loadBefore)}; after: ${load(r.loadAfter)}.`,
    '',
    `### /products (${show.count(p.products)} published products)`,
    '',
    table(
      ['what', 'figure'],
      [
        ['HTML, uncompressed', show.kb(p.htmlBytes)],
        ['HTML, brotli (as sent)', show.kb(p.brBytes)],
        ['HTML, gzip (as sent)', show.kb(p.gzipBytes)],
        ['first request since the start (rendered)', show.ms(p.firstMs)],
        [`render after a product changed (median of ${p.renders})`, show.ms(p.renderMs)],
        [
          `cached, p50 / p99 of ${p.cached.n}`,
          `${show.ms(p.cached.p50)} / ${show.ms(p.cached.p99)}`,
        ],
        ...(p.others ?? []).flatMap((o) => [
          [`${o.path}: HTML, uncompressed`, show.kb(o.htmlBytes)],
          [`${o.path}: first request (rendered)`, show.ms(o.firstMs)],
        ]),
      ],
      ['figure'],
    ),
    '',
    '### Lists',
    '',
    table(
      ['list', 'page', 'items', 'total', 'bytes', 'p50', 'p99', 'n'],
      r.lists.map((l) => [
        `\`${l.list}\``,
        l.page,
        show.count(l.items),
        show.count(l.total),
        show.kb(l.bytes),
        show.ms(l.p50),
        show.ms(l.p99),
        l.n,
      ]),
      ['items', 'total', 'bytes', 'p50', 'p99', 'n'],
    ),
    '',
    '### Inbox search (`GET /api/staff/messages?q=`)',
    '',
    table(
      ['query', 'matches', 'p50', 'p99', 'n'],
      r.search.map((s) => [s.query, show.count(s.matches), show.ms(s.p50), show.ms(s.p99), s.n]),
      ['matches', 'p50', 'p99', 'n'],
    ),
    '',
    '### Server memory (RSS)',
    '',
    table(
      ['at start', 'peak (VmHWM)', 'after the run'],
      [[show.mb(r.memory.start), show.mb(r.memory.peak), show.mb(r.memory.after)]],
      ['at start', 'peak (VmHWM)', 'after the run'],
    ),
  ].join('\n');
}
