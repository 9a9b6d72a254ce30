/**
 * @jest-environment node
 */
// The bundle budget (scripts/check-budget.mjs) against a small built site: it weighs what each
// prerendered page loads at start, brotli-compressed, and fails the build over budget.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const script = path.resolve(__dirname, '../scripts/check-budget.mjs');
let dir: string;

/** A file of the built site with its brotli copy; `bytes` of incompressible content. */
const asset = (name: string, bytes: number) => {
  const file = path.join(dir, 'dist', 'assets', name);
  const content = Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251));
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  return fs.statSync(`${file}.br`).size;
};

const page = (route: string, head: string) => {
  const folder = route === '/' ? path.join(dir, 'dist') : path.join(dir, 'dist', route);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.html'), `<!doctype html><head>${head}</head>`);
};

const run = (budget: unknown) => {
  const file = path.join(dir, 'budget.json');
  fs.writeFileSync(file, JSON.stringify(budget));
  return spawnSync(process.execPath, [script, path.join(dir, 'dist')], {
    env: { ...process.env, BUDGET_FILE: file },
    encoding: 'utf8',
  });
};

let jsBytes: number;
let cssBytes: number;
let listedBytes: number;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kestrel-budget-'));
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  jsBytes = asset('main.js', 3000) + asset('page.js', 2000);
  asset('unused.js', 50_000);
  asset('main.css', 400);
  page(
    '/',
    '<script defer src="/assets/main.js"></script><link href="/assets/main.css" rel="stylesheet">' +
      '<link rel="preload" as="script" href="/assets/page.js">',
  );
  page('/about', '<script defer src=/assets/main.js></script>');
  cssBytes = asset('inlined.css', 800);
  page('/inline', '<style data-href="/assets/inlined.css">.a{}</style>');
  listedBytes = asset('listed-a.js', 1500) + asset('listed-b.js', 2500);
  page(
    '/listed',
    '</head><body><div id="root" data-path="/listed" data-scripts="/assets/listed-a.js /assets/listed-b.js"></div>',
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the bundle budget', () => {
  it("passes when every page's start-up files fit, counting scripts and script preloads", () => {
    const result = run({ default: { jsBrotliBytes: jsBytes, cssBrotliBytes: 1000 } });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^/ +JS +${(jsBytes / 1000).toFixed(1)} kB`, 'm'));
  });

  it('fails the build, naming the page and the limit, when one page is over', () => {
    const result = run({
      default: { jsBrotliBytes: 100_000, cssBrotliBytes: 1000 },
      pages: { '/': { jsBrotliBytes: jsBytes - 1 } },
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^\/ .*JS [\d.]+ kB > [\d.]+ kB/m);
    expect(result.stdout).toMatch(/^\/about .* ok$/m);
    expect(result.stderr).toContain('1 page(s) over budget');
  });

  it('fails on CSS over budget too', () => {
    const result = run({ default: { jsBrotliBytes: 100_000, cssBrotliBytes: 10 } });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/CSS [\d.]+ kB > 0\.0 kB/);
  });

  it('counts a stylesheet the prerenderer inlined as the file it came from', () => {
    const result = run({ default: { jsBrotliBytes: 100_000, cssBrotliBytes: cssBytes - 1 } });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `^/inline +JS +0\\.0 kB +CSS +${(cssBytes / 1000).toFixed(1)} kB +CSS [\\d.]+ kB > `,
        'm',
      ),
    );
  });

  it('counts the scripts the page lists for after its first paint (#root data-scripts)', () => {
    const result = run({ default: { jsBrotliBytes: 100_000, cssBrotliBytes: 100_000 } });
    expect(result.stdout).toMatch(
      new RegExp(`^/listed +JS +${(listedBytes / 1000).toFixed(1)} kB +CSS +0\\.0 kB +ok$`, 'm'),
    );
  });
});
