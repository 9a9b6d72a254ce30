// kestrel/no-cycle: no import cycle, whatever kind of import closes it.
//
// import-x/no-cycle skips `import type`, `export type ... from` and `import { type X }` edges
// (hard-coded in eslint-plugin-import-x 4.x, with no option to count them), so a cycle closed by a
// type-only import passed lint although docs/architecture.md says there are none. This rule
// counts every edge TypeScript sees: import and export declarations (type-only or not),
// `import()` and `import('./x').T` types, `require()`. A cycle through a type-only edge does no
// harm at run time, but it still ties two modules so that neither can move or be understood
// alone, which is what the layers forbid.
//
// Each file's imports are read with TypeScript's own pre-processor (ts.preProcessFile) and
// resolved with its module resolution (bundler: extensionless paths, index files); packages are
// not followed. The file being linted is read from the text ESLint gives (so an unsaved or
// in-memory file counts), every other one from disk, cached by modification time.
// __tests__/lint/boundaries.test.ts proves it fails value and type-only cycles.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
};

/** @typedef {{ target: string, specifier: string, pos: number, end: number }} Edge */
/** Each file's imports as last read from disk, with the modification time they were read at. */
/** @type {Map<string, { mtimeMs: number, imports: Edge[] }>} */
const fromDisk = new Map();

const isSource = (file) => /\.(c|m)?[jt]sx?$/.test(file) && !file.endsWith('.d.ts');

/** The files of this repository that `text`, the content of `file`, imports. */
const importsOf = (file, text) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos, end }) => {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
      const target = path.resolve(resolvedModule.resolvedFileName);
      if (!isSource(target) || target.split(path.sep).includes('node_modules')) return null;
      return { target, specifier: fileName, pos, end };
    })
    .filter((edge) => edge !== null);

const importsOnDisk = (file) => {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = fromDisk.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const imports = importsOf(file, fs.readFileSync(file, 'utf8'));
  fromDisk.set(file, { mtimeMs, imports });
  return imports;
};

/** The shortest chain of files from `start` back to `file`, or null when there is none. */
const pathBack = (start, file) => {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const { target } of importsOnDisk(current)) {
      if (previous.has(target)) continue;
      previous.set(target, current);
      if (target === file) {
        const chain = [];
        for (let at = current; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(target);
    }
  }
  return null;
};

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid an import (type-only ones included) of a module that imports this one back.',
    },
    schema: [],
    messages: {
      cycle: 'Dependency cycle (type-only imports count too): {{chain}}.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!path.isAbsolute(context.physicalFilename) || !isSource(file)) return {};
    const { sourceCode } = context;
    return {
      Program() {
        const cwd = context.cwd;
        const name = (at) => path.relative(cwd, at).split(path.sep).join('/');
        const seen = new Set();
        for (const { target, pos, end } of importsOf(file, sourceCode.text)) {
          if (target === file || seen.has(target)) continue;
          seen.add(target);
          const chain = pathBack(target, file);
          if (chain === null) continue;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain, file].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export default { meta: { name: 'kestrel' }, rules: { 'no-cycle': noCycle } };
