/**
 * @jest-environment node
 */
// The arithmetic of `npm run bench:data` (scripts/bench/data-report.mjs): its percentiles, and
// which budgets its --check mode fails on (bytes only, never times). The module is run by Node
// itself, as the benchmark runs it.
import path from 'node:path';
import { scriptModule } from './support/scriptModule';

const report = path.resolve(__dirname, '../scripts/bench/data-report.mjs');

/** The JSON that `expression` gives, with the module's exports as `m`. */
const evaluate = scriptModule(report);

/** One database's results, as scripts/bench/data.mjs makes them. */
const results = (db: string, htmlBytes: number, peak: number, renderMs: number) => ({
  db,
  products: { htmlBytes, renderMs },
  search: [{ p50: 12 }, { p50: 164 }],
  memory: { peak },
});

test('percentiles are nearest-rank: p99 of fewer than 100 values is the slowest', () => {
  expect(
    evaluate(
      '[m.percentile([5, 1, 3, 2, 4], 50), m.percentile([5, 1, 3, 2, 4], 99), ' +
        'm.percentile([7], 50), m.percentile([], 50), ' +
        'm.percentile(Array.from({ length: 200 }, (_, i) => i + 1), 99)]',
    ),
  ).toEqual([3, 5, 7, null, 198]);
});

test('--check fails on a byte budget only, naming the budget, the database and the figure', () => {
  const both = JSON.stringify([
    results('SQLite', 1_127_600, 266_700_000, 26_000),
    results('PostgreSQL', 99_000, 310_000_000, 20),
  ]);
  expect(evaluate(`m.byteFailures(m.checkBudgets(${both}))`)).toEqual([
    '/products HTML, uncompressed on SQLite: 1,127.6 kB > 100 kB',
    'server RSS, peak (VmHWM) on PostgreSQL: 310.0 MB > 300.0 MB',
  ]);
});

test('times over their budget are shown as over, but never fail --check', () => {
  const slow = JSON.stringify([results('SQLite', 50_000, 200_000_000, 26_000)]);
  expect(evaluate(`m.byteFailures(m.checkBudgets(${slow}))`)).toEqual([]);
  const shown = evaluate(`m.budgetTable(m.checkBudgets(${slow}))`) as string;
  expect(shown).toMatch(/render after a change.*no \(time\).*26\.00 s ✗ over/);
  expect(shown).toMatch(/inbox search p50, slowest query.*164 ms ✗ over/);
  expect(shown).toMatch(/uncompressed.*yes.*50 kB ✓/);
});
