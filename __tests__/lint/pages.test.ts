/**
 * @jest-environment node
 */
// One page per file (CONTRIBUTING.md, "A new page"): a file under src/pages/ exports at most one
// page or area frame (a component named …Page or …Layout), and the file is named after it, so
// that a page is found by its name. Helpers beside them (Hero.tsx, PostList.tsx) export other
// components.
import fs from 'node:fs';
import path from 'node:path';

const pagesDir = path.resolve(__dirname, '../../src/pages');

const files = fs
  .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'));

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
    const pages = pagesIn(fs.readFileSync(path.join(pagesDir, file), 'utf8'));
    expect(pages.length).toBeLessThanOrEqual(1);
    if (pages.length === 1) expect(pages[0]).toBe(path.basename(file, '.tsx'));
  });
});
