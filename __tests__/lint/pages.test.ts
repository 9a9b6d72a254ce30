/**
 * @jest-environment node
 */
// One page per file (CONTRIBUTING.md, "A new page"): a file under src/pages/ or the back office's
// src/staff/ exports at most one page or area frame (a component named …Page or …Layout), and the
// file is named after it, so that a page is found by its name. Helpers beside them (Hero.tsx,
// PostList.tsx) export other components.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../../src');

const files = ['pages', 'staff'].flatMap((dir) =>
  fs
    .readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file)),
);

/** The page components a module exports (export function, export const or a default). */
const pagesIn = (source: string): string[] =>
  [...source.matchAll(/^export (?:default )?(?:function|const) ([A-Z]\w*(?:Page|Layout))\b/gm)].map(
    (match) => match[1]!,
  );

describe('page files', () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s holds at most one page, named as the file', (file) => {
    const pages = pagesIn(fs.readFileSync(path.join(src, file), 'utf8'));
    expect(pages.length).toBeLessThanOrEqual(1);
    if (pages.length === 1) expect(pages[0]).toBe(path.basename(file, '.tsx'));
  });
});
