/**
 * @jest-environment node
 */
// Counted words go through one helper (contract/values/plural.ts, Intl.PluralRules): no source file of
// the site, the server or the contract picks a singular or a plural by hand
// (`n === 1 ? 'item' : 'items'`, `page${n === 1 ? '' : 's'}`), where the next count added would
// forget it and say "1 samples".
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const sources = ['src', 'server', 'contract'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

/** A comparison with one choosing between two words, the second ending in s. */
const BY_HAND = /[!=]==\s*'?1'?\s*\?\s*(['"`])[^'"`$]*\1\s*:\s*(['"`])[^'"`$]*s\2/;

it('finds the sources', () => {
  expect(sources.length).toBeGreaterThan(200);
});

it('pluralises nowhere by hand', () => {
  const found = sources.filter((file) =>
    BY_HAND.test(fs.readFileSync(path.join(root, file), 'utf8')),
  );
  expect(found).toEqual([]);
});

it('would see a plural picked by hand', () => {
  expect(BY_HAND.test("`${n} ${n === 1 ? 'item' : 'items'}`")).toBe(true);
  expect(BY_HAND.test("`page${limit === '1' ? '' : 's'}`")).toBe(true);
  expect(BY_HAND.test("withCount(n, 'item', 'items')")).toBe(false);
});
