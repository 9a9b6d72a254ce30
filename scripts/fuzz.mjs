// npm run fuzz: a longer run of the fuzzers of __tests__/server/fuzz/fuzz.test.ts than `npm test`
// makes (every route; every operation of the API description as anonymous, member and staff, on
// SQLite and, with TEST_DATABASE_URL, PostgreSQL), then a summary: requests sent and answers by
// status per run, 5xx and error log lines (both must be 0).
//
//   npm run fuzz                                   # 20,000 requests per run, seed 20261123
//   npm run fuzz -- --requests 50000 --seed 7 --minutes 10
//
// Every run is bounded twice: by its request count and by its time (default 5 minutes).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
};
const requests = option('requests', 20_000);
const seed = option('seed', 20261123);
const minutes = option('minutes', 5);

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-fuzz-')), 'report.jsonl');
console.log(
  `Fuzzing: ${requests} requests per run, seed ${seed}, at most ${minutes} min per run; ` +
    `PostgreSQL ${process.env.TEST_DATABASE_URL ? 'too' : 'skipped (no TEST_DATABASE_URL)'}`,
);
const jest = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'server', '--testPathPatterns', '__tests__/server/fuzz/fuzz\\.test'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_REQUESTS: String(requests),
      FUZZ_SEED: String(seed),
      FUZZ_TIME_BUDGET_MS: String(minutes * 60_000),
      FUZZ_REPORT: report,
    },
  },
);

const runs = fs.existsSync(report)
  ? fs
      .readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
console.log('\n| run | store | requests | 5xx | error logs | answers by status |');
console.log('| --- | --- | ---: | ---: | ---: | --- |');
let total = 0;
let fives = 0;
for (const run of runs) {
  const five = Object.entries(run.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  total += run.requests;
  fives += five;
  const statuses = Object.entries(run.statuses)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `| ${run.fuzz} | ${run.store} | ${run.requests} | ${five} | ${run.faults ?? '-'} | ${statuses} |`,
  );
}
console.log(`\n${total} requests fuzzed, ${fives} answered 5xx (0: closed without an answer).`);
process.exit(jest.status ?? 1);
