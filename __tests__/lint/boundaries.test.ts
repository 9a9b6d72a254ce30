/**
 * @jest-environment node
 */
// The import boundaries of eslint.config.mjs, proved: ESLint lints small in-memory files placed in
// each layer of src/ and must fail every forbidden import (and pass the allowed ones), so that a
// rule cannot silently stop working. ESLint runs in a child process: its config is an ES module,
// which Jest's CommonJS runtime cannot load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Probe {
  /** Where the in-memory file sits, relative to src/. */
  at: string;
  /** What it imports: files relative to src/, or package names. */
  imports: string[];
  /** Import them with import() rather than an import declaration. */
  dynamic?: boolean;
}

interface Linted {
  messages: { ruleId: string | null; message: string }[];
  rules: Record<string, unknown>;
}

const isFile = (target: string) => /\.(tsx?|css|svg)$/.test(target);

/** The specifier a file at `at` uses for `target` (no extension for TypeScript files). */
const specifier = (at: string, target: string): string => {
  if (!isFile(target)) return target;
  const relative = path.posix.relative(path.posix.dirname(`src/${at}`), `src/${target}`);
  const withDot = relative.startsWith('.') ? relative : `./${relative}`;
  return withDot.replace(/\.tsx?$/, '');
};

const source = ({ at, imports, dynamic }: Probe): string => {
  const names = imports.map((_, i) => `m${i}`);
  const lines = imports.map((target, i) =>
    dynamic
      ? `const ${names[i]} = () => import('${specifier(at, target)}');`
      : `import * as ${names[i]} from '${specifier(at, target)}';`,
  );
  return `${lines.join('\n')}\nexport const used = [${names.join(', ')}];\n`;
};

/** Lints every probe in one ESLint process; answers its messages and the rules that apply. */
const lintAll = (probes: Probe[]): Linted[] => {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const { filePath, code } of JSON.parse(input)) {
      const [result] = await eslint.lintText(code, { filePath });
      const { rules } = await eslint.calculateConfigForFile(filePath);
      out.push({ messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })), rules });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const input = probes.map((probe) => ({
    filePath: path.join(root, 'src', probe.at),
    code: source(probe),
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(input),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as Linted[];
};

const forbidden: [string, Probe, string][] = [
  [
    'a component imports a page',
    { at: 'components/Probe.tsx', imports: ['pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports a page with import()',
    { at: 'components/Probe.tsx', imports: ['pages/home/HomePage.tsx'], dynamic: true },
    'import-x/no-restricted-paths',
  ],
  [
    'a component uses the store through the typed hooks',
    { at: 'components/Probe.tsx', imports: ['app/hooks.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports a feature',
    { at: 'components/Probe.tsx', imports: ['features/cart/cartSlice.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports the API slice',
    { at: 'components/Probe.tsx', imports: ['api/api.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports react-redux',
    { at: 'components/Probe.tsx', imports: ['react-redux'] },
    'no-restricted-imports',
  ],
  [
    'a component imports Redux Toolkit',
    { at: 'components/Probe.tsx', imports: ['@reduxjs/toolkit'] },
    'no-restricted-imports',
  ],
  [
    'the API imports a feature',
    { at: 'api/Probe.ts', imports: ['features/session/sessionSlice.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'content imports the API',
    { at: 'content/Probe.ts', imports: ['api/api.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'config imports content',
    { at: 'config/Probe.ts', imports: ['content/company.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'lib imports content',
    { at: 'lib/Probe.ts', imports: ['content/company.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports a component',
    { at: 'features/Probe.ts', imports: ['components/Button.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports the store itself',
    { at: 'features/Probe.ts', imports: ['app/store.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the layout imports a page',
    { at: 'layout/Probe.tsx', imports: ['pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page imports a page of another area',
    { at: 'pages/shop/Probe.tsx', imports: ['pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page imports the layout',
    { at: 'pages/shop/Probe.tsx', imports: ['layout/Layout.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page outside an area folder imports anything',
    { at: 'pages/Probe.tsx', imports: ['components/Button.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the store imports a page',
    { at: 'app/Probe.ts', imports: ['pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'an entry imports a page',
    { at: 'boot.tsx', imports: ['pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a page uses react-redux's untyped hooks",
    { at: 'pages/shop/Probe.tsx', imports: ['react-redux'] },
    'no-restricted-imports',
  ],
];

const allowed: [string, Probe][] = [
  [
    'the route table loads a page',
    { at: 'app/routes.tsx', imports: ['pages/home/HomePage.tsx'], dynamic: true },
  ],
  [
    'a component uses content, config, styles and other components',
    {
      at: 'components/Probe.tsx',
      imports: [
        'content/company.ts',
        'config/paths.ts',
        'styles/shared.module.css',
        'components/Button.tsx',
      ],
    },
  ],
  [
    'a page uses its area, features, the API, the typed hooks, components and content',
    {
      at: 'pages/shop/Probe.tsx',
      imports: [
        'pages/shop/CartLink.tsx',
        'features/cart/cartSlice.ts',
        'api/api.ts',
        'app/hooks.ts',
        'components/Button.tsx',
        'content/shop.ts',
      ],
    },
  ],
  [
    'a feature uses the API, content and the typed thunk helpers',
    {
      at: 'features/Probe.ts',
      imports: ['api/api.ts', 'content/company.ts', 'app/withTypes.ts', 'config/timing.ts'],
    },
  ],
  [
    'the API uses config and content',
    { at: 'api/Probe.ts', imports: ['config/config.ts', 'content/company.ts', 'api/types.ts'] },
  ],
  [
    'the layout uses features, components and the typed hooks',
    {
      at: 'layout/Probe.tsx',
      imports: ['features/session/sessionSlice.ts', 'components/LoadingText.tsx', 'app/hooks.ts'],
    },
  ],
];

let results: Linted[] = [];

beforeAll(() => {
  results = lintAll([...forbidden.map(([, probe]) => probe), ...allowed.map(([, probe]) => probe)]);
}, 180_000);

describe('the import boundaries (eslint.config.mjs)', () => {
  it('probe only files that exist (an import that does not resolve is not checked)', () => {
    const targets = [...forbidden, ...allowed].flatMap(([, probe]) => probe.imports);
    const missing = targets.filter(isFile).filter((t) => !fs.existsSync(path.join(root, 'src', t)));
    expect(missing).toEqual([]);
  });

  it.each(forbidden.map(([name, , rule], index) => [name, rule, index] as const))(
    'fail lint when %s (%s)',
    (_name, rule, index) => {
      const { messages } = results[index]!;
      expect(messages.map((m) => m.ruleId)).toContain(rule);
      expect(messages.every((m) => m.ruleId === rule)).toBe(true);
    },
  );

  it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))(
    'pass lint when %s',
    (_name, index) => {
      expect(results[index]!.messages).toEqual([]);
    },
  );

  it('keep import cycles and the boundaries errors everywhere in src/', () => {
    for (const { rules } of results) {
      for (const rule of ['import-x/no-cycle', 'import-x/no-restricted-paths']) {
        const setting = rules[rule] as [unknown, ...unknown[]] | undefined;
        expect([rule, setting?.[0]]).toEqual([rule, 2]);
      }
    }
  });
});
