/**
 * @jest-environment node
 */
// The code's layout stays readable (CONTRIBUTING.md, "The daily loop"): no folder of code mixes
// more than 20 files, save a folder of like declarations (the migrations, one per schema change),
// and no style sheet is over 300 lines (the code's own files are held to 300 lines by
// eslint.config.mjs's max-lines, which does not read CSS).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The folders of code: the site, the server, the contract, scripts, tests and the build's. */
const CODE = ['src', 'server', 'contract', 'scripts', 'e2e', '__tests__', 'jest', 'eslint-rules'];

/** Folders of like declarations, which may hold more: one file per migration. */
const LIKE_DECLARATIONS = ['server/db/migrations'];

const MAX_FILES = 20;
const MAX_LINES = 300;

/** Every folder under `dir` (itself included), relative to the project, with its files. */
function foldersOf(dir: string): { folder: string; files: string[] }[] {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  return [
    { folder: dir, files },
    ...entries
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .flatMap((entry) => foldersOf(`${dir}/${entry.name}`)),
  ];
}

const folders = CODE.flatMap(foldersOf);

describe('the code layout', () => {
  it('finds the folders and the style sheets', () => {
    expect(folders.length).toBeGreaterThan(100);
    expect(folders.some(({ files }) => files.some((file) => file.endsWith('.css')))).toBe(true);
  });

  it(`has no folder of code with more than ${MAX_FILES} files, but declarations`, () => {
    const crowded = folders
      .filter(
        ({ folder, files }) => files.length > MAX_FILES && !LIKE_DECLARATIONS.includes(folder),
      )
      .map(({ folder, files }) => `${folder}: ${files.length} files`);
    expect(crowded).toEqual([]);
  });

  it(`has no style sheet over ${MAX_LINES} lines`, () => {
    const long = folders
      .flatMap(({ folder, files }) =>
        files.filter((file) => file.endsWith('.css')).map((file) => `${folder}/${file}`),
      )
      .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n') }))
      // A file's last newline ends its last line; it starts no line of its own.
      .map(({ file, lines }) => ({ file, count: lines.length - (lines.at(-1) === '' ? 1 : 0) }))
      .filter(({ count }) => count > MAX_LINES)
      .map(({ file, count }) => `${file}: ${count} lines`);
    expect(long).toEqual([]);
  });
});
