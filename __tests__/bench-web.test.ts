/**
 * @jest-environment node
 */
// What `npm run bench:web` judges (scripts/bench/web-tables.mjs): a page's start-up JavaScript
// over its budget, or a script besides the entry point loaded before the largest paint, fails it; times never
// do. And the blocking time is shown with its worst run beside the median. The module is run by
// Node itself, as the benchmark runs it.
import path from 'node:path';
import { scriptModule } from './support/scriptModule';

const tables = path.resolve(__dirname, '../scripts/bench/web-tables.mjs');

/** The JSON that `expression` gives, with the module's exports as `m`. */
const evaluate = scriptModule(tables);

/** Lighthouse runs of one page, as scripts/bench/lighthouse.mjs gives them. */
const runs = (tbts: number[], scriptsBeforeLcp: number, lcp = 3000) =>
  JSON.stringify(
    tbts.map((tbt) => ({ lcp, tbt, cls: 0, lcpResource: '/images/hero.svg', scriptsBeforeLcp })),
  );

test('the blocking time is reported as its median and its worst run', () => {
  expect(evaluate(`m.medians(${runs([20, 40, 30, 400, 25], 0)})`)).toMatchObject({
    tbt: 30,
    tbtMax: 400,
  });
});

test('a page within budget with its image first passes, however slow its times', () => {
  const mobile = `{ '/': { median: m.medians(${runs([900, 900, 900], 0, 9000)}) } }`;
  const result = evaluate(
    `m.budgetTable(${mobile}, { '/': { median: { window: 5000 } } }, ` +
      `{ '/': { jsBrotli: 125000, limit: 125600 } }, 3)`,
  ) as { failures: string[]; table: string };
  expect(result.failures).toEqual([]);
  expect(result.table).toMatch(
    /\| \/ \| 9\.00 s \| 900 ms \| 900 ms \|.*\| 125\.0 kB \| 125\.6 kB \|/,
  );
});

test('start-up code over budget, or a script loaded ahead of the largest paint, fails the bench', () => {
  const mobile = `{ '/': { median: m.medians(${runs([10, 10, 10], 2)}) } }`;
  const result = evaluate(
    `m.budgetTable(${mobile}, {}, { '/': { jsBrotli: 126000, limit: 125600 } }, 3)`,
  ) as { failures: string[] };
  expect(result.failures).toEqual([
    '/: JS 126.0 kB over 125.6 kB',
    '/: 2 script(s) loaded before the largest paint',
  ]);
});
