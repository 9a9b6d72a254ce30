// What failed, and what did not run, in a CI run, by name: .ci/run prints it just above its last
// line, so that the end of the log says what to look at. Failed Jest tests (and suites that failed
// to run), browser tests that failed or passed only on a retry, browser tests skipped, and the
// multi-instance test's failed checks.
// Usage: node scripts/ci/failures.mjs JEST_JSON... [--e2e E2E_JSON] [--scale SCALE_LOG]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const jest = [];
let e2e;
let scale;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--e2e') e2e = args[++i];
  else if (args[i] === '--scale') scale = args[++i];
  else jest.push(args[i]);
}

const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
const relative = (file) => path.relative(process.cwd(), file);
const lines = [];

for (const file of jest) {
  const text = read(file);
  if (!text) continue;
  for (const suite of JSON.parse(text).testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) lines.push(`jest  ${relative(suite.name)}: ${test.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0) {
      const reason = (suite.message || suite.failureMessage || '').trim().split('\n')[0];
      lines.push(`jest  ${relative(suite.name)}: the file did not run (${reason.slice(0, 160)})`);
    }
  }
}

function walk(suite, titles) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const name = [...here.slice(1), spec.title].join(' › ');
        const where = `${spec.file}:${spec.line}`;
        lines.push(`e2e   ${where}: ${name} (${test.projectName || 'default'}, ${test.status})`);
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
const e2eText = e2e && read(e2e);
if (e2eText) {
  const report = JSON.parse(e2eText);
  for (const suite of report.suites ?? []) walk(suite, []);
  // Playwright skips the projects that depend on one with a failure (playwright.config.ts): say
  // how many did not run, or the total of passed tests drops without a word.
  const skipped = report.stats?.skipped ?? 0;
  if (skipped > 0)
    lines.push(`e2e   ${skipped} ${skipped === 1 ? 'test' : 'tests'} did not run (skipped)`);
}

const scaleText = scale && read(scale);
if (scaleText) {
  for (const line of scaleText.split('\n'))
    if (line.startsWith('FAIL ')) lines.push(`scale ${line.slice(5)}`);
}

if (lines.length > 0) {
  console.log(`\nWhat failed or did not run (${lines.length}):`);
  for (const line of lines.slice(0, 40)) console.log(`  ${line}`);
  if (lines.length > 40) console.log(`  … and ${lines.length - 40} more, above`);
}
