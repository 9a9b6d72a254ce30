/**
 * @jest-environment node
 */
// Dead code fails `npm run lint`: knip, with the repository's knip.jsonc, reports a module that
// nothing imports. A stray module is written under src/lib/ for the run and removed after it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface KnipReport {
  issues: { file: string; files?: { name: string }[] }[];
}

const knip = () => {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/knip/bin/knip.js'), '--reporter', 'json', '--no-progress'],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, report: JSON.parse(run.stdout || '{"issues":[]}') as KnipReport };
};

it('runs in npm run lint', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.lint).toMatch(/(^|&& )knip($| )/);
});

it('fails on a module that nothing imports', () => {
  const stray = path.join(root, 'src/lib', `knipProbe${process.pid}.ts`);
  fs.writeFileSync(stray, 'export const nobodyImportsThis = 1;\n');
  try {
    const { status, report } = knip();
    expect(status).not.toBe(0);
    const flagged = report.issues.flatMap((issue) => issue.files ?? []).map((file) => file.name);
    expect(flagged).toContain(path.relative(root, stray));
  } finally {
    fs.rmSync(stray, { force: true });
  }
}, 60_000);
